// Texts a tester found wanting: German card letters and genders, choosing oneself after a jester,
// one-row footers, the chooser's keys, help without stray spaces, long previews not cut off.
import { describe, expect, it } from 'vitest';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { footerHints } from '../../src/ui/regicide/footer-hints.js';
import { rulesText } from '../../src/ui/regicide/rules-text.js';
import { newSession } from '../../src/ui/regicide/session.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { LANGS, textsFor } from '../../src/ui/shared/i18n.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { arrange, firstMoveBot, fits, renderSized, sessionOf } from './thronfolge-helpers.js';

const SMALL = { columns: 80, rows: 24 };
const noBot = () => {
  throw new Error('no bots');
};

describe('Regicide texts', () => {
  it('uses J Q K in the German header and explains them in the rules', () => {
    const ui = renderSized(<RegicideApp initial={newSession({ players: 1, variants: [] }, 'ui-test')} bots={[]} botFor={noBot} persist={() => {}} savePath="/s.json" botDelayMs={0} onExit={() => {}} />, SMALL, { lang: 'de' });
    const s = ui.screen();
    expect(s).toContain('Burg: J 3 · Q 4 · K 4');
    expect(s).toContain('Dagegen gespielt');
    expect(rulesText('de', false)).toContain('J, Q und K');
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
            const hints = footerHints(t, { myTurn: true, phase, canYield: (bits & 1) > 0, canFlip: (bits & 2) > 0, canFeign: (bits & 4) > 0 }, 79);
            expect(hints.join('  ').length).toBeLessThanOrEqual(79);
            if (phase === 'play' && bits & 1) expect(hints).toContain(t.keyYield);
            if (phase === 'play' && bits & 4) expect(hints).toContain(t.keyFeign);
          }
        }
        // With room, every hint shows.
        expect(footerHints(t, { myTurn: true, phase: 'play', canYield: false, canFlip: true, canFeign: false }, 109)).toContain(t.footerKey('v'));
      }
    }
  });

  it('names the chooser keys as they work: ←/→ and the numbers', () => {
    for (const lang of LANGS) {
      const t = textsFor(REGICIDE_TEXTS, lang, false);
      expect(t.keysNext).toMatch(/←→.*1-4/);
      expect(t.chooseNextHint).toMatch(/←\/→.*1–4/);
    }
  });

  it('draws the help at 80×24 within the frame and without stray spaces on wrapped rows', async () => {
    for (const lang of LANGS) {
      const ui = renderSized(<RegicideApp initial={newSession({ players: 1, variants: [] }, 'ui-test')} bots={[]} botFor={noBot} persist={() => {}} savePath="/s.json" botDelayMs={0} onExit={() => {}} />, SMALL, { lang });
      await ui.type('?');
      const s = ui.screen();
      expect(s).toContain(lang === 'en' ? 'Help' : 'Hilfe');
      expect(fits(s, SMALL)).toBe(true);
      expect(s.split('\n').filter((l) => /^│ {2}\S/.test(l))).toEqual([]);
      ui.unmount();
    }
  });
});

describe('Thronfolge texts', () => {
  it('shows the whole German note when the opponent has taken, at 80 columns', () => {
    const state = arrange(thronfolge.setup({ first: 1, variants: [] }, 'ui-1'), { taken: [false, true] });
    const ui = renderSized(<ThronfolgeApp initial={sessionOf(state)} seating={{ vs: 'bot', botLevel: 'easy' }} bot={firstMoveBot} persist={() => {}} savePath="/s.json" botDelayMs={60_000} onExit={() => {}} />, SMALL, { lang: 'de' });
    const s = ui.screen();
    expect(s).toContain('hat schon genommen (erst nächste Runde wieder)');
    expect(s).not.toContain('…');
    expect(fits(s, SMALL)).toBe(true);
  });
});
