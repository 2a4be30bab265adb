// Every dictionary of the screens, by screen area: what a translator works through to add a
// language (each is a `Dictionary<T>`, one entry per language of `LANGS`), and what the
// completeness test checks. A new area goes in here too (the test finds any that is missing).
import type { Dictionary } from './shared/texts-for.js';
import { NET_AREAS } from './net/net-strings.js';
import { NET_LOBBY_LIST } from './net/texts/lobby-list.js';
import { NET_TABLES } from './net/texts/tables.js';
import { NET_EVENT_TABLE } from './net/texts/event-table.js';
import { SSH_EVENT_TEXTS } from './ssh/ssh-event-strings.js';
import { REGICIDE_AREAS } from './regicide/strings.js';
import { REGICIDE_LESSON_TEXTS } from './regicide/texts/lessons.js';
import { REGICIDE_NARRATION_TEXTS } from './regicide/texts/narration.js';
import { REGICIDE_PUZZLE_TEXTS } from './regicide/texts/puzzle.js';
import { REGICIDE_PUZZLE_CROWD_TEXTS } from './regicide/texts/puzzle-crowd.js';
import { REGICIDE_RULES } from './regicide/texts/rules.js';
import { SHARED_AREAS } from './shared/shared-strings.js';
import { SHARED_ANSWERS } from './shared/texts/answers.js';
import { SHARED_FIELD } from './shared/texts/field.js';
import { LEARN_TEXTS } from './shared/texts/learn.js';
import { LINE_TEXTS } from './shared/texts/lines.js';
import { SHARED_PICKER } from './shared/texts/picker.js';
import { SHARED_SHARE } from './shared/texts/share.js';
import { SPOKEN_TEXTS } from './shared/texts/spoken.js';
import { TURN_NOTICE } from './shared/texts/turn-notice.js';
import { THRONFOLGE_AREAS } from './thronfolge/strings.js';
import { THRONFOLGE_LESSON_TEXTS } from './thronfolge/texts/lessons.js';
import { THRONFOLGE_NARRATION_TEXTS } from './thronfolge/texts/narration.js';
import { THRONFOLGE_RULES } from './thronfolge/texts/rules.js';

const under = (prefix: string, areas: Record<string, Dictionary<unknown>>): [string, Dictionary<unknown>][] => Object.entries(areas).map(([area, dictionary]) => [`${prefix}/${area}`, dictionary]);

/** Area name (folder/area) → its dictionary. */
export const DICTIONARIES: ReadonlyMap<string, Dictionary<unknown>> = new Map([
  ...under('regicide', { ...REGICIDE_AREAS, rules: REGICIDE_RULES, lessons: REGICIDE_LESSON_TEXTS, narration: REGICIDE_NARRATION_TEXTS, puzzle: REGICIDE_PUZZLE_TEXTS }),
  ...under('thronfolge', { ...THRONFOLGE_AREAS, rules: THRONFOLGE_RULES, lessons: THRONFOLGE_LESSON_TEXTS, narration: THRONFOLGE_NARRATION_TEXTS }),
  ...under('shared', { ...SHARED_AREAS, answers: SHARED_ANSWERS, picker: SHARED_PICKER, share: SHARED_SHARE, field: SHARED_FIELD, learn: LEARN_TEXTS, lines: LINE_TEXTS, spoken: SPOKEN_TEXTS }),
  ...under('net', NET_AREAS),
  ['net/lobby-list', NET_LOBBY_LIST],
  ['shared/turn-notice', TURN_NOTICE],
  ['net/tables', NET_TABLES],
  ['regicide/puzzle-crowd', REGICIDE_PUZZLE_CROWD_TEXTS],
  ['net/event-table', NET_EVENT_TABLE],
  ['ssh/event', SSH_EVENT_TEXTS],
]);
