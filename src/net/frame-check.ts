// Whether a client's ROOM_DATA frame can be read the way Colyseus reads it (its type, then a
// msgpack payload). Colyseus closes the connection of a client whose frame it cannot decode; the
// room checks first and answers such a frame with an error instead.
import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';

export function readableFrame(buffer: Buffer): boolean {
  try {
    const it = { offset: 1 };
    if (decode.stringCheck(buffer, it)) decode.string(buffer, it);
    else decode.number(buffer, it);
    if (it.offset > buffer.byteLength) return false;
    if (buffer.byteLength > it.offset) unpack(buffer.subarray(it.offset));
    return true;
  } catch {
    return false;
  }
}
