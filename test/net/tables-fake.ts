// A tiny stand-in for a server's `…/tables/mine` (CONTRACT-30) on 127.0.0.1 at a free port: a
// challenge from `POST /account/challenge`, and the answer set in `answer` (any text, any status)
// for `POST /tables/mine`, whose proof is checked against the challenge it gave. Every request is
// recorded, so a test sees what the client sent.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verify, createPublicKey } from 'node:crypto';
import { loginMessage } from '../../src/net/accounts/key-proof.js';

export interface FakeTables {
  /** HOST:PORT */
  address: string;
  /** What `/tables/mine` answers: a body (an object is sent as JSON, a string as it is) and a status. */
  answer: { status: number; body: unknown };
  /** The bodies `/tables/mine` received, with whether their proof held. */
  asked: { body: Record<string, unknown>; proven: boolean }[];
  /** Every other request, with its body (a table's create options land here). */
  other: { url: string; body: Record<string, unknown> }[];
  /** While true, `/tables/mine` answers nothing until `release()` (a server that hangs). */
  hold: boolean;
  release(): void;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** A table of the answer, with every field set (change what a test needs). */
export const mine = (code: string, o: Record<string, unknown> = {}): Record<string, unknown> => ({
  code,
  game: 'regicide',
  seats: 3,
  names: ['Ann', 'Bo', 'Cy'],
  yourSeat: 1,
  toMove: 2,
  yourTurn: false,
  deadline: null,
  status: 'playing',
  moves: 4,
  moveHours: 48,
  updatedAt: 1000,
  ...o,
});

export async function startFakeTables(answer: FakeTables['answer'] = { status: 200, body: { now: 0, tables: [] } }): Promise<FakeTables> {
  const challenges = new Set<string>();
  let n = 0;
  const held: (() => void)[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const send = (status: number, out: unknown): void => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(typeof out === 'string' ? out : JSON.stringify(out));
      };
      if (req.url === '/account/challenge') {
        const challenge = `challenge-${++n}-${'x'.repeat(20)}`;
        challenges.add(challenge);
        return send(200, { challenge });
      }
      if (req.url === '/tables/mine') {
        let proven = false;
        try {
          const c = String(body.challenge);
          proven = challenges.delete(c) && verify(null, loginMessage(c, String(body.server)), createPublicKey(String(body.key)), Buffer.from(String(body.signature), 'base64'));
        } catch {
          proven = false;
        }
        fake.asked.push({ body, proven });
        if (fake.hold) return void held.push(() => send(fake.answer.status, fake.answer.body));
        return send(fake.answer.status, fake.answer.body);
      }
      fake.other.push({ url: req.url ?? '', body });
      send(404, { code: 'notFound' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeTables = {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer,
    asked: [],
    other: [],
    hold: false,
    release: () => {
      fake.hold = false;
      for (const answer of held.splice(0)) answer();
    },
    close: () => {
      fake.release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
