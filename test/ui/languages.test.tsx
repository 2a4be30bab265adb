// Every language's screens fit the terminal: a sample screen of each game — solo Regicide at the
// start, a Regicide team game at the jester's chooser, a Thronfolge duel in mid-round, both end
// screens, the help overlay and the lobby of a networked table — drawn in English, German, French
// and Norwegian fits 80×24 and the compact 60×20, and no text of it is cut short at 80 columns.
// A question is answered in the language's own letters (French o for oui, j for ja/ja).
import { render } from 'ink-testing-library';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { newMatch } from '../../src/games/thronfolge/match.js';
import { NetTableApp } from '../../src/ui/net/NetTableApp.js';
import { NET_TEXTS } from '../../src/ui/net/net-strings.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { LANGS, type Lang } from '../../src/text/lang.js';
import { SHARED_TEXTS } from '../../src/ui/shared/shared-strings.js';
import { SHARED_ANSWERS } from '../../src/ui/shared/texts/answers.js';
import { UiProviders } from '../../src/ui/shared/UiProviders.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { THRONFOLGE_TEXTS } from '../../src/ui/thronfolge/strings.js';
import { commands, fakeTable, lobby } from '../net/lobby-fixtures.js';
import { play, scenario } from '../regicide/scenario.js';
import { duelAt, regicideAt, regicideGame } from './clients.js';
import { KEYS, SETTINGS, until } from './helpers.js';
import { arrange, firstMoveBot, fits, playUntil, renderSized } from './thronfolge-helpers.js';

const FULL = { columns: 80, rows: 24 };
const COMPACT = { columns: 60, rows: 20 };
const SAVE = '/home/me/.local/share/regicide-cli/regicide/20261130-075858-84351f38.json';
/** A text as the screen shows it (a no-break space reads as a space). */
const seen = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');
/** Texts that end in an ellipsis of their own (someone thinking, a countdown, a commitment). */
const OWN_ELLIPSIS = /(…|\.\.\.)\s*│?\s*$/;

interface Sample {
  name: string;
  /** Draws the screen at `size` and gives it once a text of its own is drawn. */
  draw: (lang: Lang, size: { columns: number; rows: number }) => Promise<string>;
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

async function screenOf(node: ReactElement, lang: Lang, size: { columns: number; rows: number }, ready: string, keys: string[] = []): Promise<string> {
  const ui = renderSized(node, size, { lang });
  unmount = ui.unmount;
  if (keys.length) {
    await until(ui.screen, (s) => s.length > 0);
    await ui.type(...keys);
  }
  return until(ui.screen, (s) => seen(s).includes(seen(ready)));
}

const regicideTexts = (lang: Lang) => textsFor(REGICIDE_TEXTS, lang, false);
const thronfolgeTexts = (lang: Lang) => textsFor(THRONFOLGE_TEXTS, lang, false);

const SAMPLES: Sample[] = [
  {
    name: 'solo Regicide at the start',
    draw: (lang, size) => {
      const { client } = regicideGame(regicide.normalizeOptions({ players: 1 }), 'langs');
      return screenOf(<RegicideApp client={client} savePath={SAVE} onExit={vi.fn()} />, lang, size, regicideTexts(lang).yourHand);
    },
  },
  {
    name: 'a Regicide team game at the jester’s chooser',
    draw: (lang, size) => {
      const state = play(scenario({ players: 3, enemy: 'QC', hands: ['X 5C 7H 9D 2S', '2H 4D', '3H 6C'] }), 'play X');
      const { client } = regicideAt(state, { botSeats: [2, 3], botDelayMs: 600_000 });
      return screenOf(<RegicideApp client={client} savePath={SAVE} onExit={vi.fn()} />, lang, size, regicideTexts(lang).chooseNext);
    },
  },
  {
    name: 'a Thronfolge duel in mid-round',
    draw: (lang, size) => {
      const start = thronfolge.setup({ first: 1, variants: [] }, 'langs');
      const state = arrange(start, { row: '3S JH 10D 4C 9S 2H QS', hands: ['AS 5H KD 10C', '2D 6S QD'], collections: ['KS 4H 3D 2C JD', '5S 9D'], taken: [false, true] });
      const { client } = duelAt(state, { bot: firstMoveBot, botDelayMs: 600_000 });
      return screenOf(
        <ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={newMatch('langs', 3)} savePath={SAVE} armDelayMs={0} onExit={vi.fn()} />,
        lang,
        size,
        thronfolgeTexts(lang).yourHand,
      );
    },
  },
  {
    name: 'the Regicide end screen',
    draw: (lang, size) => {
      const start = regicide.setup({ players: 1, variants: [] }, 'ui-test');
      const { client } = regicideAt({ ...start, castle: [], enemy: 12, damage: 39, defeated: 11, flipsLeft: 1 });
      return screenOf(<RegicideApp client={client} savePath={SAVE} armDelayMs={0} onExit={vi.fn()} />, lang, size, regicideTexts(lang).victory, ['1', KEYS.enter]);
    },
  },
  {
    name: 'the Thronfolge end screen of a match',
    draw: (lang, size) => {
      const final = playUntil(thronfolge.setup({ first: 1, variants: [] }, 'sizes-end'), () => false);
      const { client } = duelAt(final, { bot: firstMoveBot });
      return screenOf(
        <ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={newMatch('langs', 3)} savePath={SAVE} armDelayMs={0} onExit={vi.fn()} />,
        lang,
        size,
        thronfolgeTexts(lang).total,
      );
    },
  },
  {
    name: 'the Regicide help overlay',
    draw: (lang, size) => {
      const { client } = regicideGame(regicide.normalizeOptions({ players: 1 }), 'langs');
      return screenOf(<RegicideApp client={client} savePath={SAVE} onExit={vi.fn()} />, lang, size, SHARED_TEXTS[lang].helpClose, ['?']);
    },
  },
  {
    name: 'the Thronfolge help overlay',
    draw: (lang, size) => {
      const state = thronfolge.setup({ first: 1, variants: [] }, 'langs');
      const { client } = duelAt(state, { bot: firstMoveBot, botDelayMs: 600_000 });
      return screenOf(
        <ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={newMatch('langs', 1)} savePath={SAVE} armDelayMs={0} onExit={vi.fn()} />,
        lang,
        size,
        SHARED_TEXTS[lang].helpClose,
        ['?'],
      );
    },
  },
  {
    name: 'the lobby of a networked table',
    draw: async (lang) => {
      // The lobby takes the terminal as it comes: ink-testing-library's 100 columns, so it is
      // held to 80 itself.
      const table = fakeTable({ ...lobby, seats: [...lobby.seats.slice(0, 2), { ...lobby.seats[2], reconnectMsLeft: null }] });
      const r = render(
        <UiProviders settings={{ ...SETTINGS, lang }}>
          <NetTableApp table={table} joinLine="npx regicide join 192.168.100.200:2567/KQX7-2MPD" savePath="/s.json" commands={commands} onExit={() => {}} />
        </UiProviders>,
      );
      unmount = r.unmount;
      const t = textsFor(NET_TEXTS, lang, false);
      return until(
        () => seen(r.lastFrame() ?? ''),
        (s) => s.includes(seen(t.othersJoin)) && s.includes(seen(t.status.empty)),
      );
    },
  },
];

/** Rows cut short by the screen (an ellipsis at the end that no text of its own ends with). */
const cutRows = (screen: string, lang: Lang): string[] => {
  const own = [regicideTexts(lang).waitingFor(''), thronfolgeTexts(lang).waitingFor('')];
  return screen.split('\n').filter((row) => OWN_ELLIPSIS.test(row) && !own.some((o) => row.includes(o.trim())));
};

describe('every language fits the screens', () => {
  for (const sample of SAMPLES) {
    for (const lang of LANGS) {
      it(`${sample.name} fits 80×24 in ${lang}, no text cut short`, async () => {
        const s = await sample.draw(lang, FULL);
        expect(fits(s, FULL), s).toBe(true);
        expect(cutRows(s, lang), s).toEqual([]);
      });
      if (sample.name.includes('lobby')) continue;
      it(`${sample.name} fits the compact 60×20 in ${lang}`, async () => {
        const s = await sample.draw(lang, COMPACT);
        expect(fits(s, COMPACT), s).toBe(true);
      });
    }
  }
});

describe('a question answered in the language’s letters', () => {
  const quitQuestion = (lang: Lang) => {
    const { client } = regicideGame(regicide.normalizeOptions({ players: 1 }), 'langs');
    const onExit = vi.fn();
    const ui = renderSized(<RegicideApp client={client} savePath={SAVE} onExit={onExit} />, FULL, { lang });
    unmount = ui.unmount;
    return { ui, onExit };
  };

  for (const lang of LANGS) {
    for (const letter of SHARED_ANSWERS[lang].yes) {
      it(`${letter} says yes to the quit question in ${lang}`, async () => {
        const { ui, onExit } = quitQuestion(lang);
        await until(ui.screen, (s) => s.includes(seen(regicideTexts(lang).yourHand)));
        await ui.type('q');
        await until(
          () => seen(ui.screen()),
          (s) => s.includes(seen(SHARED_TEXTS[lang].quitQuestion)),
        );
        await ui.type(letter);
        expect(onExit).toHaveBeenCalledWith('quit');
      });
    }
  }

  it('another language’s letter says nothing in English (o, j)', async () => {
    const { ui, onExit } = quitQuestion('en');
    await until(ui.screen, (s) => s.includes(regicideTexts('en').yourHand));
    await ui.type('q', 'o', 'j');
    expect(onExit).not.toHaveBeenCalled();
    expect(ui.screen()).toContain(seen(SHARED_TEXTS.en.quitQuestion));
  });
});
