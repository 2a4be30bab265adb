// Regicide's card (../card.ts): what the command line defines and prints without the engine.
import { REGICIDE_BOT_LEVELS } from '../../games/regicide/bots/levels.js';
import { VARIANTS } from '../../games/regicide/types.js';
import type { GameCard } from '../card.js';

export const regicideCard = {
  id: 'regicide',
  playCommand: 'play',
  variants: VARIANTS,
  bots: { levels: REGICIDE_BOT_LEVELS, default: 'hard' },
  teamEvent: true,
  load: async () => (await import('./index.js')).regicideModule,
} as const satisfies GameCard;
