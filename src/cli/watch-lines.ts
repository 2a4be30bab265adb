// The plain event log of `watch` (until the watcher's screen exists): each move's public events
// worded as the game screens word them, in the reader's language, with the players' names.
import type { GameId } from '../core/game.js';
import type { RegicideEvent } from '../games/regicide/events.js';
import type { ThronfolgeEvent } from '../games/thronfolge/events.js';
import { eventLines } from '../ui/regicide/events.js';
import { REGICIDE_TEXTS } from '../ui/regicide/strings.js';
import { type Lang, textsFor } from '../ui/shared/i18n.js';
import { withSeatNames } from '../ui/shared/seat-names.js';
import { describeMove } from '../ui/thronfolge/describe-move.js';
import { THRONFOLGE_TEXTS } from '../ui/thronfolge/strings.js';

/**
 * The lines of one move's events; `names` by seat ('' falls back to "Player N"). Events the
 * server sent in a shape the screens do not know give no lines (the move itself is still shown).
 */
export function moveLines(game: GameId, events: readonly unknown[], lang: Lang, names: readonly string[]): string[] {
  const byName = (seat: number): string | null => names[seat - 1] || null;
  try {
    if (game === 'regicide') return eventLines(events as RegicideEvent[], withSeatNames(textsFor(REGICIDE_TEXTS, lang, false), byName), false);
    return describeMove(events as ThronfolgeEvent[], withSeatNames(textsFor(THRONFOLGE_TEXTS, lang, false), byName), false);
  } catch {
    return [];
  }
}
