// Texts a tester found wanting: German card letters and genders, choosing oneself after a jester,
// one-row footers, the chooser's keys, help without stray spaces, long previews not cut off.
import type { Key } from 'ink';
import { describe, expect, it } from 'vitest';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { REGICIDE_KEYMAP, type RegicideKeyCtx } from '../../src/ui/regicide/keymap.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { rulesText } from '../../src/ui/regicide/rules-text.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { LANGS } from '../../src/text/lang.js';
import { actionOf, footerOf } from '../../src/ui/shared/keymap.js';
import { SHARED_TEXTS } from '../../src/ui/shared/shared-strings.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { withShellKeys } from '../../src/ui/shell/shell-keymap.js';
import { duelAt, regicideGame } from './clients.js';
import { until } from './helpers.js';
import { arrange, firstMoveBot, fits, renderSized } from './thronfolge-helpers.js';

const SMALL = { columns: 80, rows: 24 };

function soloApp() {
  const { client } = regicideGame({ players: 1, variants: [] }, 'ui-test');
  return <RegicideApp client={client} savePath="/s.json" onExit={() => {}} />;
}

/** The key context of a player whose turn it is. */
const turnCtx = (over: Partial<RegicideKeyCtx>): RegicideKeyCtx => ({
  handOver: false,
  myTurn: true,
  phase: 'play',
  players: 2,
  handSize: 5,
  solo: false,
  feignVariant: true,
  canYield: false,
  canFlip: false,
  canFeign: false,
  only: null,
  canHint: false,
  canUndo: false,
  canSignal: false,
  signalling: false,
  ...over,
});

const NO_KEY = { upArrow: false, downArrow: false, leftArrow: false, rightArrow: false, return: false, escape: false } as Key;
const press = (input: string, key: Partial<Key> = {}) => ({ input, key: { ...NO_KEY, ...key } });

describe('Regicide texts', () => {
  it('uses the German deck’s B D K in the header and explains them in the rules', () => {
    const ui = renderSized(soloApp(), SMALL, { lang: 'de' });
    const s = ui.screen();
    expect(s).toContain('Es folgen: B 3 · D 4 · K 4');
    expect(s).toContain('Dagegen gespielt');
    expect(rulesText('de', false)).toContain('B, D und K');
    expect(s).toMatch(/B[♠♥♦♣] {2}\S+-Bube/);
    expect(rulesText('de', true)).not.toMatch(/\bB[SHDC]\b/);
  });

  it('says the jester player plays on when choosing themselves, in both languages', () => {
    const en = textsFor(REGICIDE_TEXTS, 'en', false);
    const de = textsFor(REGICIDE_TEXTS, 'de', false);
    expect(en.eventNext('Player 1', 'Player 1')).toBe('Player 1 plays on');
    expect(de.eventNext('Spieler 1', 'Spieler 1')).toBe('Spieler 1 spielt selbst weiter');
    expect(de.eventNext('Spieler 1', 'Spieler 2')).toBe('Spieler 1 lässt Spieler 2 als Nächstes spielen');
    expect(de.eventJester('Spieler 1', 'Q♠')).not.toContain('seine');
    expect(de.previewJester('Q♠')).not.toContain('seine');
  });

  it('keeps the footer on one row at 80 columns whatever keys are offered', () => {
    for (const lang of LANGS) {
      for (const ascii of [false, true]) {
        const t = textsFor(REGICIDE_TEXTS, lang, ascii);
        for (const phase of ['play', 'discard', 'next'] as const) {
          for (const bits of [0, 1, 2, 3, 4, 5, 6, 7]) {
            // A flip is a solo move; the chooser needs a third seat to choose from.
            const players = bits & 2 ? 1 : phase === 'next' ? 4 : 2;
            const ctx = turnCtx({ phase, players, solo: players === 1, canYield: (bits & 1) > 0, canFlip: (bits & 2) > 0, canFeign: (bits & 4) > 0 });
            const hints = footerOf(withShellKeys(REGICIDE_KEYMAP), ctx, t.keyHint, 79);
            expect([...hints.join('  ')].length).toBeLessThanOrEqual(79);
            if (phase === 'play' && bits & 1) expect(hints).toContain(t.keyHint('yield', ctx));
            if (phase === 'play' && bits & 4) expect(hints).toContain(t.keyHint('feign', ctx));
            if (phase !== 'next' && bits & 2) expect(hints).toContain(t.keyHint('flip', ctx));
          }
        }
        // With room, every hint shows.
        const solo = turnCtx({ players: 1, solo: true, canFlip: true });
        expect(footerOf(withShellKeys(REGICIDE_KEYMAP), solo, t.keyHint, 109)).toContain(t.keyHint('log', solo));
      }
    }
  });

  it('names the chooser keys as they work: the arrows and the numbers of the seats there are', () => {
    for (const lang of LANGS) {
      const t = textsFor(REGICIDE_TEXTS, lang, false);
      const three = turnCtx({ phase: 'next', players: 3 });
      expect(t.keyHint('nextChoose', three)).toMatch(/↑↓.*1-3/);
      expect(t.keyHint('nextChoose', turnCtx({ phase: 'next', players: 4 }))).toMatch(/↑↓.*1-4/);
      expect(footerOf(withShellKeys(REGICIDE_KEYMAP), three, t.keyHint, 79)).toContain(t.keyHint('nextChoose', three));
    }
    // The keys the hint names do what it says; a seat number past the table does nothing.
    const three = turnCtx({ phase: 'next', players: 3 });
    expect(actionOf(REGICIDE_KEYMAP, press('', { upArrow: true }), three)).toEqual({ type: 'nextChoose', delta: -1 });
    expect(actionOf(REGICIDE_KEYMAP, press('', { downArrow: true }), three)).toEqual({ type: 'nextChoose', delta: 1 });
    expect(actionOf(REGICIDE_KEYMAP, press('', { leftArrow: true }), three)).toEqual({ type: 'nextChoose', delta: -1 });
    expect(actionOf(REGICIDE_KEYMAP, press('3'), three)).toEqual({ type: 'nextPick', seat: 3 });
    expect(actionOf(REGICIDE_KEYMAP, press('4'), three)).toBeNull();
  });

  it('draws the help at 80×24 within the frame and without stray spaces on wrapped rows', async () => {
    for (const lang of LANGS) {
      const ui = renderSized(soloApp(), SMALL, { lang });
      await ui.type('?');
      const s = await until(ui.screen, (x) => x.includes(SHARED_TEXTS[lang].helpTitle));
      expect(fits(s, SMALL)).toBe(true);
      expect(s.split('\n').filter((l) => /^│ {2}\S/.test(l))).toEqual([]);
      ui.unmount();
    }
  });
});

describe('Thronfolge texts', () => {
  it('shows the whole German note when the opponent has taken, at 80 columns', () => {
    const state = arrange(thronfolge.setup({ first: 1, variants: [] }, 'ui-1'), { taken: [false, true] });
    const { client } = duelAt(state, { bot: firstMoveBot, botDelayMs: 60_000 });
    const ui = renderSized(<ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={singleGame('test')} savePath="/s.json" onExit={() => {}} />, SMALL, { lang: 'de' });
    const s = ui.screen();
    expect(s).toContain('hat schon genommen (erst nächste Runde wieder)');
    expect(s).not.toContain('…');
    expect(fits(s, SMALL)).toBe(true);
  });
});
