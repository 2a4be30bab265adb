// The offer of the lessons on someone's very first game of a program (see store/learn-offer.ts):
// the line, in the player's language, and what spends it once seen; null when it is not due.
import { learnOffer } from '../../store/learn-offer.js';
import { command } from '../../ui/shared/commands.js';
import type { FirstGameOffer } from '../../ui/shared/first-game-note.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import { LEARN_TEXTS } from '../../ui/shared/texts/learn.js';
import type { Lang } from '../../text/lang.js';

export function firstGameNote(game: Parameters<typeof command>[0], ui: { lang: Lang; ascii: boolean }): FirstGameOffer | null {
  const offer = learnOffer(game);
  return offer && { text: textsFor(LEARN_TEXTS, ui.lang, ui.ascii).firstGame(command(game, 'learn')), seen: offer.seen };
}

/** The lines a screen-reader session opens with: the offer is said, so it is seen. */
export function openingOf(note: FirstGameOffer | null): string[] {
  if (!note) return [];
  note.seen();
  return [note.text];
}
