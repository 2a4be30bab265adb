// Thronfolge's daily duel shows the day's field on its end screen, as Regicide's daily does (issue
// 31): the players and wins, and the player's place against everyone who played the same deal
// against the same bot (beaten, medal), beside the share text — at 80×24 and 60×20, in four
// languages, with the end screen's keys still on it. A field too long for the rows keeps the
// player's place. The duel's screen asks for the field when its end screen appears.
import { describe, expect, it } from 'vitest';
import { decideByScore, thronfolge } from '../../src/games/thronfolge/index.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import type { ThronfolgeResult } from '../../src/games/thronfolge/types.js';
import { LANGS } from '../../src/text/lang.js';
import { textWidth } from '../../src/text/width.js';
import { type FieldFacts, fieldBrief } from '../../src/ui/shared/field-text.js';
import { thronfolgeShareText } from '../../src/ui/thronfolge/share-text.js';
import { EndScreen, fieldWithin } from '../../src/ui/thronfolge/EndScreen.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { duelAt } from './clients.js';
import { until } from './helpers.js';
import { THRONFOLGE_TEXTS } from '../../src/ui/thronfolge/strings.js';
import { cardsOf, firstMoveBot, playUntil, renderSized } from './thronfolge-helpers.js';

const FIELD: FieldFacts = {
  day: '2026-12-02',
  measure: 'points',
  maxScore: null,
  verdict: null,
  players: 20,
  wins: 7,
  practice: 0,
  scores: [
    { score: 12, players: 8 },
    { score: 19, players: 6 },
    { score: 25, players: 6 },
  ],
  mostFellAt: null,
  own: { standing: 'ranked', reason: null, won: true, score: 25, beat: 73, medal: 'silver' },
};
const SERVER = 'play.example.org:2567';
/** The player's place, as each language says it (the end screen must keep it). */
const PLACE = { en: 'beat 73% of players', de: 'besser als 73 % der Spieler', fr: 'mieux que 73 % des joueurs', nb: 'bedre enn 73 % av spillerne' };
const MEDAL = { en: 'silver medal', de: 'Silbermedaille', fr: 'médaille d’argent', nb: 'sølvmedalje' };
const TITLES: [string, string] = ['Player 1 (you)', 'Player 2 (bot)'];

function scored(first: string, second: string): ThronfolgeResult {
  const { winner, shared, tieBreak, scores, breakdown } = decideByScore(cardsOf(first), cardsOf(second));
  return { winner, shared, reason: 'score', scores, breakdown, tieBreak };
}

describe("the daily duel's end screen with the field", () => {
  const result = scored('2S 5S 7S 4H AC 3C JD 10S QC', '3S 2H 6H 2D 4C 9S');
  for (const size of [
    { columns: 80, rows: 24 },
    { columns: 60, rows: 20 },
  ]) {
    it(`shows the players, wins and the player's place within ${size.columns}×${size.rows} in four languages`, async () => {
      for (const lang of LANGS) {
        const width = size.columns - 1;
        const share = thronfolgeShareText(
          { date: FIELD.day, attempt: 1, practice: false, retry: false, won: true, shared: false, crowns: false, scores: result.scores, botLevel: 'hard' },
          lang,
          false,
        );
        const ui = renderSized(
          <EndScreen
            result={result}
            titles={TITLES}
            humanSeat={1}
            match={singleGame('s')}
            nextStarter={null}
            savePath="/home/someone/.local/share/thronfolge/saves/2026-12-02T10-00-00-duel.json"
            width={width}
            onLeave={() => {}}
            armDelayMs={0}
            rows={size.rows}
            seed="daily-2026-12-02"
            marks="Daily deal 2026-12-02 · attempt 1"
            share={share}
            field={fieldBrief(FIELD, SERVER, lang, false)}
          />,
          size,
          { lang },
        );
        // Once the keys show (they count from the first frame on).
        // Once the keys show (they count from the first frame drawn).
        const t = THRONFOLGE_TEXTS[lang];
        const frame = await until(ui.screen, (s) => s.replace(/\s+/g, ' ').includes(PLACE[lang]) && (s.includes(t.endKeysAgain) || s.includes(t.endKeysShort)));
        const lines = frame.split('\n');
        expect(lines.length, `${lang} ${size.columns}×${size.rows}`).toBeLessThanOrEqual(size.rows - 1);
        expect(lines.filter((l) => textWidth(l) > size.columns)).toEqual([]);
        const flat = frame.replace(/\s+/g, ' ');
        expect(flat, lang).toContain(PLACE[lang].replace(/\s+/g, ' '));
        expect(flat).toContain(MEDAL[lang]);
        // With the rows of 80×24 the day, its players and wins too (at 60×20 they give way to the place).
        if (size.rows === 24) {
          expect(flat).toContain('2026-12-02');
          expect(flat).toMatch(/20 (players|Spieler|joueurs|spillere), 7 (won|gewonnen|victoires|vant)/);
        }
        // The share text stays.
        expect(flat).toContain(share.split('\n')[0].replace(/\s+/g, ' '));
        ui.unmount();
      }
    });
  }

  it('a field longer than the room keeps the place, then the players and wins, then the day', () => {
    const text = ['The field of 2026-12-02 on x', '20 players, 7 won', 'a third line', 'beat 73% of players · silver medal'].join('\n');
    expect(fieldWithin(text, 60, 10)).toHaveLength(4);
    expect(fieldWithin(text, 60, 3)).toEqual(['The field of 2026-12-02 on x', '20 players, 7 won', 'beat 73% of players · silver medal']);
    expect(fieldWithin(text, 60, 2)).toEqual(['20 players, 7 won', 'beat 73% of players · silver medal']);
    expect(fieldWithin(text, 60, 1)).toEqual(['beat 73% of players · silver medal']);
    expect(fieldWithin(text, 60, 0)).toEqual([]);
    expect(fieldWithin('', 60, 5)).toEqual([]);
  });

  it('the duel asks for the field once its end screen appears, and shows it', async () => {
    const final = playUntil(thronfolge.setup({ first: 1, variants: [] }, 'field-1'), () => false);
    const { client } = duelAt(final, { bot: firstMoveBot });
    let asked = 0;
    const dailyField = (): Promise<string> => (asked++, Promise.resolve(fieldBrief(FIELD, SERVER, 'en', false)));
    const ui = renderSized(
      <ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'hard' }} match={singleGame('field-1')} savePath="/saves/duel.json" dailyField={dailyField} onExit={() => {}} />,
      { columns: 80, rows: 24 },
    );
    const s = await until(ui.screen, (x) => x.includes('beat 73% of players'));
    expect(s).toContain(`The field of 2026-12-02 on ${SERVER}`);
    expect(s).toContain('Game over');
    expect(asked).toBe(1);
    ui.unmount();
  });
});
