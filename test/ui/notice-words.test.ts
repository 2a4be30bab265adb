// Every notice a networked table can show has words in every language of the screens: each code
// the server sends (src/net/wire/net-codes.ts) and each notice the client makes itself. A code with no
// words would fall back to the server's English; here the fallback is a marker that must not show.
import { describe, expect, it } from 'vitest';
import { NET_CODE_NAMES } from '../../src/net/wire/net-codes.js';
import { CLIENT_NOTICE_CODES } from '../../src/net/client/remote-client.js';
import { LANGS } from '../../src/text/lang.js';
import { NET_TEXTS } from '../../src/ui/net/net-strings.js';
import { netNoticeWords } from '../../src/ui/net/notice-words.js';
import { gameCodes } from '../../src/ui/net/code-words.js';

/** Each built-in game's codes as a seat's screen words them (its refusal words loaded once). */
const GAME_CODES = { regicide: await gameCodes('regicide'), thronfolge: await gameCodes('thronfolge') };

const FALLBACK = 'NO-WORDS-FOR-THIS-CODE';
// Parameters that every code may read (the words must not show "undefined" or "NaN" for them).
const params = {
  seat: 2,
  name: 'Bob',
  msLeft: 65_000,
  waiting: 2,
  host: true,
  limit: 3,
  seconds: 30,
  reason: 'bad',
  allowed: ['easy'],
  seats: [3],
  resumable: true,
  newHost: 2,
  newHostName: 'Cy',
  type: 'move',
  expected: 'x',
  toMove: 2,
  at: 1,
  movesMade: 2,
  // A change of pace: the proposal (hours per move) and the table gone turn-based.
  hours: 48,
  moveHours: 48,
  to: 'turn',
};

describe('notice words', () => {
  for (const lang of LANGS) {
    it(`${lang}: every server code and every client notice has words`, () => {
      const reader = { t: NET_TEXTS[lang], lang, game: GAME_CODES.regicide, seat: 1 };
      const missing: string[] = [];
      for (const code of [...NET_CODE_NAMES, ...CLIENT_NOTICE_CODES]) {
        const words = netNoticeWords(reader, { kind: 'coded', code, params, tone: 'info', fallback: FALLBACK });
        if (words.includes(FALLBACK) || words === code || /undefined|NaN|\[object/.test(words) || words.trim() === '') missing.push(code);
      }
      expect(missing).toEqual([]);
    });
  }

  it("words the server stopping in each reader's language, not in the server's English", () => {
    const said = LANGS.map((lang) =>
      netNoticeWords({ t: NET_TEXTS[lang], lang, game: GAME_CODES.thronfolge, seat: 1 }, { kind: 'coded', code: 'serverStopping', params: {}, tone: 'error', fallback: FALLBACK }),
    );
    expect(new Set(said).size).toBe(LANGS.length);
  });
});
