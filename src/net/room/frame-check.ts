// What a client's frame is, read the way Colyseus reads it (a protocol byte; for room data its
// type, then a msgpack payload or raw bytes), before Colyseus reads it. Colyseus closes the
// connection of a client whose frame it cannot decode, and also of one that names the message
// type `__no_message_handler` (its own fallback's key); the room answers each with an error
// instead, and passes on only the frames its handlers expect.
import { Protocol } from '@colyseus/core';
import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';
import { CLIENT_MESSAGES } from '../wire/messages.js';

export type FrameKind =
  /** A message of a type the room handles, readable: Colyseus may dispatch it. */
  | { kind: 'message' }
  /** Room data of a type the room does not handle (whatever Colyseus would do with it). */
  | { kind: 'unknownType'; type: string }
  /** Protocol frames Colyseus handles itself (the join's acknowledgement, a leave). */
  | { kind: 'protocol' }
  /** Nothing that can be read: a bad payload, a cut-short type, an unknown protocol byte. */
  | { kind: 'bad' };

const HANDLED: ReadonlySet<unknown> = new Set(CLIENT_MESSAGES);

export function frameKind(buffer: Buffer | undefined): FrameKind {
  if (!buffer || buffer.byteLength === 0) return { kind: 'bad' };
  const code = buffer[0];
  if (code === Protocol.JOIN_ROOM || code === Protocol.LEAVE_ROOM) return { kind: 'protocol' };
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) return { kind: 'bad' };
  try {
    const it = { offset: 1 };
    const type: unknown = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
    if (it.offset > buffer.byteLength) return { kind: 'bad' };
    if (code === Protocol.ROOM_DATA && buffer.byteLength > it.offset) unpack(buffer.subarray(it.offset));
    return HANDLED.has(type) ? { kind: 'message' } : { kind: 'unknownType', type: String(type).slice(0, 20) };
  } catch {
    return { kind: 'bad' };
  }
}
