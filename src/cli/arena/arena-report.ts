// The arena's report: the outside bot beside each built-in level on the same deals — wins overall
// and by group (solo, team sizes, seats), the game's own measure, forfeits — and the solver's
// ceiling where the game has one. Text within 80 columns, or one JSON object.
import { printable } from '../../core/printable.js';
import { wrapLine } from '../../text/wrap.js';
import type { ArenaGame } from './arena-game.js';
import type { ArenaDealResult, DealOutcome } from './arena-run.js';

export interface ArenaRow {
  /** "bot" for the outside bot, else the level. */
  player: string;
  games: number;
  wins: number;
  winRate: number;
  /** Wins (a shared victory counts ½) by group, in the set's order. */
  byGroup: Record<string, number>;
  meanPoints: number;
  forfeits: { timeout: number; garbage: number; crash: number };
}

export interface ArenaReport {
  game: string;
  set: string;
  deals: number;
  setDeals: number;
  limitMs: number;
  others: string;
  groups: Record<string, number>;
  pointsWords: string;
  pointsDetail: string;
  rows: ArenaRow[];
  /** Deals by the solver's ceiling, where the game has one. */
  ceiling: Record<string, number> | null;
  results: ArenaDealResult[];
}

const round = (x: number, digits = 4): number => Number(x.toFixed(digits));

function rowOf(player: string, outcomes: { group: string; o: DealOutcome }[], groups: string[]): ArenaRow {
  const byGroup = Object.fromEntries(groups.map((g) => [g, 0]));
  const forfeits = { timeout: 0, garbage: 0, crash: 0 };
  let wins = 0;
  let points = 0;
  for (const { group, o } of outcomes) {
    wins += o.score;
    byGroup[group] += o.score;
    points += o.points;
    if (o.forfeit) forfeits[o.forfeit]++;
  }
  const n = Math.max(1, outcomes.length);
  return { player, games: outcomes.length, wins, winRate: round(wins / n), byGroup, meanPoints: round(points / n, 3), forfeits };
}

export function arenaReport(arena: ArenaGame, results: ArenaDealResult[], limitMs: number, others: string, levels: string[]): ArenaReport {
  const groups: Record<string, number> = {};
  for (const r of results) groups[r.group] = (groups[r.group] ?? 0) + 1;
  const names = Object.keys(groups);
  const rows = [
    rowOf(
      'bot',
      results.map((r) => ({ group: r.group, o: r.bot })),
      names,
    ),
    ...levels.map((level) =>
      rowOf(
        level,
        results.map((r) => ({ group: r.group, o: r.levels[level] })),
        names,
      ),
    ),
  ];
  let ceiling: Record<string, number> | null = null;
  if (arena.ceiling) {
    ceiling = {};
    for (const r of results) ceiling[r.ceiling!] = (ceiling[r.ceiling!] ?? 0) + 1;
  }
  return {
    game: arena.module.id,
    set: arena.set.id,
    deals: results.length,
    setDeals: arena.set.deals.length,
    limitMs,
    others,
    groups,
    pointsWords: arena.pointsWords,
    pointsDetail: arena.pointsDetail,
    rows,
    ceiling,
    results,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));

export function formatArenaReport(r: ArenaReport, othersWords: string): string {
  const title = r.game.charAt(0).toUpperCase() + r.game.slice(1);
  const groups = Object.entries(r.groups);
  const part = r.deals < r.setDeals ? `the first ${r.deals} of its ${r.setDeals} deals` : `${r.deals} deals`;
  const lines = [
    `${title} arena: deal set ${r.set}, ${part}`,
    `${othersWords}; ${r.limitMs} ms a decision`,
    '',
    [''.padEnd(9), 'wins'.padEnd(12), ...groups.map(([g]) => g.padStart(9)), r.pointsWords.padStart(7), 'forfeits'.padStart(8)].join(' '),
  ];
  for (const row of r.rows) {
    const f = row.forfeits;
    const forfeits = f.timeout + f.garbage + f.crash;
    lines.push(
      [
        (row.player === 'bot' ? 'your bot' : row.player).padEnd(9),
        `${num(row.wins)}/${row.games} ${pct(row.winRate)}`.padEnd(12),
        ...groups.map(([g, n]) => `${num(row.byGroup[g])}/${n}`.padStart(9)),
        row.meanPoints.toFixed(2).padStart(7),
        String(forfeits).padStart(8),
      ].join(' '),
    );
  }
  const bot = r.rows[0].forfeits;
  if (bot.timeout + bot.garbage + bot.crash) lines.push('', `your bot's forfeits: ${bot.timeout} out of time, ${bot.garbage} garbage, ${bot.crash} crashed (each a lost game)`);
  lines.push('', `wins: games won (a shared victory counts half); ${r.pointsWords}: the mean ${r.pointsDetail}`);
  if (r.ceiling) {
    const c = r.ceiling;
    lines.push('', `solver's ceiling: ${c.winnable ?? 0} of ${r.deals} deals winnable by a player who sees every card, ${c['not-winnable'] ?? 0} not, ${c.open ?? 0} open`);
  }
  return lines.flatMap((l) => wrapLine(printable(l.trimEnd()))).join('\n');
}
