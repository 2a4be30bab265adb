// The screen's cursor keys in the screen-reader mode, in every language: in Regicide the arrows
// (and h, l) say the card under the cursor, space selects it with the screen's preview, Escape
// clears as c does, y says which key yields, d the discard pile; an arrow with nothing to do is named in one line; and
// Escape answers a question no.
import { describe, expect, it } from 'vitest';
import { cardOf } from '../../src/core/cards.js';
import { LANGS } from '../../src/text/lang.js';
import { runRegicideLines } from '../../src/ui/regicide/line-entry.js';
import { screenPreview, spokenScreenText } from '../../src/ui/regicide/line-preview.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { REGICIDE_NARRATION_TEXTS } from '../../src/ui/regicide/texts/narration.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { pressesOf } from '../../src/ui/shared/line-session.js';
import { LINE_TEXTS } from '../../src/ui/shared/texts/lines.js';
import { SPOKEN_TEXTS } from '../../src/ui/shared/texts/spoken.js';
import { regicideGame } from './clients.js';
import { lineStreams } from './line-streams.js';

const KEY = { left: '\u001b[D', right: '\u001b[C', up: '\u001b[A', escape: '\u001b' };

async function next(heard: string[], from: number): Promise<string> {
  for (let i = 0; i < 1000; i++) {
    if (heard.length > from) return heard[from];
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`nothing said; last lines:\n${heard.slice(-5).join('\n')}`);
}

describe('the cursor keys in the screen-reader mode', () => {
  it('reads arrows only where the session asks for them', () => {
    expect(pressesOf(`${KEY.right}x`)).toEqual([{ input: 'x', enter: false }]);
    expect(pressesOf(`${KEY.right}\u001bOD`, true)).toEqual([
      { input: '', enter: false, arrow: 'right' },
      { input: '', enter: false, arrow: 'left' },
    ]);
  });

  for (const lang of LANGS) {
    it(`Regicide, ${lang}`, async () => {
      const t = textsFor(REGICIDE_TEXTS, lang, false);
      const n = textsFor(REGICIDE_NARRATION_TEXTS, lang, false);
      const lines = textsFor(LINE_TEXTS, lang, false);
      const spoken = SPOKEN_TEXTS[lang];
      // Two players: yielding is allowed, so y has something to say.
      const { client } = regicideGame({ players: 2, variants: [] }, 'line-cursor', {});
      const { io, heard, type } = lineStreams();
      void runRegicideLines(client, { lang, ascii: false, color: false }, io);
      const say = async (keys: string): Promise<string> => {
        const from = heard.length;
        type(keys);
        return next(heard, from);
      };
      await next(heard, 0);
      const start = client.update(1);
      const hand = start.view.hand.map((c) => cardOf(c));
      expect(await say(KEY.right)).toBe(spoken.numberedCard(2, n.cursorOn(spoken.card(hand[1]), false)));
      expect(await say('h')).toBe(spoken.numberedCard(1, n.cursorOn(spoken.card(hand[0]), false)));
      const preview = spoken.parts(screenPreview(start, [hand[0]], t).map((l) => spokenScreenText(l.replace(/[.]$/, ''), spoken)));
      expect(await say(' ')).toBe(n.selectedPreview(spoken.card(hand[0]), preview, false));
      expect(await say('l')).toBe(spoken.numberedCard(2, n.cursorOn(spoken.card(hand[1]), false)));
      expect(await say(KEY.left)).toBe(spoken.numberedCard(1, n.cursorOn(spoken.card(hand[0]), true)));
      expect(await say(KEY.escape)).toContain(n.cleared);
      expect(await say('y')).toBe(spokenScreenText(t.yieldKeyNote, spoken));
      expect(await say(KEY.up)).toBe(lines.unknownKey(lines.arrows.up));
      // d: the discard pile, as the screen's pile browser shows it (empty at the start).
      expect(await say('d')).toBe(t.discardBrowserEmpty);
      // Escape answers the quit question no: the game goes on.
      await say('q');
      type(KEY.escape);
      expect(await say('x')).toBe(lines.unknownKey('x'));
      expect(client.update(1).movesMade).toBe(0);
    });
  }
});
