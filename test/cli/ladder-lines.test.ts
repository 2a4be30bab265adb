// The ladder's lines (`thronfolge ladder`, the SSH menu's Ladder) in the four languages: within 80
// columns (and 40 on a narrow SSH screen), a name the server sends made printable and cut to its
// column, provisional ratings marked with "?", a player's history against accounts and bots.
import { describe, expect, it } from 'vitest';
import { ladderLines, ownLines } from '../../src/cli/ladder/ladder-lines.js';
import { LADDER_TEXTS } from '../../src/cli/ladder/ladder-texts.js';
import type { LadderEntry, OwnLadder } from '../../src/net/ladder/ladder.js';
import { LANGS } from '../../src/text/lang.js';
import { textWidth } from '../../src/text/width.js';
import { isPrintable } from '../../src/core/printable.js';

const entries: LadderEntry[] = [
  { place: 1, name: 'Ada', rating: 1712, provisional: false, games: 48 },
  { place: 2, name: '\u001b]0;pwned\u0007Mallory\u001b[2J', rating: 1650, provisional: true, games: 3 },
  { place: 3, name: 'Ｗｉｄｅ　Ｎａｍｅ　Ｏｆ　Ｔｗｅｎｔｙ', rating: 1499, provisional: true, games: 1 },
  { place: 4, name: null, rating: 1400, provisional: false, games: 120 },
];
const own: OwnLadder = {
  rating: { rating: 1650, deviation: 150, provisional: true, games: 3, place: 2 },
  history: [
    { at: Date.UTC(2026, 11, 2), opponent: { kind: 'account', name: 'Ada\u001b[31m' }, score: 0, reason: 'result', before: 1680, after: 1650 },
    { at: Date.UTC(2026, 11, 1), opponent: { kind: 'bot', level: 'hard', rating: 1800 }, score: 1, reason: 'result', before: 1500, after: 1680 },
    { at: Date.UTC(2026, 11, 1), opponent: { kind: 'account', name: null }, score: 0, reason: 'forfeit', before: 1500, after: 1500 },
  ],
};

describe('the ladder as lines', () => {
  it.each(LANGS)('fits 80 and 40 columns with printable names in %s', (lang) => {
    const t = LADDER_TEXTS[lang];
    for (const width of [80, 40]) {
      const lines = [...ladderLines(entries, t, 'Thronfolge', 'play.example.org:2567', width), ...ownLines(own, t, 'Thronfolge', 'play.example.org:2567', width)];
      expect(lines.filter((l) => textWidth(l) > width)).toEqual([]);
      expect(lines.filter((l) => !isPrintable(l))).toEqual([]);
    }
    const table = ladderLines(entries, t, 'Thronfolge', 'play.example.org:2567').join('\n');
    expect(table).toMatch(/ 1650\? /);
    expect(table).toMatch(/ 1712 /);
    expect(table).toContain(t.noName);
    expect(table).toContain(t.provisional);
    const mine = ownLines(own, t, 'Thronfolge', 'play.example.org:2567').join('\n');
    expect(mine).toContain('1650?');
    expect(mine).toContain(t.bot(t.levels.hard, 1800));
    expect(mine).toContain(t.gone);
    expect(mine).toContain(t.outcome.forfeit);
  });

  it('says so when nobody is rated yet, and when the player has no rating', () => {
    const t = LADDER_TEXTS.en;
    expect(ladderLines([], t, 'Thronfolge', 'h:1')).toContain(t.empty);
    expect(ownLines({ rating: null, history: [] }, t, 'Thronfolge', 'h:1')).toEqual(expect.arrayContaining([t.unrated, t.noHistory]));
  });
});
