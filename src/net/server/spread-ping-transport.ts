// Colyseus's WebSocket transport pings every client in one turn of the message loop, once an
// interval: with a thousand clients that turn held the loop 10–90 ms every 5 s, and the moves of
// that moment waited it out (issue 35: in the load test, the seconds with a ping burst had a median
// longest loop delay of 33 ms against 5–14 ms in the others). Here the same pings — each client
// once an interval, cut off after `pingMaxRetries` of them go unanswered — are spread over the
// interval in slices, so no turn pings more than a slice of the clients.
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { WebSocket } from 'ws';

/** Slices an interval's pings are spread over (a tick every interval / SLICES). */
const SLICES = 20;

export class SpreadPingTransport extends WebSocketTransport {
  /** Pings each client has left unanswered (a pong sets it back to 0). */
  private readonly unanswered = new WeakMap<WebSocket, number>();

  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    let round: WebSocket[] = [];
    let slice = SLICES;
    // The one timer the transport clears when its server closes.
    this.pingInterval = setInterval(
      () => {
        // Each round pings the clients there at its start; one that came later waits for the next.
        if (slice >= SLICES) {
          round = [...this.wss.clients];
          slice = 0;
        }
        const size = Math.ceil(round.length / SLICES);
        for (const client of round.slice(slice * size, (slice + 1) * size)) this.pingOrCutOff(client, pingMaxRetries);
        slice++;
      },
      Math.max(1, pingInterval / SLICES),
    );
  }

  private pingOrCutOff(client: WebSocket, maxRetries: number): void {
    if (client.readyState !== client.OPEN) return;
    const missed = this.unanswered.get(client);
    if (missed === undefined) client.on('pong', () => this.unanswered.set(client, 0));
    if ((missed ?? 0) >= maxRetries) {
      client.terminate();
      return;
    }
    this.unanswered.set(client, (missed ?? 0) + 1);
    // A ping that cannot be written is no error of its own: the missed pong cuts the client off.
    client.ping(undefined, undefined, () => {});
  }
}
