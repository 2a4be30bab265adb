// A game's team event rule from the registry (src/modules/<game>: `teamEvent`), or null.
import type { TeamEventRule } from '../../modules/module.js';
import { gameModule, isGameId } from '../../modules/registry.js';

export function teamEventOf(game: unknown): TeamEventRule | null {
  return typeof game === 'string' && isGameId(game) ? (gameModule(game).teamEvent ?? null) : null;
}
