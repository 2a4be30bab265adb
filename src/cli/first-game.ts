// The offer of the lessons on someone's very first game of a program (see store/learn-offer.ts):
// the line, in the player's language, or null when it was made before or the player has played.
import { offerLearnOnce } from '../store/learn-offer.js';
import { command } from '../ui/shared/commands.js';
import { textsFor } from '../ui/shared/texts-for.js';
import { LEARN_TEXTS } from '../ui/shared/texts/learn.js';
import type { Lang } from '../text/lang.js';

export function firstGameNote(game: Parameters<typeof command>[0], ui: { lang: Lang; ascii: boolean }): string | null {
  return offerLearnOnce(game) ? textsFor(LEARN_TEXTS, ui.lang, ui.ascii).firstGame(command(game, 'learn')) : null;
}
