// The lines of one move's public events in the reader's language, with the players' names (the
// plain log of `watch`, until the watcher's screen exists).
import type { RegicideEvent } from '../../games/regicide/events.js';
import { textsFor } from '../shared/texts-for.js';
import type { Lang } from '../../text/lang.js';
import { withSeatNames } from '../shared/seat-names.js';
import { eventLines } from './events.js';
import { REGICIDE_TEXTS } from './strings.js';

export const publicEventLines = (events: readonly unknown[], lang: Lang, byName: (seat: number) => string | null): string[] =>
  eventLines(events as RegicideEvent[], withSeatNames(textsFor(REGICIDE_TEXTS, lang, false), byName), false);
