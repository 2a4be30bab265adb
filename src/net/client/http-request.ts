// One JSON request of a client to a server's HTTP routes (account, daily, lobby, tables, ladder,
// events, notify, puzzles, holidays, matchmaking): what every client did for itself before. The
// answer is read up to a limit (a hostile or broken server could send a body without end: past the
// limit the connection is dropped and there is no answer), parsed as a JSON object, and a refusal's
// code is cut short and made printable before any caller words it. node:http rather than fetch:
// fetch refuses some ports (1, 6000, 6667 …) a server may use, and follows redirects elsewhere.
// Each request has a connection of its own (no kept-alive pool): the server's edge closes idle
// sockets, and a reused one it closed would fail.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { printable } from '../../core/printable.js';
import type { ServerAddress } from './address.js';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: URL;
  /** Sent as JSON (with a POST). */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** The whole request, answer read, at most this long. */
  timeoutMs: number;
  /** The caller's own stop (a watcher closed): the request ends and its reason is thrown as it is. */
  signal?: AbortSignal;
  /** The largest answer read; past it the connection goes and the answer is none (`body` null). */
  maxBytes: number;
}

/** The server's answer: its status, and its body when that is a JSON object (null: anything else, or past the limit: `tooLarge`). */
export interface HttpAnswer {
  status: number;
  body: Record<string, unknown> | null;
  tooLarge: boolean;
}

/** No answer came: the system's words and code for why (connect ECONNREFUSED …, printable), or the time ran out. */
export class HttpUnreachable extends Error {
  constructor(
    message: string,
    /** The system's code (ECONNREFUSED, ENOTFOUND …); none when the time ran out. */
    readonly code: string | undefined,
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}

const NO_ANSWER_IN_TIME = 'the server did not answer in time';

/** The HTTP base of a server address: ws://host:port/path → http://host:port/path/. */
export const httpBase = (server: ServerAddress): URL => new URL(server.endpoint.replace(/^ws/, 'http') + '/');

/** `path` on `server`'s HTTP routes. */
export const routeUrl = (server: ServerAddress, path: string): URL => new URL(path, httpBase(server));

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The body when it is a JSON object, else null. */
function objectOf(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** What waits for a server's first answer, by the server's origin (see whenServerAnswers). */
const firstAnswerWaits = new Map<string, () => void>();

/**
 * Runs `then` once, when a server at `server` first answers with a JSON object (a refusal
 * included: it is a server of ours that answered) — so that an address typed once is kept only
 * when something is there, and a typo does not replace a good address.
 */
export function whenServerAnswers(server: ServerAddress, then: () => void): void {
  firstAnswerWaits.set(httpBase(server).origin, then);
}

function answered(url: URL, body: Record<string, unknown> | null): void {
  const then = body === null ? undefined : firstAnswerWaits.get(url.origin);
  if (!then) return;
  firstAnswerWaits.delete(url.origin);
  then();
}

/** The caller's reason for stopping (an AbortError unless it gave one). */
const stopped = (signal: AbortSignal): Error => (signal.reason instanceof Error ? signal.reason : new Error('stopped'));

/** Sends one request; its answer, or HttpUnreachable (or the caller's `signal` reason once it stopped). */
export function requestJson(r: HttpRequest): Promise<HttpAnswer> {
  const sent = r.body === undefined ? undefined : JSON.stringify(r.body);
  const headers = {
    ...r.headers,
    Accept: 'application/json',
    ...(sent !== undefined && { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(sent)) }),
  };
  return new Promise<HttpAnswer>((resolve, reject) => {
    if (r.signal?.aborted) return reject(stopped(r.signal));
    let timedOut = false;
    const send = r.url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(r.url, { method: r.method, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= r.maxBytes) return void chunks.push(chunk);
        // Past the limit: no answer, and the server's endless body is not read on.
        done();
        resolve({ status: res.statusCode ?? 0, body: null, tooLarge: true });
        req.destroy();
      });
      res.on('end', () => {
        done();
        const body = objectOf(Buffer.concat(chunks).toString('utf8'));
        answered(r.url, body);
        resolve({ status: res.statusCode ?? 0, body, tooLarge: false });
      });
      res.on('error', fail);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      req.destroy(new Error(NO_ANSWER_IN_TIME));
    }, r.timeoutMs);
    timer.unref();
    const stop = (): void => void req.destroy();
    r.signal?.addEventListener('abort', stop, { once: true });
    function done(): void {
      clearTimeout(timer);
      r.signal?.removeEventListener('abort', stop);
    }
    function fail(e: NodeJS.ErrnoException): void {
      done();
      if (r.signal?.aborted) return reject(stopped(r.signal));
      if (timedOut) return reject(new HttpUnreachable(NO_ANSWER_IN_TIME, undefined, true));
      reject(new HttpUnreachable(printable(e.message.slice(0, 200)), typeof e.code === 'string' ? printable(e.code.slice(0, 40)) : undefined, false));
    }
    req.on('error', fail);
    // A connection that closes before the answer's end is no answer (after an answer this changes nothing).
    req.on('close', () => fail(new Error('the connection closed before an answer')));
    req.end(sent);
  });
}

/** A refusal's code as the server named it, cut short and made printable (cut first: an escape is never cut in half); `unknown` when it names none. */
export function refusalCode(body: Record<string, unknown> | null): string {
  const code = body?.code;
  return typeof code === 'string' ? printable(code.slice(0, 40)) : 'unknown';
}

/** A POST of JSON to `path` on `server`, with the server's own headers (an SSH front's). */
export const postJson = (server: ServerAddress, path: string, body: unknown, o: { timeoutMs: number; maxBytes: number; signal?: AbortSignal }): Promise<HttpAnswer> =>
  requestJson({ method: 'POST', url: routeUrl(server, path), body, headers: server.headers, ...o });

/** Why a route's answer cannot be used: none came, one that is no JSON object, or a refusal (`notFound`: a server without the route). */
export type RouteProblem = { kind: 'unreachable'; cause?: string } | { kind: 'nonsense'; status: number } | { kind: 'refused'; code: string; status: number };

/** A route's request that failed (`what`: the route, for the log); the caller words its problem in the player's language. */
export class RouteFailure extends Error {
  constructor(
    readonly problem: RouteProblem,
    what: string,
    server: string,
  ) {
    super(`${what} of ${server}: ${problem.kind === 'refused' ? `refused (HTTP ${problem.status}, ${problem.code})` : problem.kind}`);
  }
}

/** A POST whose answer is used only when it is a 200 with a JSON object; anything else is thrown as `failure(problem)`. */
export async function postRoute(
  server: ServerAddress,
  path: string,
  body: unknown,
  o: { timeoutMs: number; maxBytes: number; signal?: AbortSignal },
  failure: (problem: RouteProblem) => RouteFailure,
): Promise<Record<string, unknown>> {
  let answer;
  try {
    answer = await postJson(server, path, body, o);
  } catch (e) {
    if (!(e instanceof HttpUnreachable)) throw e;
    const cause = e.timedOut ? 'timeout' : e.code;
    throw failure({ kind: 'unreachable', ...(cause && { cause }) });
  }
  // A server without the route answers it as any unknown path.
  if (!answer.body) throw failure(answer.status === 404 ? { kind: 'refused', code: 'notFound', status: 404 } : { kind: 'nonsense', status: answer.status });
  if (answer.status !== 200) throw failure({ kind: 'refused', code: refusalCode(answer.body), status: answer.status });
  return answer.body;
}
