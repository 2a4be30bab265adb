// A refusal of the table or the rules as it travels: the engine's code and fields as parameters,
// and its English words (the protocol's) beside them.
import type { AnyGame } from '../core/game.js';
import { refusalText } from '../table/refusal-text.js';
import type { AnyRefusal } from '../table/types.js';
import type { CodedMessage } from './messages.js';

export function refusalMessage(game: AnyGame, refusal: AnyRefusal): CodedMessage {
  const { code, ...params } = refusal as { code: string } & Record<string, unknown>;
  return { code, params, message: refusalText(game, refusal) };
}
