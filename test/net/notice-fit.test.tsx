// Every notice of a networked table fits an 80×24 terminal whole, in every language, in both
// games: the message rows wrap a long notice at words (it used to be cut: "… les cartes et tie…"),
// and the screen still fits the terminal.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { WireUpdate } from '../../src/net/wire/messages.js';
import { NET_CODE_NAMES } from '../../src/net/wire/net-codes.js';
import { CLIENT_NOTICE_CODES } from '../../src/net/client/remote-client.js';
import { LANGS } from '../../src/text/lang.js';
import { NET_TEXTS } from '../../src/ui/net/net-strings.js';
import { NetTableApp } from '../../src/ui/net/NetTableApp.js';
import { netNoticeWords } from '../../src/ui/net/notice-words.js';
import { gameCodes } from '../../src/ui/net/code-words.js';
import { netGameScreens } from '../../src/ui/net/game-screens.js';
import { until } from '../ui/helpers.js';
import { fits, renderSized } from '../ui/thronfolge-helpers.js';
import { commands, fakeTable, lobby, seat } from './lobby-fixtures.js';

/** Each built-in game's codes as a seat's screen words them (its refusal words loaded once). */
const GAME_CODES = { regicide: await gameCodes('regicide'), thronfolge: await gameCodes('thronfolge') };

const SIZE = { columns: 80, rows: 24 };
// Long values where a notice shows them: a name of the most a name may be, a long reason.
const params = {
  seat: 1,
  name: 'Bartholomew-Maximilian',
  msLeft: 105_000,
  waiting: 3,
  host: true,
  limit: 120,
  seconds: 60,
  reason: 'the option "variants" must be a list of known variants',
  allowed: ['easy', 'normal', 'hard'],
  seats: [2],
  resumable: true,
  newHost: 2,
  newHostName: 'Bartholomew-Maximilian',
  type: 'move',
  expected: 'x',
  toMove: 1,
  at: 3,
  movesMade: 4,
};
const CODES = [...NET_CODE_NAMES, ...CLIENT_NOTICE_CODES];

/** A game position with seat 2 (this guest) looking on. */
function position(game: 'regicide' | 'thronfolge'): WireUpdate {
  if (game === 'regicide') {
    const state = regicide.setup({ players: 2, variants: [] }, 'fit');
    return { seat: 2, view: regicide.view(state, 2), legal: [], toMove: 1, movesMade: 0, lastMove: null, events: [], result: null };
  }
  const state = thronfolge.setup({ first: 1, variants: [] }, 'fit');
  return { seat: 2, view: thronfolge.view(state, 2), legal: [], toMove: 1, movesMade: 0, lastMove: null, events: [], result: null };
}

const flat = (text: string): string =>
  text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('notices fit 80×24 whole', () => {
  for (const game of ['regicide', 'thronfolge'] as const) {
    for (const lang of LANGS) {
      it(`${game}, ${lang}: every notice shows whole`, async () => {
        const options = game === 'regicide' ? { players: 2, variants: [] } : { first: null, variants: [] };
        const table = Object.assign(fakeTable({ ...lobby, game, options, started: true, seats: [seat(1, 'Ann'), seat(2, 'Bob')] }, position(game)), { game, host: false, seat: 2 });
        // The game's screens loaded before the first frame, as runNetTable loads them: the first notice is not missed.
        const screens = await netGameScreens(game);
        const r = renderSized(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} screens={screens} onExit={() => {}} />, SIZE, { lang });
        const reader = { t: NET_TEXTS[lang], lang, game: GAME_CODES[game], seat: 2 };
        for (const code of CODES) {
          table.emit({ kind: 'error', code, params, message: 'FALLBACK' });
          const words = flat(netNoticeWords(reader, { kind: 'coded', code, params, tone: 'error', fallback: 'FALLBACK' }));
          const frame = await until(r.screen, (s) => flat(s).includes(words));
          expect(fits(frame, SIZE), `${code} fits`).toBe(true);
        }
        r.unmount();
      }, 60_000);
    }
  }
});
