// The one request every HTTP client of the program makes (src/net/client/http-request.ts), against a
// loopback server on a free port that answers as the test says: a JSON answer, a page that is no
// JSON, a refusal whose code carries escape sequences, a body without end, no answer at all, a
// connection dropped mid-answer, and the caller's own stop.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrintable } from '../../src/core/printable.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { HttpUnreachable, postJson, postRoute, refusalCode, requestJson, RouteFailure, type RouteProblem, routeUrl } from '../../src/net/client/http-request.js';

type Handler = (req: IncomingMessage, res: ServerResponse, sent: string) => void;

let server: Server;
let base: string;
let handle: Handler = (_req, res) => res.end('{}');

beforeAll(async () => {
  server = createServer((req, res) => {
    let sent = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (sent += d));
    req.on('end', () => handle(req, res, sent));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, o: { timeoutMs?: number; maxBytes?: number; signal?: AbortSignal } = {}) =>
  requestJson({ method: 'GET', url: new URL(path, base), timeoutMs: o.timeoutMs ?? 5000, maxBytes: o.maxBytes ?? 64 * 1024, ...(o.signal && { signal: o.signal }) });

describe('one JSON request', () => {
  it('sends a POST as JSON with the server address’s headers, on the route’s path, and reads the JSON answer', async () => {
    let seen: { method?: string; url?: string; type?: string; extra?: string | string[]; body?: unknown } = {};
    handle = (req, res, sent) => {
      seen = { method: req.method, url: req.url, type: req.headers['content-type'], extra: req.headers['x-front'], body: JSON.parse(sent) };
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ challenge: 'abc', n: 3 }));
    };
    const address = { ...parseServerAddress(base.replace('http://', '').replace(/\/$/, '')), headers: { 'X-Front': 'ssh' } };
    expect(routeUrl(address, 'account/challenge').href).toBe(`${base}account/challenge`);
    const answer = await postJson(address, 'account/challenge', { a: [1, 'two'] }, { timeoutMs: 5000, maxBytes: 1024 });
    expect(answer).toEqual({ status: 200, body: { challenge: 'abc', n: 3 }, tooLarge: false });
    expect(seen).toEqual({ method: 'POST', url: '/account/challenge', type: 'application/json', extra: 'ssh', body: { a: [1, 'two'] } });
  });

  it('a GET sends no body; an answer that is no JSON object (a page, a list, a number) has no body but keeps its status', async () => {
    let type: string | undefined = 'unset';
    for (const [status, text] of [
      [404, '<h1>Not found</h1>'],
      [200, '[1,2]'],
      [200, '42'],
      [500, ''],
    ] as const) {
      handle = (req, res) => {
        type = req.headers['content-type'];
        res.writeHead(status).end(text);
      };
      expect(await get('x')).toEqual({ status, body: null, tooLarge: false });
    }
    expect(type).toBeUndefined();
  });

  it('a refusal’s code reaches no terminal as it came: cut short, escapes made visible; no code is `unknown`', async () => {
    handle = (_req, res) => res.writeHead(400).end(JSON.stringify({ code: `bad\u001b[2J\u001b]0;pwned\u0007\u202e${'x'.repeat(500)}` }));
    const answer = await get('x');
    expect(answer.status).toBe(400);
    const code = refusalCode(answer.body);
    expect(isPrintable(code)).toBe(true);
    expect(code.startsWith('bad\\u{1b}[2J\\u{1b}]0;pwned\\u{7}\\u{202e}')).toBe(true);
    expect(code.length).toBeLessThan(80);
    expect(refusalCode({ code: 'tooMany' })).toBe('tooMany');
    expect(refusalCode({ code: 7 })).toBe('unknown');
    expect(refusalCode(null)).toBe('unknown');
  });

  it('reads a body without end only up to its limit, then hangs up: no answer, `tooLarge`', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let bytes = 0;
    let written: Promise<number> = Promise.resolve(Number.POSITIVE_INFINITY);
    handle = (_req, res) => {
      written = new Promise((resolve) => res.once('close', () => resolve(bytes)));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const pump = (): void => {
        // Bounded: 32 MB at the most, or until the client hangs up.
        while (!res.destroyed && bytes < 32 * 1024 * 1024) {
          bytes += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        if (!res.destroyed) res.end();
      };
      pump();
    };
    expect(await get('x', { maxBytes: 100 * 1024 })).toEqual({ status: 200, body: null, tooLarge: true });
    expect(await written).toBeLessThan(8 * 1024 * 1024);
  });

  it('an answer just within the limit is read whole', async () => {
    const text = JSON.stringify({ pad: 'p'.repeat(1000) });
    handle = (_req, res) => res.end(text);
    expect((await get('x', { maxBytes: Buffer.byteLength(text) })).body).toEqual({ pad: 'p'.repeat(1000) });
    expect((await get('x', { maxBytes: Buffer.byteLength(text) - 1 })).tooLarge).toBe(true);
  });

  it('a server that never answers is given up on at the timeout, as no answer in time', async () => {
    let waiting: ServerResponse | null = null;
    handle = (_req, res) => void (waiting = res);
    const e = await get('x', { timeoutMs: 200 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HttpUnreachable);
    expect(e).toMatchObject({ timedOut: true, code: undefined, message: 'the server did not answer in time' });
    (waiting as ServerResponse | null)?.destroy();
  });

  it('a server that sends half an answer and drops the connection gave no answer', async () => {
    handle = (_req, res) => {
      res.writeHead(200, { 'Content-Length': '1000' });
      res.write('{"half":');
      setImmediate(() => res.socket?.destroy());
    };
    const e = await get('x').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HttpUnreachable);
    expect(e).toMatchObject({ timedOut: false });
  });

  it('no server at the address: the system’s code (ECONNREFUSED), in one printable line', async () => {
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const port = (gone.address() as AddressInfo).port;
    await new Promise<void>((resolve) => gone.close(() => resolve()));
    const e = await requestJson({ method: 'GET', url: new URL(`http://127.0.0.1:${port}/x`), timeoutMs: 5000, maxBytes: 1024 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HttpUnreachable);
    expect(e).toMatchObject({ code: 'ECONNREFUSED', timedOut: false });
    expect((e as Error).message).toMatch(/ECONNREFUSED/);
    expect((e as Error).message).not.toContain('\n');
  });

  it('the caller’s stop ends the request with its own reason, not as a server without an answer', async () => {
    let waiting: ServerResponse | null = null;
    let arrived = (): void => {};
    const sent = new Promise<void>((resolve) => (arrived = resolve));
    handle = (_req, res) => {
      waiting = res;
      arrived();
    };
    const stop = new AbortController();
    const asked = get('x', { signal: stop.signal }).catch((x: unknown) => x);
    await sent;
    const reason = new Error('the watcher closed');
    stop.abort(reason);
    expect(await asked).toBe(reason);
    (waiting as ServerResponse | null)?.destroy();
    // Already stopped: nothing is sent.
    expect(await get('x', { signal: stop.signal }).catch((x: unknown) => x)).toBe(reason);
  });

  it('a route’s answer is used only as a 200 with a JSON object; anything else is its problem, thrown as the caller’s failure', async () => {
    const address = parseServerAddress(base.replace('http://', '').replace(/\/$/, ''));
    const problemOf = async (status: number, text: string): Promise<RouteProblem | Record<string, unknown>> => {
      handle = (_req, res) => res.writeHead(status).end(text);
      try {
        return await postRoute(address, 'lobby/list', {}, { timeoutMs: 5000, maxBytes: 1024 }, (p) => new RouteFailure(p, 'lobby', address.display));
      } catch (e) {
        if (e instanceof RouteFailure) return e.problem;
        throw e;
      }
    };
    expect(await problemOf(200, '{"version":"v1"}')).toEqual({ version: 'v1' });
    expect(await problemOf(404, 'Not found')).toEqual({ kind: 'refused', code: 'notFound', status: 404 });
    expect(await problemOf(502, '<h1>Bad gateway</h1>')).toEqual({ kind: 'nonsense', status: 502 });
    expect(await problemOf(429, '{"code":"tooMany\\u001b[2J"}')).toEqual({ kind: 'refused', code: 'tooMany\\u{1b}[2J', status: 429 });
    handle = (_req, res) => void setTimeout(() => res.destroy(), 1000);
    const late = await postRoute(address, 'x', {}, { timeoutMs: 100, maxBytes: 1024 }, (p) => new RouteFailure(p, 'lobby', 'S')).catch((e: unknown) => e);
    expect(late).toMatchObject({ problem: { kind: 'unreachable', cause: 'timeout' }, message: 'lobby of S: unreachable' });
  });
});
