// The screen-reader mode's words, in every language: a selection says the screen's own preview,
// the flip asks the screen's question, the first hint asks the practice question and then says
// the screen's hint line, undo says the screen's words, ? the keys, an unknown key one line, and
// each card of the hand is said by its key ("card 2: 3 of hearts").
import { describe, expect, it } from 'vitest';
import { cardOf } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideMove } from '../../src/games/regicide/types.js';
import { LANGS } from '../../src/text/lang.js';
import type { Hint } from '../../src/table/hint.js';
import { runRegicideLines } from '../../src/ui/regicide/line-entry.js';
import { screenPreview, spokenHint, spokenScreenText } from '../../src/ui/regicide/line-preview.js';
import { eventLinesFor, situationLines, type RegicideUpdate } from '../../src/ui/regicide/narration.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { REGICIDE_NARRATION_TEXTS } from '../../src/ui/regicide/texts/narration.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { LINE_TEXTS } from '../../src/ui/shared/texts/lines.js';
import { SHARED_PRACTICE } from '../../src/ui/shared/texts/practice.js';
import { SPOKEN_TEXTS } from '../../src/ui/shared/texts/spoken.js';
import type { Bot } from '../../src/core/bot.js';
import { thronfolge, type ThronfolgeMove } from '../../src/games/thronfolge/index.js';
import { runThronfolgeLines } from '../../src/ui/thronfolge/line-entry.js';
import { screenDuelPreview, spokenDuelHint } from '../../src/ui/thronfolge/line-preview.js';
import type { ThronfolgeUpdate } from '../../src/ui/thronfolge/narration.js';
import { THRONFOLGE_TEXTS } from '../../src/ui/thronfolge/strings.js';
import { THRONFOLGE_NARRATION_TEXTS } from '../../src/ui/thronfolge/texts/narration.js';
import { duelGame, regicideGame } from './clients.js';
import { lineStreams } from './line-streams.js';

const SEED = 'line-parity';

/** The first line said from `from` on that matches, once it is said. */
async function saidFrom(heard: string[], from: number, pattern: (line: string) => boolean): Promise<string> {
  for (let i = 0; i < 1000; i++) {
    const line = heard.slice(from).find(pattern);
    if (line !== undefined) return line;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`not said; last lines:\n${heard.slice(-5).join('\n')}`);
}

describe('the screen-reader mode says what the screen shows, in every language', () => {
  for (const lang of LANGS) {
    it(lang, async () => {
      const t = textsFor(REGICIDE_TEXTS, lang, false);
      const n = textsFor(REGICIDE_NARRATION_TEXTS, lang, false);
      const lines = textsFor(LINE_TEXTS, lang, false);
      const practice = textsFor(SHARED_PRACTICE, lang, false);
      const spoken = SPOKEN_TEXTS[lang];
      // A hinter that says the first legal play: the words of the hint are the subject here.
      const hinter = (u: RegicideUpdate): Hint<RegicideMove> => {
        const move = u.legal.find((m) => m.type === 'play')!;
        return { move, text: regicide.formatMove(move) };
      };
      const { client } = regicideGame({ players: 1, variants: [] }, SEED, { hinter: hinter as never, undo: true });
      const { io, heard, type } = lineStreams();
      const done = runRegicideLines(client, { lang, ascii: false, color: false }, io);
      const say = async (keys: string, pattern: (line: string) => boolean): Promise<string> => {
        const from = heard.length;
        type(keys);
        return saidFrom(heard, from, pattern);
      };
      const start = client.update(1);
      const hand = start.view.hand.map((c) => cardOf(c));

      // The hand, each card by its key.
      const handLine = await saidFrom(heard, 0, (l) => l.startsWith(n.label.hand));
      expect(handLine).toBe(spoken.labelled(n.label.hand, spoken.parts(hand.map((c, i) => spoken.numberedCard(i + 1, spoken.card(c))))));
      expect(handLine).toContain(spoken.labelled(`${{ en: 'card', de: 'Karte', fr: 'carte', nb: 'kort' }[lang]} 2`, spoken.card(hand[1])));

      // An unknown key, a key with no card under it, and the keys.
      expect(await say('x', () => true)).toBe(lines.unknownKey('x'));
      expect(await say('9', () => true)).toBe(n.noCard(9));
      expect(await say('?', (l) => l === lines.sessionKeys(true, true))).toBeTruthy();

      // A selection says the screen's preview of it.
      const preview = spoken.parts(screenPreview(start, [hand[0]], t).map((l) => spokenScreenText(l.replace(/[.]$/, ''), spoken)));
      expect(await say('1', () => true)).toBe(n.selectedPreview(spoken.card(hand[0]), preview, false));
      await say('c', () => true);

      // f asks the screen's question; anything but yes keeps the hand.
      const question = await say('f', () => true);
      expect(question).toBe(`${spokenScreenText(`${t.confirmFlip(hand.length)} ${t.flipCost(2)}`, spoken)} ${lines.yesNo}`);
      expect(await say('n', () => true)).toBe(lines.declined);
      expect(client.update(1).movesMade).toBe(0);

      // The first hint asks the practice question, then says the screen's hint line.
      const asked = await say('i', () => true);
      expect(asked).toContain(practice.practiceQuestion('hint'));
      expect(asked).toContain(practice.practiceCost(true));
      const hint = await say('\r', () => true);
      expect(hint).toBe(spokenHint(hinter(client.update(1)), client.update(1), t, spoken));
      expect(hint).not.toMatch(/[♠♥♦♣]/);

      // A move, then undo in the screen's words (no question: the game is practice already).
      await say('1', () => true);
      await say('\r', (l) => l.startsWith(n.label.hand));
      expect(client.update(1).movesMade).toBe(1);
      expect(await say('u', () => true)).toBe(t.undone(1));
      expect(client.update(1).movesMade).toBe(0);
      expect(await saidFrom(heard, heard.length - 6, (l) => l.startsWith(n.label.hand))).toBe(handLine);

      await say('q', (l) => l === lines.quitQuestion);
      type('y');
      expect(await done).toBe('quit');
      client.close();
    });
  }
});

describe('Thronfolge in the screen-reader mode: the screen preview of a chosen card, the hint, undo', () => {
  for (const lang of LANGS) {
    it(lang, async () => {
      const t = textsFor(THRONFOLGE_TEXTS, lang, false);
      const n = textsFor(THRONFOLGE_NARRATION_TEXTS, lang, false);
      const lines = textsFor(LINE_TEXTS, lang, false);
      const spoken = SPOKEN_TEXTS[lang];
      const firstLegal: Bot<unknown, unknown> = { name: 'first', choose: (_v, legal) => legal[0] };
      const hinter = (u: ThronfolgeUpdate): Hint<ThronfolgeMove> => {
        const move = u.legal.find((m) => m.type === 'play')!;
        return { move, text: thronfolge.formatMove(move) };
      };
      const options = thronfolge.normalizeOptions({ first: 1, variants: [] });
      const { client } = duelGame(options, 'line-parity', { bot: firstLegal, hinter: hinter as never, undo: true });
      const { io, heard, type } = lineStreams();
      const done = runThronfolgeLines(client, { lang, ascii: false, color: false }, io);
      const say = async (keys: string, pattern: (line: string) => boolean = () => true): Promise<string> => {
        const from = heard.length;
        type(keys);
        return saidFrom(heard, from, pattern);
      };
      const start = client.update(1);
      const hand = start.view.hand.map((c) => cardOf(c));
      const handLine = await saidFrom(heard, 0, (l) => l.startsWith(n.label.hand));
      expect(handLine).toBe(spoken.labelled(n.label.hand, spoken.parts(hand.map((c, i) => spoken.numberedCard(i + 1, spoken.card(c))))));

      // A chosen card says the screen's preview with the cursor on it.
      const preview = spoken.parts(screenDuelPreview(start, 1, t).map((l) => spokenScreenText(l.replace(/[.]$/, ''), spoken)));
      expect(await say('2')).toBe(spoken.parts([n.chosen(spoken.card(hand[1])), preview]));
      expect(preview).not.toMatch(/[→♠♥♦♣]/);
      expect(await say('9')).toBe(n.noCard(9));
      expect(await say('x')).toBe(lines.unknownKey('x'));

      // The hint behind the practice question (no medal to lose here), in the screen's words.
      expect(await say('i')).toContain(textsFor(SHARED_PRACTICE, lang, false).practiceCost(false));
      expect(await say('y')).toBe(spokenDuelHint(hinter(client.update(1)), client.update(1), t, spoken));

      // A move, the bot's reply, then undo takes both back.
      await say('1');
      await say('\r', (l) => l.startsWith(n.label.hand));
      expect(await say('u')).toBe(t.undone(2));
      expect(client.update(1).movesMade).toBe(0);
      await say('q', (l) => l === lines.quitQuestion);
      type('y');
      expect(await done).toBe('quit');
      client.close();
    });
  }
});

describe('a cover step with many ways to cover', () => {
  it('says how many there are instead of a dozen of them and "and N more"', () => {
    const { client } = regicideGame({ players: 1, variants: [] }, SEED);
    const first = client.update(1);
    const play = first.legal.find((m) => m.type === 'play' && m.cards.length === 1)!;
    expect(client.submit(1, play)).toBeNull();
    const update = client.update(1);
    expect(update.view.phase).toBe('discard');
    const covers = update.legal.filter((m) => m.type === 'discard').length;
    expect(covers).toBeGreaterThan(12);
    const said = situationLines(update, { t: REGICIDE_TEXTS.en, n: REGICIDE_NARRATION_TEXTS.en, spoken: SPOKEN_TEXTS.en });
    expect(said).toContain(`Moves: ${covers} ways to cover; select cards and each selection says whether it covers`);
    // Cards named in words are said with commas between them.
    const two = update.legal.find((m) => m.type === 'discard' && m.cards.length >= 2)!;
    expect(client.submit(1, two)).toBeNull();
    const narrator = { t: REGICIDE_TEXTS.en, n: REGICIDE_NARRATION_TEXTS.en, spoken: SPOKEN_TEXTS.en };
    const told = eventLinesFor(client.history(1).at(-1)!.events, 1, narrator);
    if (two.type !== 'discard') throw new Error('a discard');
    expect(told[0]).toContain(`discards ${two.cards.map(SPOKEN_TEXTS.en.card).join(', ')} (`);
    client.close();
  });
});
