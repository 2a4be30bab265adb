// Every dictionary of the screens, by screen area: what a translator works through to add a
// language (each is a `Dictionary<T>`, one entry per language of `LANGS`), and what the
// completeness and style tests check. The shared areas are listed here (a new one goes in here
// too: the test finds any that is missing); each game's come from its record in the screens'
// registry, under the game's id, loaded when asked for: its dictionaries, and the words of its
// lessons (area `lessons`) from the lessons themselves, which own them.
import type { Dictionary } from './shared/texts-for.js';
import { uiGames } from './games.js';
import { NET_AREAS } from './net/net-strings.js';
import { NET_LOBBY_LIST } from './net/texts/lobby-list.js';
import { NET_TABLES } from './net/texts/tables.js';
import { NET_EVENT_TABLE } from './net/texts/event-table.js';
import { SSH_EVENT_TEXTS } from './ssh/ssh-event-strings.js';
import { SHARED_AREAS } from './shared/shared-strings.js';
import { SHARED_ANSWERS } from './shared/texts/answers.js';
import { SHARED_FIELD } from './shared/texts/field.js';
import { LEARN_TEXTS } from './shared/texts/learn.js';
import { LINE_TEXTS } from './shared/texts/lines.js';
import { SHARED_PICKER } from './shared/texts/picker.js';
import { SHARED_SHARE } from './shared/texts/share.js';
import { SPOKEN_TEXTS } from './shared/texts/spoken.js';
import { TURN_NOTICE } from './shared/texts/turn-notice.js';

const under = (prefix: string, areas: Readonly<Record<string, Dictionary<unknown>>>): [string, Dictionary<unknown>][] =>
  Object.entries(areas).map(([area, dictionary]) => [`${prefix}/${area}`, dictionary]);

/** The dictionaries the games share, area name (folder/area) → its dictionary. */
const SHARED: readonly [string, Dictionary<unknown>][] = [
  ...under('shared', { ...SHARED_AREAS, answers: SHARED_ANSWERS, picker: SHARED_PICKER, share: SHARED_SHARE, field: SHARED_FIELD, learn: LEARN_TEXTS, lines: LINE_TEXTS, spoken: SPOKEN_TEXTS }),
  ...under('net', NET_AREAS),
  ['net/lobby-list', NET_LOBBY_LIST],
  ['shared/turn-notice', TURN_NOTICE],
  ['net/tables', NET_TABLES],
  ['net/event-table', NET_EVENT_TABLE],
  ['ssh/event', SSH_EVENT_TEXTS],
];

/** Area name (folder/area, a game's under its id) → its dictionary: every registered game's, then the shared ones. */
export async function allDictionaries(): Promise<ReadonlyMap<string, Dictionary<unknown>>> {
  const games = await Promise.all(
    uiGames().map(async (g) => {
      const [areas, lessons] = await Promise.all([g.dictionaries(), g.learn?.()]);
      return under(g.id, lessons ? { ...areas, lessons: lessons.words } : areas);
    }),
  );
  return new Map([...games.flat(), ...SHARED]);
}
