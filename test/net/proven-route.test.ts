// The proven route factory's per-act quota hook (`quotaOf`), on a real HTTP server on loopback
// with a stand-in for the accounts' proof check: each act counts against the allowance the hook
// names (acts may share one), a spent allowance is 429 with the connection closed before the
// body is read (an oversized or malformed body is not looked at), and an act whose allowance is
// left still answers. Beside it, `perMinute` still counts every act together.
import { type Server, createServer } from 'node:http';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProvenKey } from '../../src/net/accounts/account-service.js';
import { PROVEN_REFUSALS, type ProvenQuota, type ProvenKeys, provenJsonRoute } from '../../src/net/http/proven-route.js';

const REFUSALS = {
  badRequest: [400, 'Not a test request.'],
  ...PROVEN_REFUSALS,
  tooMany: [429, 'Too many test requests.'],
  unavailable: [503, 'Not now.'],
} as const;

const KEY: ProvenKey = { fingerprint: 'SHA256:test', kind: 'ed25519', publicKey: 'test' };
// A body proves its key when it says so: the hook is under test, not the signature.
const accounts: ProvenKeys = { proven: (body) => Promise.resolve(body.proof === 'good' ? KEY : null) };

/** An allowance of `n` in all, counting what it was asked. */
function allowance(n: number): { take: (address: string) => boolean; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    take: (address) => {
      asked.push(address);
      return asked.length <= n;
    },
  };
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function serve(quota: ProvenQuota<'look' | 'send' | 'resend'>): Promise<(act: string, body: string) => Promise<{ status: number; connection: string | null; json: unknown }>> {
  const route = provenJsonRoute(accounts, {
    folder: 'test',
    bodies: { look: v.object({}), send: v.object({ to: v.string() }), resend: v.object({}) },
    refusals: REFUSALS,
    bodyMax: 64,
    ...quota,
    answers: {
      look: ({ reply }) => Promise.resolve(reply({ looked: true })),
      send: ({ body, reply }) => Promise.resolve(reply({ sent: body.to })),
      resend: ({ reply }) => Promise.resolve(reply({ resent: true })),
    },
  });
  server = createServer((req, res) => {
    if (!route(req, res, req.socket.remoteAddress ?? '', {})) res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return async (act, body) => {
    const res = await fetch(`http://127.0.0.1:${port}/test/${act}`, { method: 'POST', body });
    return { status: res.status, connection: res.headers.get('connection'), json: await res.json() };
  };
}

const proof = (extra: Record<string, unknown> = {}): string => JSON.stringify({ proof: 'good', ...extra });

describe('provenJsonRoute quotaOf', () => {
  it('counts each act against the allowance the hook names, before reading the body', async () => {
    const sends = allowance(2);
    const looks = allowance(3);
    const post = await serve({ quotaOf: (act) => (act === 'look' ? looks : sends) });

    expect(await post('send', proof({ to: 'a' }))).toMatchObject({ status: 200, json: { sent: 'a' } });
    // 'resend' shares the sends' allowance: this is its second and last.
    expect(await post('resend', proof())).toMatchObject({ status: 200, json: { resent: true } });
    // Spent: refused before the body is read, so neither its size nor its shape is answered.
    const spent = await post('send', 'x'.repeat(1000));
    expect(spent).toEqual({ status: 429, connection: 'close', json: { code: 'tooMany', error: 'Too many test requests.' } });
    expect(await post('resend', '{not json')).toMatchObject({ status: 429, json: { code: 'tooMany' } });

    // The other act's allowance is its own.
    expect(await post('look', proof())).toMatchObject({ status: 200, json: { looked: true } });
    // A request the allowance let through still has its body checked.
    expect(await post('look', '[]')).toMatchObject({ status: 400, json: { code: 'badRequest' } });
    expect(await post('look', JSON.stringify({ proof: 'bad' }))).toMatchObject({ status: 401, json: { code: 'badProof' } });
    expect(await post('look', proof())).toMatchObject({ status: 429, connection: 'close', json: { code: 'tooMany' } });

    expect(sends.asked).toHaveLength(4);
    expect(looks.asked).toHaveLength(4);
    expect(new Set([...sends.asked, ...looks.asked])).toEqual(new Set(['127.0.0.1']));
  });

  it('asks the hook nothing for a path that is not one of its acts', async () => {
    const asked: string[] = [];
    const post = await serve({
      quotaOf: (act) => {
        asked.push(act);
        return allowance(10);
      },
    });
    expect((await post('other', proof())).status).toBe(404);
    expect(await post('look', proof())).toMatchObject({ status: 200 });
    expect(asked).toEqual(['look']);
  });

  it('without the hook, perMinute counts every act together', async () => {
    const post = await serve({ perMinute: 2 });
    expect((await post('look', proof())).status).toBe(200);
    expect((await post('send', proof({ to: 'b' }))).status).toBe(200);
    expect(await post('resend', proof())).toMatchObject({ status: 429, connection: 'close', json: { code: 'tooMany' } });
  });
});
