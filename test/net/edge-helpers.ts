// Helpers of the HTTP-edge tests: raw requests and sockets on loopback, as an outsider would send
// them (no client library), each bounded in time.
import { connect, type Socket } from 'node:net';
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: any;
}

/** One HTTP request on its own connection (no keep-alive pool). */
export function httpRequest(port: number, method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent: false, headers: { 'Content-Type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          // Not JSON: the body is in `body`.
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json });
      });
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${method} ${path}`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Headers that name `address` as the client, for a server that trusts 127.0.0.1 as its proxy. */
export const from = (address: string): Record<string, string> => ({ 'X-Forwarded-For': address });

export const postJson = (port: number, path: string, value: unknown, headers: Record<string, string> = {}): Promise<RawResponse> => httpRequest(port, 'POST', path, JSON.stringify(value), headers);

export interface RawSocket {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves when the server has closed the connection (or it broke), with what it sent. */
  closed: Promise<string>;
  isClosed(): boolean;
}

export function rawSocket(port: number): Promise<RawSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let done = false;
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (text += d));
    socket.on('error', () => {});
    const closed = new Promise<string>((r) => socket.once('close', () => ((done = true), r(text))));
    socket.once('connect', () => resolve({ socket, received: () => text, closed, isClosed: () => done }));
    socket.once('error', reject);
  });
}

/** Rejects if `promise` has not settled within `ms` (a bound, so that a failing defence fails the test rather than hanging it). */
export function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

/** A valid create request body (a two-seat Regicide table). */
export const createBody = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  game: 'regicide',
  options: { players: 2, variants: [] },
  hostKey: 'k'.repeat(24),
  ...extra,
});

/** Control and format characters a terminal might obey: ESC, BEL, the C1 range, DEL, bidi and zero-width controls. */
export const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;
