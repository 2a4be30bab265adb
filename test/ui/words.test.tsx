// Friction 10, the words: no medal where medals do not exist, the crowns apart from the scoring
// categories, a hint that names everything its move does, a damage bar that is full only at a kill,
// a quit dialog that promises a save only when there is one, and every game of a Thronfolge match
// left in the terminal.
import { describe, expect, it, vi } from 'vitest';
import { makeThronfolgeBot } from '../../src/games/thronfolge/bots/index.js';
import { regicide } from '../../src/games/regicide/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { ScoreBreakdown, ThronfolgeResult } from '../../src/games/thronfolge/types.js';
import { regicideStatsText } from '../../src/ui/regicide/stats-text.js';
import { thronfolgeStatsText } from '../../src/ui/thronfolge/stats-text.js';
import { regicideStats } from '../../src/modules/regicide/stats.js';
import { thronfolgeStats } from '../../src/modules/thronfolge/stats.js';
import { type MatchInfo, newMatch, nextGame } from '../../src/games/thronfolge/match.js';
import { Table } from '../../src/table/table.js';
import type { DuelGame } from '../../src/modules/thronfolge/duel.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { healthBar } from '../../src/ui/regicide/EnemyPanel.js';
import { afterGameText } from '../../src/ui/regicide/entry.js';
import { hintText } from '../../src/ui/regicide/RegicideApp.js';
import { seatScreen } from '../../src/ui/regicide/seat-screen.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { afterDuelText } from '../../src/ui/thronfolge/entry.js';
import { ScoreTable } from '../../src/ui/thronfolge/ScoreTable.js';
import { card, scenario } from '../regicide/scenario.js';
import { duelGame, regicideAt, regicideGame } from './clients.js';
import { KEYS, renderUi, until } from './helpers.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';

const UI = { lang: 'en' as const, ascii: false, color: false };
const won = { outcome: 'won' as const, enemiesDefeated: 12, medal: 'silver' as const };

describe('friction 10: "no medal" only where there are medals', () => {
  it('says "no medal" for a solo practice game, and not for a team one', () => {
    for (const lang of ['en', 'de'] as const) {
      const ui = { ...UI, lang };
      expect(afterGameText(won, '/s/g.json', true, ui, true, 12, true)).toMatch(/no medal|keine Medaille/);
      expect(afterGameText(won, '/s/g.json', true, ui, true, 12, false)).not.toMatch(/medal|Medaille/i);
      const t = textsFor(REGICIDE_TEXTS, lang, false);
      expect(t.practiceGame(false)).not.toMatch(/medal|Medaille/i);
      expect(t.practiceGame(true)).toMatch(/medal|Medaille/i);
    }
  });

  it("Thronfolge's statistics do not mention medals; Regicide's do", () => {
    const practice = { practice: true, vs: 'bot', botLevel: 'hard' };
    const duel = (winner: 1 | 2) => ({
      log: { ...Table.create(thronfolge, { first: null, variants: [] }, 's').log, result: { winner, shared: false, reason: 'score', scores: [10, 5] }, ...practice },
      startedMs: 0,
    });
    const game = {
      log: { ...Table.create(thronfolge, { first: null, variants: [] }, 's').log, game: 'regicide', options: { players: 1, variants: [] }, result: won, practice: true, bots: [] },
      startedMs: 0,
    };
    for (const lang of ['en', 'de'] as const) {
      const thronfolgeText = thronfolgeStatsText(thronfolgeStats([duel(1), duel(2)] as never, '2026-11-30'), lang);
      expect(thronfolgeText).toMatch(/Practice|Übung/);
      expect(thronfolgeText).not.toMatch(/medal|Medaille/i);
      expect(regicideStatsText(regicideStats([game] as never, '2026-11-30'), lang, false)).toMatch(/no medals|ohne Medaillen/);
    }
  });
});

describe('friction 10: the Thronfolge score table', () => {
  const b = (crowns: number, total: number): ScoreBreakdown => ({ followers: [1, 2, 0, 1], familiesWon: ['H'], families: 7, setCount: 0, sets: 0, favour: 2, betrayal: -1, crowns, total });

  it('shows the crowns below the total, marked as no points, not as a scoring row', () => {
    for (const [lang, label] of [
      ['en', 'Crowns (no points)'],
      ['de', 'Kronen (punktlos)'],
    ] as const) {
      const ui = renderUi(<ScoreTable breakdown={[b(2, 8), b(1, 3)]} titles={['Player 1', 'Player 2']} width={76} />, { lang });
      const rows = ui.screen().split('\n');
      const total = rows.findIndex((r) => /^(Total|Summe)\s/.test(r));
      const crowns = rows.findIndex((r) => r.includes(label));
      expect(crowns).toBe(total + 1);
      expect(rows[crowns]).toMatch(/2 (of|von) 3\s+1 (of|von) 3/);
      expect(rows.slice(0, total).join('\n')).not.toMatch(/Crowns|Kronen/);
      ui.unmount();
    }
  });
});

describe("friction 10: a hint's reason names everything the move does", () => {
  it('play 10♥: its heal as well as its damage', () => {
    const state = scenario({ enemy: 'JC', hands: ['10H 2S'], discard: '3S 4S 5S 6S 7S 8S 9S 10S 2D 3D' });
    const { client } = regicideAt(state);
    const t = textsFor(REGICIDE_TEXTS, 'en', false);
    const text = hintText({ move: { type: 'play', cards: [card('10H')] }, text: 'play 10H' }, seatScreen(client, null), t, false);
    expect(text).toContain('Hint: play 10♥');
    expect(text).toContain('♥ heals 10');
    expect(text).toContain('Deals 10');
  });

  it('a jester: what it does to the enemy', () => {
    const state = scenario({ enemy: 'JC', hands: ['X 2S'] });
    const { client } = regicideAt(state);
    const t = textsFor(REGICIDE_TEXTS, 'de', false);
    const text = hintText({ move: { type: 'play', cards: [card('X')] }, text: 'play X' }, seatScreen(client, null), t, false);
    // German decks letter the Jack B (Bube): the card letters of the reader's deck.
    expect(text).toMatch(/Narr: B♣ verliert die Immunität/);
  });
});

describe('friction 10: the damage bar', () => {
  it('is full only when the enemy is defeated, and shows any damage', () => {
    for (const width of [6, 10, 20, 36, 40]) {
      expect(healthBar(39, 40, width, true)).toContain('.');
      expect(healthBar(40, 40, width, true)).toBe('#'.repeat(width));
      expect(healthBar(1, 40, width, true).startsWith('#')).toBe(true);
      expect(healthBar(0, 40, width, true)).toBe('.'.repeat(width));
    }
  });
});

/** A duel played to its end by two easy bots. */
function finishedDuel(seed: string, match: MatchInfo, savePath: string): DuelGame {
  const table = Table.create(thronfolge, { first: null, variants: [] }, seed, { vs: 'bot', botLevel: 'easy', match });
  const bots = [makeThronfolgeBot('easy', `${seed}/1`), makeThronfolgeBot('easy', `${seed}/2`)];
  for (let seat = table.toMove(); seat !== null; seat = table.toMove()) {
    const u = table.updateFor(seat);
    table.submit(seat, bots[seat - 1].choose(u.view as never, u.legal as never));
  }
  return { table, savePath, match } as unknown as DuelGame;
}

describe('friction 10: a Thronfolge match in the terminal', () => {
  it('leaves every game its result and replay line, then the match result', () => {
    const first = finishedDuel('m1', newMatch('m', 2), '/saves/one.json');
    const second = finishedDuel('m2', nextGame(first.match, first.table.result() as ThronfolgeResult)!, '/saves/two.json');
    for (const lang of ['en', 'de'] as const) {
      const text = afterDuelText([first, second], null, { ...UI, lang });
      expect(text).toContain('npx thronfolge replay /saves/one.json');
      expect(text).toContain('npx thronfolge replay /saves/two.json');
      expect(text.indexOf('/saves/one.json')).toBeLessThan(text.indexOf('/saves/two.json'));
      expect(text).toMatch(/(Game|Partie) 1\/2: .*\n[^\n]*\n[^\n]*one\.json\n(Game|Partie) 2\/2: /);
      expect(text.trim().split('\n').at(-1)).toMatch(/\(\d : \d\)$/);
    }
  });
});

describe('friction 10: the quit dialog before the first move', () => {
  it('does not promise a save that is not made; after a move it does (Regicide)', async () => {
    for (const [lang, nothing, saved] of [
      ['en', 'Nothing is saved yet', 'saved after every move'],
      ['de', 'Noch ist nichts gespeichert', 'nach jedem Zug gespeichert'],
    ] as const) {
      const { client } = regicideGame(regicide.normalizeOptions({ players: 1, variants: [] }), 'quit-words');
      const ui = renderUi(<RegicideApp client={client} savePath="/s/g.json" onExit={vi.fn()} />, { lang });
      await until(ui.screen, (s) => s.includes('1'));
      await ui.type('q');
      let s = await until(ui.screen, (x) => x.includes(nothing));
      expect(s).not.toContain(saved);
      await ui.type('n', '1', KEYS.enter);
      await until(ui.screen, () => client.update(1).movesMade > 0);
      await ui.type('q');
      s = await until(ui.screen, (x) => x.includes(saved));
      expect(s).not.toContain(nothing);
      ui.unmount();
    }
  });

  it('says nothing is saved after the bot moved first (Thronfolge)', async () => {
    const { client } = duelGame({ first: 2, variants: [] }, 'quit-words', { bot: makeThronfolgeBot('easy', 'b') as never });
    const ui = renderUi(<ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={newMatch('quit-words', 1)} savePath="/s/d.json" onExit={vi.fn()} />);
    await until(ui.screen, (s) => s.includes('Your turn'));
    await ui.type('q');
    await until(ui.screen, (s) => s.includes('Nothing is saved yet'));
    ui.unmount();
  });
});

describe("review finding 16: a cover hint's reason says what it covers and keeps", () => {
  it('names the damage, the cards kept and their worth, not the selection status', async () => {
    const { lessonTable } = await import('../../src/table/lesson-table.js');
    const { REGICIDE_LESSONS } = await import('../../src/games/regicide/lessons/index.js');
    const client = lessonTable(
      regicide,
      REGICIDE_LESSONS.find((l) => l.id === 'cover')!,
    );
    client.submit(1, regicide.parseMove('play 2C'));
    const screen = seatScreen(client, null);
    const discard = (cards: string) => ({ move: regicide.parseMove(`discard ${cards}`), text: `discard ${cards}` });
    // The hand 3♣ 4♥ 5♥ 6♦ 7♦ 9♠ is worth 34; the 4♥ and 6♦ cover the jack's 10.
    const en = hintText(discard('4H 6D'), screen, textsFor(REGICIDE_TEXTS, 'en', false), false);
    expect(en).toBe('Hint: discard 4♥ 6♦ — covers the 10 with 10 and keeps 4 cards worth 24');
    expect(en).not.toContain('press Enter');
    const de = hintText(discard('4H 6D'), screen, textsFor(REGICIDE_TEXTS, 'de', false), false);
    expect(de).toContain('deckt die 10 mit 10 und behält 4 Karten im Wert von 24');
  });
});
