// A refusal of the table or the rules as it travels: the engine's code and fields as parameters,
// and the protocol's English beside them (for scripts; screens word the code).
import type { AnyGame } from '../core/game.js';
import { refusalEnglish } from '../protocol/english.js';
import type { AnyRefusal } from '../table/types.js';
import type { CodedMessage } from './messages.js';

export function refusalMessage(game: AnyGame, refusal: AnyRefusal): CodedMessage {
  const { code, ...params } = refusal as { code: string } & Record<string, unknown>;
  return { code, params, message: refusalEnglish(game.id, refusal) };
}
