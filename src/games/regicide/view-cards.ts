// Views carry cards in protocol notation (they are the protocol's JSON); code working on a view
// reads them back as card ids here, once.
import { type Card, parseCard } from '../../core/cards.js';
import type { RegicideView } from './types.js';

const toCard = (text: string): Card => {
  const card = parseCard(text);
  if (card === null) throw new Error(`a view holds "${text}", which is not a card`);
  return card;
};

export const handCards = (view: RegicideView): Card[] => view.hand.map(toCard);
export const cardsOf = (texts: readonly string[]): Card[] => texts.map(toCard);
