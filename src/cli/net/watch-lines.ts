// The plain event log of `watch` (until the watcher's screen exists): each move's public events
// worded as the game's screens word them (looked up in the screens' registry), in the reader's
// language, with the players' names.
import { uiGame } from '../../ui/games.js';
import type { Lang } from '../../text/lang.js';

/** The lines of one move's events; `names` by seat ('' falls back to "Player N"). */
export type MoveLines = (events: readonly unknown[], lang: Lang, names: readonly string[]) => string[];

/**
 * The move lines of `game`. Events the server sent in a shape the screens do not know give no
 * lines (the move itself is still shown), and so does a game without screens.
 */
export async function moveLinesOf(game: string): Promise<MoveLines> {
  const lines = await uiGame(game)?.publicEventLines();
  return (events, lang, names) => {
    try {
      return lines?.(events, lang, (seat) => names[seat - 1] || null) ?? [];
    } catch {
      return [];
    }
  };
}
