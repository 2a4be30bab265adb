// The arena: an outside bot plays the published deals over the JSON-lines protocol, beside the
// built-in levels. The Python example (standard library only) plays whole games; a bot that writes
// garbage, hangs, exits or floods loses that game with one printable line, and the run goes on.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { ArenaGame } from '../../src/cli/arena/arena-game.js';
import { arenaReport, formatArenaReport } from '../../src/cli/arena/arena-report.js';
import { runArena, type ArenaRun } from '../../src/cli/arena/arena-run.js';
import { REGICIDE_ARENA_SET } from '../../src/cli/regicide/arena-deals.js';
import { regicideArena } from '../../src/cli/regicide/arena.js';
import { THRONFOLGE_ARENA_SET } from '../../src/cli/thronfolge/arena-deals.js';
import { thronfolgeArena } from '../../src/cli/thronfolge/arena.js';
import { binPath, ROOT } from './drive.js';

const python = spawnSync('python3', ['--version']).status === 0;
const node = (script: string): string => `"${process.execPath}" "${ROOT}test/cli/arena-bots/${script}"`;
/** A solo deal, a two-player and a three-player deal of the published set. */
const mixed = { ...regicideArena, set: { id: 'test', deals: [0, 16, 24].map((i) => REGICIDE_ARENA_SET.deals[i]) } } as unknown as ArenaGame;

async function run(botCmd: string, limitMs: number, levels: string[] = [], arena: ArenaGame = mixed) {
  const lines: string[] = [];
  const options: ArenaRun = { botCmd, limitMs, others: 'easy', levels, log: (l) => lines.push(l) };
  const results = await runArena(arena, options);
  return { results, lines, report: arenaReport(arena, results, limitMs, 'easy', levels) };
}

describe('regicide arena', () => {
  it.skipIf(!python)(python ? 'plays whole games with the Python example bot, beside a built-in level' : 'SKIPPED: python3 is not on PATH, so the Python example bot cannot run', async () => {
    const { results, lines, report } = await run(`python3 "${ROOT}examples/arena_bot.py"`, 20_000, ['easy']);
    expect(lines).toEqual([]);
    expect(results.map((r) => r.group)).toEqual(['solo', '2 players', '3 players']);
    for (const r of results) {
      expect(r.bot.forfeit).toBeUndefined();
      expect(r.bot.points).toBeGreaterThanOrEqual(0);
      expect(r.levels.easy.score).toBeGreaterThanOrEqual(0);
      expect(r.ceiling).toBe('winnable');
    }
    expect(report.rows.map((row) => row.player)).toEqual(['bot', 'easy']);
    const text = formatArenaReport(report, regicideArena.othersWords('easy'));
    expect(text).toContain('your bot');
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  // The limit is short for the bot that hangs, and long enough for node to start for the others.
  it.skipIf(!python)(python ? 'plays Thronfolge duels from both seats with the same Python bot' : 'SKIPPED: python3 is not on PATH', async () => {
    const duels = { ...thronfolgeArena, set: { id: 'test', deals: THRONFOLGE_ARENA_SET.deals.slice(0, 2) } } as unknown as ArenaGame;
    const { results, lines, report } = await run(`python3 "${ROOT}examples/arena_bot.py"`, 20_000, ['easy'], duels);
    expect(lines).toEqual([]);
    expect(results.map((r) => r.group)).toEqual(['seat 1', 'seat 2']);
    expect(results.every((r) => r.bot.forfeit === undefined && Number.isInteger(r.bot.points))).toBe(true);
    expect(report.ceiling).toBeNull();
  });

  const misbehaving: [string, string, number, RegExp][] = [
    ['garbage', 'garbage.mjs', 20_000, /garbage: the bot sent 3 lines for one decision that were not a legal move, the last "\\u\{1b\}\]0;owned/],
    ['timeout', 'hang.mjs', 300, /timeout: the bot gave no move within 300 ms/],
    ['crash', 'exits.mjs', 20_000, /crash: the bot exited with code 3 before the game was over \(last on its stderr: "\\u\{1b\}\[2Jsomething broke/],
    ['garbage', 'flood.mjs', 20_000, /garbage: the bot sent a line longer than 64 KiB, or more than 1000 lines unasked/],
  ];
  for (const [kind, script, limit, words] of misbehaving) {
    it(`counts a bot that ${{ 'garbage.mjs': 'writes garbage', 'hang.mjs': 'hangs', 'exits.mjs': 'exits', 'flood.mjs': 'floods its stdout' }[script]} as a loss with one printable line per game, and goes on`, async () => {
      const { results, lines, report } = await run(node(script), limit);
      expect(results).toHaveLength(3);
      expect(results.map((r) => r.bot.forfeit)).toEqual([kind, kind, kind]);
      expect(results.every((r) => r.bot.score === 0)).toBe(true);
      expect(lines).toHaveLength(3);
      for (const line of lines) {
        expect(line).toMatch(words);
        expect(line).toMatch(/counted as a loss$/);
        // Nothing the bot wrote reaches a terminal raw: no control character at all.
        expect(line).not.toMatch(/[\u0000-\u001f\u007f]/);
      }
      expect(report.rows[0].forfeits[kind as 'garbage']).toBe(3);
    });
  }

  // Runs the built program: `npm run build` first.
  it('runs from the command line: forfeits on stderr, the report on stdout, exit 0', () => {
    const r = spawnSync(process.execPath, [binPath('regicide'), 'arena', '--bot-cmd', node('garbage.mjs'), '--deals', '2', '--levels', 'none', '--time-limit', '2000'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stderr.trim().split('\n')).toHaveLength(2);
    expect(r.stderr).not.toMatch(/\u001b/);
    expect(r.stdout).toContain('deal set regicide-arena-v1, the first 2 of its 40 deals');
    expect(r.stdout).toMatch(/your bot\s+0\/2/);
  });
});
