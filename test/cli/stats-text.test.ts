// The stats text in every language: every line within 80 columns, labelled chart, what is shown.
import { command } from '../../src/ui/shared/commands.js';
import { describe, expect, it } from 'vitest';
import { newLog } from '../../src/core/log.js';
import { regicideStatsText } from '../../src/ui/regicide/stats-text.js';
import { thronfolgeStatsText } from '../../src/ui/thronfolge/stats-text.js';
import type { StatsEntry } from '../../src/store/stats/common.js';
import { regicideStats } from '../../src/modules/regicide/stats.js';
import { thronfolgeStats } from '../../src/modules/thronfolge/stats.js';
import { LANGS } from '../../src/text/lang.js';

let clock = 0;
const game = (result: object | null, extras: Record<string, unknown> = {}): StatsEntry => ({
  log: { ...newLog('regicide', 's', { players: extras.players ?? 1, variants: extras.variants ?? [] }), result, ...extras },
  startedMs: ++clock,
});
const regicideEntries = [
  game({ outcome: 'won', enemiesDefeated: 12, medal: 'gold' }, { daily: '2026-11-29' }),
  game({ outcome: 'lost', enemiesDefeated: 5, medal: null }),
  game({ outcome: 'lost', enemiesDefeated: 9, medal: null }, { variants: ['extra-jester', 'bigger-hand', 'solo-yield', 'feign-death', 'short'] }),
  game({ outcome: 'won', enemiesDefeated: 12, medal: 'silver' }, { daily: '2026-11-30' }),
  game({ outcome: 'lost', enemiesDefeated: 3, medal: null }, { players: 3 }),
  game(null),
  game({ outcome: 'won', enemiesDefeated: 12, medal: 'gold' }, { practice: true }),
];
const duel = (winner: 1 | 2 | null, extras: Record<string, unknown> = {}): StatsEntry => ({
  log: <StatsEntry['log']>{
    ...newLog('thronfolge', 's', { first: null, variants: [] }),
    vs: 'bot',
    botLevel: 'hard',
    result: { winner, shared: winner === null, reason: extras.reason ?? 'score', scores: [22, 14] },
    ...extras,
  },
  startedMs: ++clock,
});
const thronfolgeEntries = [duel(1), duel(2, { reason: 'crowns' }), duel(1, { daily: '2026-11-30' }), duel(1, { vs: 'human' }), duel(null, { practice: true })];

const widest = (text: string) => Math.max(...text.split('\n').map((l) => [...l].length));

describe('stats text', () => {
  for (const lang of LANGS) {
    it(`fits 80 columns in ${lang}`, () => {
      expect(widest(regicideStatsText(regicideStats(regicideEntries, '2026-11-30'), lang, false, 2))).toBeLessThanOrEqual(80);
      expect(widest(thronfolgeStatsText(thronfolgeStats(thronfolgeEntries, '2026-11-30'), lang, 1))).toBeLessThanOrEqual(80);
    });
  }

  it('shows wins, streaks, medals, the daily streak, the tables and a labelled chart', () => {
    const text = regicideStatsText(regicideStats(regicideEntries, '2026-11-30'), 'en', false);
    expect(text).toContain('Won 2 of 5 games (40%)');
    expect(text).toContain('Winning streak: 0 now, best 1');
    expect(text).toContain('Medals: gold 1, silver 1, bronze 0');
    expect(text).toContain('Daily deal: streak 2 days (best 2)');
    expect(text).toMatch(/^ +4 +2 +50% +solo$/m);
    expect(text).toMatch(/^ +1 +0 +0% +3 players$/m);
    expect(text).toMatch(/^ +4 +2 +50% +no variant$/m);
    expect(text).toMatch(/^ +12 enemies │ █+ 2$/m);
    expect(text).toMatch(/^ +4 enemies │ 0$/m);
    expect(text).toContain('Practice games (undo or hints, no medals): 1, won 1');
    // The saves command as the player runs it (installed: `regicide saves`; from a clone: through npx).
    expect(text).toContain(`Unfinished (not counted): 1; see "${command('regicide', 'saves')}"`);
  });

  it('speaks German with --lang de', () => {
    const text = regicideStatsText(regicideStats(regicideEntries, '2026-11-30'), 'de', true);
    expect(text).toContain('2 von 5 Spielen gewonnen (40\u00a0%)');
    expect(text).toContain('Medaillen: Gold 1, Silber 1, Bronze 0');
    expect(text).toMatch(/^ +12 Gegner \| #+ 2$/m);
  });

  it('speaks French and Norwegian, with their plurals and percent signs', () => {
    const fr = regicideStatsText(regicideStats(regicideEntries, '2026-11-30'), 'fr', false);
    expect(fr).toContain('2 gagnées sur 5 parties (40\u202f%)');
    expect(fr).toContain('Médailles\u202f: or 1, argent 1, bronze 0');
    expect(fr).toMatch(/^ +12 ennemis │ █+ 2$/m);
    const nb = regicideStatsText(regicideStats(regicideEntries, '2026-11-30'), 'nb', false);
    expect(nb).toContain('Vunnet 2 av 5 spill (40\u00a0%)');
    expect(nb).toContain('Medaljer: gull 1, sølv 1, bronse 0');
    expect(nb).toMatch(/^ +12 fiender │ █+ 2$/m);
  });

  it('shows Thronfolge results against the bot, crowns, scores and duels at one keyboard', () => {
    const text = thronfolgeStatsText(thronfolgeStats(thronfolgeEntries, '2026-11-30'), 'en');
    expect(text).toContain('Against the bot: 3 duels, won 2, lost 1, shared 0 (67% won)');
    expect(text).toContain('Three-crown wins: 0; three-crown losses: 1');
    expect(text).toContain("Scores: your mean 22 (best 22), the bot's mean 14");
    expect(text).toContain('Two at one keyboard: 1 duel; player 1 won 1');
    expect(text).toContain('Practice games (undo or hints): 1, won 0');
    expect(text).not.toMatch(/medal/i);
  });

  it('writes a negative Thronfolge score with a real minus sign, as the end screen and share do (--ascii: a hyphen)', () => {
    const lost = { log: { ...duel(2).log, result: { winner: 2, shared: false, reason: 'score', scores: [-5, 14] } }, startedMs: ++clock };
    const text = thronfolgeStatsText(thronfolgeStats([lost], '2026-11-30'), 'en');
    expect(text).toContain("Scores: your mean −5 (best −5), the bot's mean 14");
    expect(text).not.toMatch(/-5/);
    expect(thronfolgeStatsText(thronfolgeStats([lost], '2026-11-30'), 'en', 0, true)).toContain('your mean -5 (best -5)');
  });

  it('says so when nothing is finished yet', () => {
    expect(regicideStatsText(regicideStats([], '2026-11-30'), 'en', false)).toContain('No finished games yet.');
    expect(thronfolgeStatsText(thronfolgeStats([], '2026-11-30'), 'de')).toContain('Noch keine beendeten Spiele.');
  });

  it('with only practice games, says none counts yet rather than that none is finished', () => {
    const practice = regicideStatsText(regicideStats([game({ outcome: 'lost', enemiesDefeated: 2, medal: null }, { practice: true })], '2026-11-30'), 'en', false);
    expect(practice).toContain('No counted games yet (those below do not count).');
    expect(practice).not.toContain('No finished games yet.');
    expect(practice).toContain('Practice games (undo or hints, no medals): 1, won 0');
    const duels = thronfolgeStatsText(thronfolgeStats([duel(2, { practice: true })], '2026-11-30'), 'fr');
    expect(duels).toContain('Aucune partie comptée pour l’instant');
  });
});
