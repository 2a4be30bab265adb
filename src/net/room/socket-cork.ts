// What a room sends one client in one step leaves in one write. A seat's acknowledged join flushes
// the messages Colyseus held for it (the welcome, where the table stands…), and ws writes each
// message by itself: a system call and a TCP segment each, a few hundred of them a second in a
// burst of quick matches (issue 29). Corked, they go out together when the step ends.
import { Socket } from 'node:net';

/** The TCP socket under a Colyseus client's WebSocket (ws keeps it as `_socket`), if there is one. */
function socketOf(ref: unknown): Socket | undefined {
  if (typeof ref !== 'object' || ref === null || !('_socket' in ref)) return undefined;
  return ref._socket instanceof Socket ? ref._socket : undefined;
}

/** Runs `send` with the client's socket corked, so that what it writes leaves together. */
export function corked(client: { ref: unknown }, send: () => void): void {
  const socket = socketOf(client.ref);
  socket?.cork();
  try {
    send();
  } finally {
    socket?.uncork();
  }
}
