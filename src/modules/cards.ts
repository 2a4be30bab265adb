// The cards of every game (see card.ts): the command line's light twin of the registry
// (registry.ts), which loads every game's engine. A game registered at run time (a test's own
// game) is its own card, registered here by registerGame.
import type { GameCard } from './card.js';
import { regicideCard } from './regicide/card.js';
import { thronfolgeCard } from './thronfolge/card.js';

const cards = new Map<string, GameCard>([regicideCard, thronfolgeCard].map((c) => [c.id, c]));

/** Adds the card of a game registered at run time (registry.ts's registerGame). */
export function registerCard(card: GameCard): void {
  cards.set(card.id, card);
}

/** Every game's card, built-in ones first. */
export const gameCards = (): GameCard[] => [...cards.values()];
