// Card notation from views ("10H") turned into labels for people ("10♥", or "10H" with --ascii).
import { cardLabel, parseCard } from '../../core/cards.js';

export function labelOf(text: string, ascii: boolean): string {
  const card = parseCard(text);
  return card === null ? text : cardLabel(card, ascii);
}

export const labelsOf = (texts: readonly string[], ascii: boolean): string => texts.map((c) => labelOf(c, ascii)).join(' ');
