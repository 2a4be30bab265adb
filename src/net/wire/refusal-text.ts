// A refusal of the table, the rules or the table's talk as it travels: the engine's code and
// fields as parameters, and the protocol's English beside them (for scripts; screens word the code).
import type { AnyGame } from '../../core/game.js';
import { refusalEnglish, talkRefusalEnglish } from '../../protocol/english.js';
import type { AnyRefusal, TalkRefusal } from '../../table/types.js';
import type { CodedMessage } from './messages.js';

const coded = (refusal: { code: string }, message: string): CodedMessage => {
  const { code, ...params } = refusal as { code: string } & Record<string, unknown>;
  return { code, params, message };
};

export const refusalMessage = (game: AnyGame, refusal: AnyRefusal): CodedMessage => coded(refusal, refusalEnglish(game.id, refusal));

/** A refused signal or phrase (nothing was said). */
export const talkRefusalMessage = (refusal: TalkRefusal): CodedMessage => coded(refusal, talkRefusalEnglish(refusal));
