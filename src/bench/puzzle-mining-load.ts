// `npm run loadtest -- --puzzle-mining`: how many proven puzzles the server's miner makes an hour
// per core from players' games. Bots stand in for the players: `--games` finished games of as
// many deals (the puzzles' game, solo, the `--bot` level, as a player's daily game is), played
// before the clock starts; then each is mined in this process, one after another on one core, with
// the server's own budget per game (puzzle-miner.ts), as one process's miner does on its worker
// thread. It prints the games, the positions tried and searched, the puzzles proven, the CPU
// seconds, and proven puzzles (and games) an hour per core. Figures, not a pass or fail.
//   node dist/bench/loadtest.js --puzzle-mining [--games 40] [--bot normal]
import { cpus, loadavg } from 'node:os';
import type { GameLog } from '../core/log.js';
import { gameModules } from '../modules/registry.js';
import { NODES_PER_GAME } from '../net/puzzles/puzzle-miner.js';
import { playBotGame } from '../table/bot-game.js';

const MODULE = gameModules().find((m) => m.puzzles !== undefined) ?? gameModules()[0];

function parseArgs(argv: string[]): { games: number; bot: string } {
  const s = { games: 40, bot: 'normal' };
  const args = argv.filter((a) => a !== '--puzzle-mining');
  for (let i = 0; i < args.length; i += 2) {
    if (args[i] === '--games' && Number.isInteger(Number(args[i + 1])) && Number(args[i + 1]) > 0) s.games = Number(args[i + 1]);
    else if (args[i] === '--bot' && args[i + 1]) s.bot = args[i + 1];
    else throw new Error(`loadtest --puzzle-mining: unknown or bad option ${args[i]} ${args[i + 1] ?? ''}`);
  }
  return s;
}

const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

export async function puzzleMiningLoad(argv: string[]): Promise<void> {
  const s = parseArgs(argv);
  const rule = MODULE.puzzles;
  if (!rule) throw new Error('no game has puzzles');
  // One player, no variants: the daily's own game (the module's options are untyped here).
  const options: unknown = MODULE.game.normalizeOptions({ players: 1 });
  const logs: GameLog[] = Array.from({ length: s.games }, (_, i) => {
    const seed = `mining/${i}`;
    const bots = [MODULE.bots.make(s.bot, `${seed}-bot`)];
    return playBotGame(MODULE.game, options ?? {}, seed, bots).table.log;
  });
  const load = loadavg()[0];
  const [cpu0, wall0] = [cpuSeconds(), performance.now()];
  let [positions, nodes, puzzles, cut] = [0, 0, 0, 0];
  for (const log of logs) {
    const r = await rule.mine(log, { nodesPerGame: NODES_PER_GAME });
    positions += r.positions;
    nodes += r.nodes;
    puzzles += r.puzzles.length;
    if (r.cut) cut++;
  }
  const [cpu, wall] = [cpuSeconds() - cpu0, (performance.now() - wall0) / 1000];
  const perHour = (n: number): string => ((n / cpu) * 3600).toFixed(1);
  const line = (k: string, v: string | number): void => void process.stdout.write(`${k.padEnd(34)}${v}\n`);
  line('game', `${MODULE.id}, ${s.bot} bot, ${s.games} games`);
  line('budget per game (positions)', NODES_PER_GAME.toLocaleString('en'));
  line('positions tried / searched', `${positions} / ${nodes.toLocaleString('en')}`);
  line('games cut by the budget', cut);
  line('proven puzzles', puzzles);
  line('CPU / wall seconds', `${cpu.toFixed(1)} / ${wall.toFixed(1)}`);
  line('proven puzzles an hour per core', perHour(puzzles));
  line('games mined an hour per core', perHour(s.games));
  line('load average (1 min) at start', `${load.toFixed(1)} on ${cpus().length} cores`);
}
