// What `regicide analyze` does: solve a deal or find where a logged game was lost, and say so.
// Loaded only when the command runs, so the solver is not loaded for a game or for --help.
import { createInterface } from 'node:readline/promises';
import { type GameLog, newLog, replayLog } from '../core/log.js';
import { regicide } from '../games/regicide/index.js';
import { analyseGame, type GameAnalysis } from '../games/regicide/solver/game-analysis.js';
import { solve, type SolveResult } from '../games/regicide/solver/index.js';
import { type RegicideMove, type RegicideOptions, type RegicideResult } from '../games/regicide/types.js';
import { UsageError } from './errors.js';
import { readLogFile, writeLogFile } from './log-file.js';
import { displayChoice } from './shared-commands.js';
import { wordsIn } from '../text/words.js';

import type { AnalyzeFlags } from './analyze-flags.js';

/** Reads the clock for the search; on a terminal it also keeps a progress line on stderr fresh. */
function clockFor(seconds: number, label: () => string) {
  const start = performance.now();
  const end = start + seconds * 1000;
  const tty = Boolean(process.stderr.isTTY);
  let lastDraw = 0;
  return {
    elapsed: (): number => (performance.now() - start) / 1000,
    shouldStop: (): boolean => {
      const now = performance.now();
      if (tty && now - lastDraw > 150) {
        lastDraw = now;
        process.stderr.write(`\r\x1b[K${label()} ${((now - start) / 1000).toFixed(1)} / ${seconds} s`);
      }
      return now >= end;
    },
    clear: (): void => {
      if (tty) process.stderr.write('\r\x1b[K');
    },
  };
}

const formatLine = (line: readonly RegicideMove[]): string[] => line.map((m) => regicide.formatMove(m));

function describeVerdict(r: SolveResult, seconds: number): string {
  if (r.verdict === 'not-winnable') return 'not winnable (proven: no line wins)';
  if (r.verdict === 'unknown') return `unknown (no winning line found and no proof of loss within ${seconds} s)`;
  if (!r.medal) return 'winnable';
  return `winnable, best medal ${r.medal}${r.medalProven ? '' : ' (a better one was neither found nor ruled out in time)'}`;
}

/** A log of the deal whose moves are `prefix` then `line`: `regicide replay` opens it. */
function lineLog(options: RegicideOptions, seed: string, moves: string[]): GameLog {
  const log = newLog<RegicideOptions, RegicideResult>('regicide', seed, options);
  log.moves = moves;
  log.result = regicide.outcome(replayLog(regicide, log).state);
  return log;
}

async function offerStepper(log: GameLog, flags: AnalyzeFlags): Promise<void> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('Open the winning line in the replay stepper? [y/N] ');
  rl.close();
  if (!/^y/i.test(answer.trim())) return;
  const ui = await import('../ui/regicide/entry.js');
  await ui.runRegicideReplay(log, displayChoice(flags));
}

function gameOptions(flags: AnalyzeFlags): RegicideOptions {
  try {
    return regicide.normalizeOptions({ players: flags.players ?? 1, variants: (flags.variant ?? []) as RegicideOptions['variants'] });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

export async function analyzeSeed(flags: AnalyzeFlags): Promise<number> {
  const options = gameOptions(flags);
  const seed = flags.seed!;
  let label = 'searching';
  const clock = clockFor(flags.seconds, () => label);
  const onWin = (): void => void (label = options.players === 1 ? 'winnable; looking for a better medal' : 'winnable');
  const r = solve(regicide.setup(options, seed), { shouldStop: clock.shouldStop, onWin });
  const seconds = clock.elapsed();
  clock.clear();
  const line = formatLine(r.line);
  const log = r.verdict === 'winnable' ? lineLog(options, seed, line) : null;
  if (flags.lineLog && log) writeLogFile(flags.lineLog, log);
  if (flags.json) {
    process.stdout.write(JSON.stringify({ verdict: r.verdict, medal: r.medal, medalProven: r.medalProven, seconds: round(seconds), nodes: r.nodes, line }) + '\n');
    return 0;
  }
  const who = options.players === 1 ? 'solo' : `${options.players} players`;
  const rules = options.variants.length ? options.variants.join(', ') : 'standard rules';
  const out = [`Deal "${seed}" (${who}, ${rules}): ${describeVerdict(r, flags.seconds)}`, `Searched ${seconds.toFixed(2)} s (${r.nodes.toLocaleString('en-US')} positions).`];
  if (line.length) out.push(`A winning line (${line.length} moves):`, ...numbered(line, 0));
  if (flags.lineLog && log) out.push(`The line is written to ${flags.lineLog} (open it with: regicide replay ${flags.lineLog}).`);
  process.stdout.write(out.join('\n') + '\n');
  if (log) await offerStepper(log, flags);
  return 0;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
const numbered = (line: string[], offset: number): string[] => line.map((m, i) => `${String(offset + i + 1).padStart(4)}. ${m}`);

function describeGame(a: GameAnalysis, moves: string[], seconds: number, players: number): string[] {
  const out: string[] = [];
  if (a.won) out.push('The game was won.');
  if (a.start.verdict !== 'winnable') return [...out, `From the start: ${describeVerdict(a.start, seconds)}.`];
  out.push(`From the start the deal was ${describeVerdict(a.start, seconds)}.`);
  if (a.won) return out;
  if (a.lostFromMove !== null) {
    const k = a.lostFromMove;
    const by = players > 1 ? ` by seat ${a.lostBySeat}` : '';
    out.push(`From move ${k} on the deal was lost: after move ${k - 1} it could still be won; "${moves[k - 1]}"${by} left no winning line.`);
  } else if (a.bracket.winnableAfter === moves.length) {
    out.push('The game is not over, and it can still be won from where it stands.');
  } else if (a.bracket.lostAfter === null) {
    out.push(`It could still be won after move ${a.bracket.winnableAfter}; no later position was proven lost in time.`);
  } else {
    out.push(
      `It could still be won after move ${a.bracket.winnableAfter} and was lost after move ${a.bracket.lostAfter}; ` +
        'the search could not tell in time which move in between lost it.',
    );
  }
  return out;
}

export async function analyzeFile(file: string, flags: AnalyzeFlags): Promise<number> {
  const log = readLogFile(file, 'regicide');
  let options: RegicideOptions;
  try {
    options = regicide.normalizeOptions(log.options as Partial<RegicideOptions>);
  } catch (e) {
    throw new UsageError(`${file}: bad options in the log: ${(e as Error).message}`);
  }
  const moves: RegicideMove[] = log.moves.map((text, i) => {
    try {
      return regicide.parseMove(text);
    } catch (e) {
      throw new UsageError(`${file}: move ${i + 1} "${text}" cannot be read: ${(e as Error).message}`);
    }
  });
  const replay = replayLog(regicide, log);
  if (replay.error) throw new UsageError(`${file}: move ${replay.error.moveNumber} is not legal (${replay.error.message}); check it with replay --verify`);
  let probe = 'from the start';
  const clock = clockFor(flags.seconds, () => `searching ${probe}`);
  const total = flags.seconds;
  // The deal from the start gets up to half the time; each later position a share of the rest.
  // A position searched again (its first search ended undecided) gets all the time that is left.
  const limitsFor = (after: number, retry: number) => {
    probe = after === 0 ? 'from the start' : `after move ${after}`;
    const left = total - clock.elapsed();
    const share = after === 0 ? total / 2 : retry > 0 ? left : Math.max(left / 3, Math.min(left, 0.5));
    const end = performance.now() + 1000 * share;
    return { shouldStop: () => performance.now() >= end };
  };
  const a = analyseGame(options, log.seed, moves, limitsFor, clock.shouldStop);
  const seconds = clock.elapsed();
  clock.clear();
  const line = formatLine(a.start.line);
  // For a game that slipped away, the line log is the game up to its last winnable position
  // followed by a line that still wins from there: the stepper shows where it could have gone on.
  const saving = formatLine(a.savingLine);
  const lineFile =
    a.start.verdict !== 'winnable' || a.won
      ? null
      : lineLog(options, log.seed, saving.length ? [...log.moves.slice(0, a.bracket.winnableAfter), ...saving] : line);
  if (flags.lineLog && lineFile) writeLogFile(flags.lineLog, lineFile);
  if (flags.json) {
    const json = {
      verdict: a.start.verdict,
      medal: a.start.medal,
      medalProven: a.start.medalProven,
      seconds: round(seconds),
      line,
      won: a.won,
      lostFromMove: a.lostFromMove,
      lostBySeat: a.lostBySeat,
      savingLine: saving,
      stillWinnableAfter: a.bracket.winnableAfter,
      lostAfter: a.bracket.lostAfter,
      searched: a.probes,
    };
    process.stdout.write(JSON.stringify(json) + '\n');
    return 0;
  }
  const out = [`${file}: seed "${log.seed}", ${options.players === 1 ? 'solo' : `${options.players} players`}, ${log.moves.length} moves.`, ...describeGame(a, log.moves, flags.seconds, options.players)];
  out.push(`Searched ${seconds.toFixed(2)} s (${wordsIn('en').count(a.probes.length, { one: '# position', other: '# positions' })}).`);
  if (saving.length && a.bracket.winnableAfter > 0) {
    out.push(`What still wins after move ${a.bracket.winnableAfter} (${saving.length} moves):`, ...numbered(saving, a.bracket.winnableAfter));
  } else if (line.length && !a.won) out.push(`A winning line from the start (${line.length} moves):`, ...numbered(line, 0));
  if (flags.lineLog && lineFile) {
    out.push(`The game up to move ${saving.length ? a.bracket.winnableAfter : 0} and then the winning line are written to ${flags.lineLog} (open it with: regicide replay ${flags.lineLog}).`);
  }
  process.stdout.write(out.join('\n') + '\n');
  if (lineFile && !a.won) await offerStepper(lineFile, flags);
  return 0;
}

