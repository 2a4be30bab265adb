// Friction 9, the layout: both games play down to 60×20 with a compact board (the names, the
// jesters and the take status still whole), the Thronfolge status line wraps instead of cutting
// "start: Pla…", and a tall terminal gives the event log its rows right under the board, with no
// gap, so more of the game shows (also on the end screen).
import { describe, expect, it, vi } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { newMatch } from '../../src/games/thronfolge/match.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { ReplayApp as RegicideReplay } from '../../src/ui/regicide/ReplayApp.js';
import { ReplayApp as ThronfolgeReplay } from '../../src/ui/thronfolge/ReplayApp.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { keysFor } from '../e2e/driver.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { duelAt, duelGame, regicideAt, regicideGame } from './clients.js';
import { KEYS, until, waitFor } from './helpers.js';
import { firstMoveBot, fits, playUntil, renderSized, resizeTerminal } from './thronfolge-helpers.js';
import { cutTexts, textsOf } from './clipped-text.js';
import { LANGS as ALL_LANGS, type Lang } from '../../src/text/lang.js';
import { settle } from './helpers.js';
import type { ReactElement } from 'react';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { THRONFOLGE_TEXTS } from '../../src/ui/thronfolge/strings.js';
import { SHARED_TEXTS } from '../../src/ui/shared/shared-strings.js';

// Every Text is recorded, so a text cut by its box is found (see clipped-text.ts).
vi.mock('ink', async (importOriginal) => {
  const ink = await importOriginal<typeof import('ink')>();
  const { recordingText } = await import('./clipped-text.js');
  return { ...ink, Text: recordingText(ink.Text) };
});

const SIZES = [
  { columns: 60, rows: 20 },
  { columns: 80, rows: 24 },
  { columns: 120, rows: 40 },
];
const LANGS = [
  { lang: 'en' as const, hand: 'Your hand', bot: 'Player 2 (bot)' },
  { lang: 'de' as const, hand: 'Deine Hand', bot: 'Spieler 2 (Bot)' },
];

describe('friction 9: the game at 60×20, 80×24 and 120×40, in English and German', () => {
  for (const size of SIZES) {
    for (const { lang, hand, bot } of LANGS) {
      it(`Regicide fits ${size.columns}×${size.rows} (${lang}) with whole seat names and the jesters`, async () => {
        const { client } = regicideGame(regicide.normalizeOptions({ players: 1 }), 'sizes');
        const solo = renderSized(<RegicideApp client={client} savePath="/s.json" onExit={vi.fn()} />, size, { lang });
        let s = await until(solo.screen, (x) => x.includes(hand));
        expect(fits(s, size)).toBe(true);
        expect(s).toMatch(lang === 'en' ? /Jesters 2/ : /Narren 2/);
        solo.unmount();
        const team = regicideGame(regicide.normalizeOptions({ players: 3 }), 'sizes', { botSeats: [2, 3], botDelayMs: 600_000 });
        const ui = renderSized(<RegicideApp client={team.client} savePath="/s.json" onExit={vi.fn()} />, size, { lang });
        s = await until(ui.screen, (x) => x.includes(hand));
        expect(fits(s, size)).toBe(true);
        expect(s).toContain(bot);
        ui.unmount();
      });

      it(`Thronfolge fits ${size.columns}×${size.rows} (${lang}), the take status and the whole status line shown`, async () => {
        const { client } = duelGame({ first: 2, variants: ['open-discards'] }, 'sizes', { bot: firstMoveBot, botDelayMs: 0 });
        const ui = renderSized(<ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={newMatch('sizes', 3)} savePath="/s.json" armDelayMs={0} onExit={vi.fn()} />, size, {
          lang,
        });
        const s = await until(ui.screen, (x) => x.includes(hand));
        expect(fits(s, size)).toBe(true);
        expect(s).toContain(lang === 'en' ? 'no take yet' : 'Nehmen offen');
        // The status line's last fact, whole (it used to be cut at 80 columns: "start: Pla…").
        expect(s).toContain(lang === 'en' ? 'start: Player 2' : 'Beginn: Spieler 2');
        expect(s.split('\n').slice(0, 2).join(' ')).not.toContain('…');
        ui.unmount();
      });

      it(`the Thronfolge end screen of a match fits ${size.columns}×${size.rows} (${lang})`, async () => {
        const final = playUntil(thronfolge.setup({ first: 1, variants: [] }, 'sizes-end'), () => false);
        const { client } = duelAt(final, { bot: firstMoveBot });
        const path = '/home/me/.local/share/regicide-cli/thronfolge/20261130-075858-84351f38.json';
        const ui = renderSized(<ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={newMatch('sizes', 3)} savePath={path} armDelayMs={0} onExit={vi.fn()} />, size, {
          lang,
        });
        const s = await until(ui.screen, (x) => /Total|Summe/.test(x) && /Enter/.test(x.split('\n').at(-1)!));
        expect(fits(s, size)).toBe(true);
        ui.unmount();
      });
    }
  }
});

describe('friction 9: the replay steppers at every size', () => {
  for (const size of SIZES) {
    it(`fit ${size.columns}×${size.rows}`, async () => {
      for (const game of ['regicide', 'thronfolge'] as const) {
        const log = game === 'regicide' ? regicideGame(regicide.normalizeOptions({ players: 4 }), 'sizes').table.log : duelGame({ first: 1, variants: [] }, 'sizes').table.log;
        const engine = game === 'regicide' ? regicide : thronfolge;
        let state = engine.setup(log.options as never, log.seed) as never;
        for (let i = 0; i < 6; i++) {
          const move = engine.legalMoves(state)[0];
          log.moves.push(engine.formatMove(move as never));
          state = engine.apply(state, move as never) as never;
        }
        const App = game === 'regicide' ? RegicideReplay : ThronfolgeReplay;
        const ui = renderSized(<App log={log} />, size);
        await ui.type(KEYS.right, KEYS.right);
        const s = await until(ui.screen, (x) => /Move 2 of/.test(x));
        expect(fits(s, size), `${game}\n${s}`).toBe(true);
        ui.unmount();
      }
    });
  }
});

describe('friction 9: a tall terminal', () => {
  it('puts the event log right under the board and gives it the rows (no gap of blank lines)', async () => {
    const size = { columns: 120, rows: 40 };
    const options = regicide.normalizeOptions({ players: 3 });
    const { client, saved } = regicideGame(options, 'tall', { botSeats: [2, 3], botDelayMs: 0 });
    const ui = renderSized(<RegicideApp client={client} savePath="/s.json" onExit={vi.fn()} />, size);
    let state = regicide.setup(options, 'tall');
    const move = regicide.legalMoves(state).find((m) => m.type === 'play')!;
    await ui.type(...keysFor(state, move));
    state = regicide.apply(state, move);
    await waitFor(() => (saved.at(-1)?.moves.length ?? 0) >= 1);
    const s = await until(ui.screen, (x) => x.includes('1. Player 1 plays'));
    const rows = s.split('\n');
    const first = rows.findIndex((r) => r.startsWith('The game begins'));
    // Nothing but the preview and the message between the hand's frame and the log.
    const handBottom = rows.findIndex((r, i) => i > 8 && r.startsWith('╰'));
    expect(rows.slice(handBottom + 1, first).filter((r) => r.trim() === '')).toEqual([]);
    expect(rows.length).toBe(size.rows - 1);
    ui.unmount();
  });

  it("gives the end screen's event log every row the rest leaves", async () => {
    const start = regicide.setup({ players: 1, variants: [] }, 'ui-test');
    const state = { ...start, castle: [], enemy: 12, damage: 39, defeated: 11, flipsLeft: 1 };
    for (const size of [
      { columns: 80, rows: 24 },
      { columns: 120, rows: 40 },
    ]) {
      const { client } = regicideAt(state);
      const ui = renderSized(<RegicideApp client={client} savePath="/saves/g.json" armDelayMs={0} onExit={vi.fn()} />, size);
      await ui.type('1', KEYS.enter);
      const s = await until(ui.screen, (x) => x.includes('q/Enter leave'));
      expect(fits(s, size)).toBe(true);
      // The log's rows reach down to the keys on the last row of the frame.
      expect(s.split('\n')).toHaveLength(size.rows - 1);
      ui.unmount();
    }
  });
});

/** The main screens, each with the keys that open it and what shows once it is up (in its language). */
const PATH = '/home/me/.local/share/regicide-cli/thronfolge/20261130-075858-84351f38.json';
const regicideSolo = () => <RegicideApp client={regicideGame(regicide.normalizeOptions({ players: 1 }), 'cut').client} savePath="/s.json" onExit={vi.fn()} />;
const duel = (first: 1 | 2) => (
  <ThronfolgeApp
    client={duelGame({ first, variants: [] }, 'cut', { bot: firstMoveBot, botDelayMs: 0 }).client}
    seating={{ vs: 'bot', botLevel: 'easy' }}
    match={newMatch('cut', 3)}
    savePath="/s.json"
    armDelayMs={0}
    onExit={vi.fn()}
  />
);
const SCREENS: { name: string; node: () => ReactElement; keys?: string[]; ready: (lang: Lang) => string }[] = [
  { name: 'Regicide solo', node: regicideSolo, ready: (lang) => REGICIDE_TEXTS[lang].yourHand },
  { name: 'Regicide solo, cards selected', node: regicideSolo, keys: ['1', '2'], ready: (lang) => REGICIDE_TEXTS[lang].yourHand },
  {
    name: 'Regicide, three players',
    node: () => <RegicideApp client={regicideGame(regicide.normalizeOptions({ players: 3 }), 'cut', { botSeats: [2, 3], botDelayMs: 600_000 }).client} savePath="/s.json" onExit={vi.fn()} />,
    ready: (lang) => REGICIDE_TEXTS[lang].yourHand,
  },
  { name: 'Regicide help', node: regicideSolo, keys: ['?'], ready: (lang) => SHARED_TEXTS[lang].helpTitle },
  {
    name: 'Regicide end',
    node: () => (
      <RegicideApp
        client={regicideAt({ ...regicide.setup({ players: 1, variants: [] }, 'ui-test'), castle: [], enemy: 12, damage: 39, defeated: 11, flipsLeft: 1 }).client}
        savePath={PATH}
        armDelayMs={0}
        onExit={vi.fn()}
      />
    ),
    keys: ['1', KEYS.enter],
    ready: (lang) => REGICIDE_TEXTS[lang].replayWith,
  },
  { name: 'Thronfolge', node: () => duel(2), ready: (lang) => THRONFOLGE_TEXTS[lang].yourHand },
  { name: 'Thronfolge help', node: () => duel(1), keys: ['?'], ready: (lang) => SHARED_TEXTS[lang].helpTitle },
  {
    name: 'Thronfolge end',
    node: () => (
      <ThronfolgeApp
        client={
          duelAt(
            playUntil(thronfolge.setup({ first: 1, variants: [] }, 'sizes-end'), () => false),
            { bot: firstMoveBot },
          ).client
        }
        seating={{ vs: 'bot', botLevel: 'easy' }}
        match={newMatch('cut', 3)}
        savePath={PATH}
        armDelayMs={0}
        onExit={vi.fn()}
      />
    ),
    ready: (lang) => THRONFOLGE_TEXTS[lang].replayWith,
  },
];

describe('no text is cut by its box: the main screens at 60×20 and 80×24, in every language', () => {
  for (const size of [
    { columns: 80, rows: 24 },
    { columns: 60, rows: 20 },
  ]) {
    for (const screen of SCREENS) {
      it(`${screen.name} at ${size.columns}×${size.rows}`, async () => {
        const found: string[] = [];
        let shown = '';
        for (const lang of ALL_LANGS as readonly Lang[]) {
          const ui = renderSized(screen.node(), size, { lang });
          await until(ui.screen, (x) => x.split('\n').length > 5);
          if (screen.keys) await ui.type(...screen.keys);
          const ready = screen.ready(lang).replace(/\u00a0/g, ' ');
          await until(ui.screen, (x) => x.includes(ready));
          // Drawn once more with every Text recorded: the frame after it is the one they make.
          const pieces = await textsOf(async () => {
            resizeTerminal(ui.stdout, size);
            await settle();
          });
          const frame = ui.screen();
          expect(pieces.length).toBeGreaterThan(3);
          const cut = cutTexts(frame, pieces, size.columns);
          for (const text of cut) found.push(`${lang}: ${JSON.stringify(text)}`);
          if (cut.length && !shown) shown = frame;
          ui.unmount();
        }
        expect(found, shown).toEqual([]);
      });
    }
  }
});
