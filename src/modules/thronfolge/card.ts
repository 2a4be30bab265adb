// Thronfolge's card (../card.ts): what the command line defines and prints without the engine.
import { THRONFOLGE_BOT_LEVELS } from '../../games/thronfolge/bots/levels.js';
import { VARIANTS } from '../../games/thronfolge/types.js';
import type { GameCard } from '../card.js';

export const thronfolgeCard = {
  id: 'thronfolge',
  playCommand: 'duel',
  variants: VARIANTS,
  bots: { levels: THRONFOLGE_BOT_LEVELS, default: 'hard' },
  load: async () => (await import('./index.js')).thronfolgeModule,
} as const satisfies GameCard;
