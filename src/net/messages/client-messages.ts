// What a client sends to a table it sits at, checked with valibot (small and modular: only the
// checks used here reach the bundle, against zod's one large object; typed from the same schema).
import * as v from 'valibot';
import { SIGNALS } from '../../core/talk.js';
import { MOVE_TEXT_MAX } from './limits.js';

/** A move: notation text and the position it answers (moves made so far). */
export const MoveMessage = v.strictObject({
  text: v.pipe(v.string(), v.maxLength(MOVE_TEXT_MAX)),
  at: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type MoveMessage = v.InferOutput<typeof MoveMessage>;

export const StartMessage = v.strictObject({ bots: v.optional(v.boolean(), false) });
const seatNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4));
export const BotMessage = v.strictObject({ seat: seatNumber });

/** After a jester: a seat's signal, with the position it answers (like a move). */
export const SignalMessage = v.strictObject({ value: v.picklist(SIGNALS), at: v.pipe(v.number(), v.integer(), v.minValue(0)) });
/** A quick phrase by its code: never free text (a fact it states is filled in by the server). */
export const SayMessage = v.strictObject({ code: v.pipe(v.string(), v.maxLength(20)) });
/** Host: silence a seat's phrases, or let it speak again. */
export const MuteMessage = v.strictObject({ seat: seatNumber, muted: v.boolean() });
/** Host: the answer to a request to watch (`--watchers ask`). */
export const WatcherAnswerMessage = v.strictObject({ id: v.pipe(v.string(), v.maxLength(24)), allow: v.boolean() });

/** The table's pace a seat asks for or answers (turn/turn-pace.ts): `agree` proposes it, or accepts the proposal; false declines (or withdraws). */
export const PACES = ['turn', 'live'] as const;
export type Pace = (typeof PACES)[number];
export const PaceMessage = v.strictObject({ to: v.picklist(PACES), agree: v.boolean() });

/** A change of pace waiting for the seats' answers ("continue later", or back to live play), as the lobby shows it. */
export interface PaceProposal {
  to: Pace;
  /** The seat that proposed it. */
  by: number;
  /** The seats that agreed so far (the proposer among them); every seat a person holds must. */
  agreed: number[];
  /** Going turn-based: the time each move will have. */
  moveHours: number;
}
