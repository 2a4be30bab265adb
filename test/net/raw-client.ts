// A client that speaks the server's wire protocol by hand, as an outsider would: the matchmaking
// request, the WebSocket, the join's acknowledgement, and ROOM_DATA frames (a type, then a msgpack
// payload) both ways. No client library filters what it hears: every frame the server sends is
// kept, decoded, for the leak tests to judge.
import { pack, unpackMultiple } from '@colyseus/msgpackr';
import WebSocket from 'ws';
import { type RawResponse, postJson, within } from './edge-helpers.js';

const JOIN_ROOM = 10;
const ROOM_DATA = 13;

export interface RawFrame {
  type: string | number;
  message: unknown;
}

export interface RawClient {
  /** Every ROOM_DATA frame the server sent, in order. */
  frames: RawFrame[];
  /** Sends a ROOM_DATA frame of `type` with `message` packed as msgpack. */
  send(type: string, message?: unknown): void;
  /** Resolves once a frame satisfies `test` (bounded: a defence that fails must fail the test, not hang it). */
  until(test: (f: RawFrame) => boolean, what: string, ms?: number): Promise<RawFrame>;
  /** The close code, once the server closed the connection. */
  closed: Promise<number>;
  close(): void;
}

type Reservation = { room: { processId: string; roomId: string }; sessionId: string };

/** Reserves with `options` at table `code` (over HTTP), then connects; the refusal's answer when the server refuses. */
export async function rawJoin(port: number, code: string, options: Record<string, unknown>, headers: Record<string, string> = {}): Promise<RawClient | RawResponse> {
  const reply = await postJson(port, `/matchmake/joinById/${code}`, options, headers);
  if (reply.status !== 200) return reply;
  return rawConnect(port, reply.json as Reservation, headers);
}

export function rawConnect(port: number, r: Reservation, headers: Record<string, string> = {}): Promise<RawClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/${r.room.processId}/${r.room.roomId}?sessionId=${r.sessionId}`, { headers });
  const frames: RawFrame[] = [];
  const waiting = new Set<() => void>();
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  ws.on('error', () => {});
  ws.on('message', (data: Buffer) => {
    if (data[0] === JOIN_ROOM) return ws.send(Uint8Array.of(JOIN_ROOM));
    if (data[0] !== ROOM_DATA) return;
    const [type, message] = unpackMultiple(data.subarray(1));
    frames.push({ type, message });
    for (const w of [...waiting]) w();
  });
  const client: RawClient = {
    frames,
    send: (type, message) => ws.send(Buffer.concat([Uint8Array.of(ROOM_DATA), pack(type), ...(message === undefined ? [] : [pack(message)])])),
    until: (test, what, ms = 10_000) =>
      within(
        ms,
        new Promise<RawFrame>((resolve) => {
          const check = (): void => {
            const found = frames.find(test);
            if (!found) return;
            waiting.delete(check);
            resolve(found);
          };
          waiting.add(check);
          check();
        }),
        what,
      ),
    closed,
    close: () => ws.close(),
  };
  return within(
    5000,
    new Promise<RawClient>((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`the upgrade was answered ${res.statusCode}`)));
    }),
    'the WebSocket',
  );
}

export const isRawClient = (r: RawClient | RawResponse): r is RawClient => 'frames' in r;
