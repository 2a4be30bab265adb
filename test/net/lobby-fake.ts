// A tiny stand-in for a server's lobby routes (CONTRACT-29), on 127.0.0.1 at a free port, so the
// lobby client, its screen and quick match are tested on their own: `POST /lobby/list` with the
// long poll (`after` equal to the version waits until the listing changes, or `pollMs`), and
// `POST /lobby/quick` answering from a queue. Every request is recorded.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTable {
  code: string;
  game: string;
  seats: number;
  taken: number;
  variants: string[];
  lang: string;
  host: string;
  /** Seconds it has waited when listed. */
  waitingSeconds?: number;
}

export interface FakeLobby {
  /** HOST:PORT */
  address: string;
  tables: FakeTable[];
  version: number;
  listRequests: Record<string, unknown>[];
  quickRequests: Record<string, unknown>[];
  /** What quick answers, one per request (the last one again when they run out). */
  quickAnswers: { code: string; host: boolean; reservation?: unknown; refused?: unknown }[];
  /** Every other request (`METHOD /path`): a join that reached this address by mistake shows here. */
  otherRequests: string[];
  /** When set, every request is refused with this status and code. */
  refuse: { status: number; code: string } | null;
  /** Changes the tables (and the version): the waiting long polls answer. */
  change(edit: (tables: FakeTable[]) => FakeTable[]): void;
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

const reply = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startFakeLobby(tables: FakeTable[] = [], pollMs = 3000): Promise<FakeLobby> {
  const waiting = new Set<() => void>();
  const listing = (body: Record<string, unknown>) => ({
    version: `v${lobby.version}`,
    tables: lobby.tables
      .filter((t) => t.taken < t.seats && (body.game === undefined || t.game === body.game) && (body.seats === undefined || t.seats === body.seats))
      .map((t) => ({ code: t.code, game: t.game, seats: t.seats, taken: t.taken, free: t.seats - t.taken, variants: t.variants, lang: t.lang, host: t.host, waitingSeconds: t.waitingSeconds ?? 0 })),
  });
  const server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    if (lobby.refuse) return reply(res, lobby.refuse.status, { code: lobby.refuse.code, error: 'refused' });
    if (req.method === 'POST' && req.url === '/lobby/list') {
      lobby.listRequests.push(body);
      if (body.after === `v${lobby.version}`) {
        await new Promise<void>((resolve) => {
          const done = (): void => {
            clearTimeout(timer);
            waiting.delete(done);
            resolve();
          };
          const timer = setTimeout(done, pollMs);
          waiting.add(done);
          res.on('close', done);
        });
      }
      if (!res.writableEnded && !res.destroyed) reply(res, 200, listing(body));
      return;
    }
    if (req.method === 'POST' && req.url === '/lobby/quick') {
      lobby.quickRequests.push(body);
      const answer = lobby.quickAnswers.length > 1 ? lobby.quickAnswers.shift() : lobby.quickAnswers[0];
      return answer ? reply(res, 200, answer) : reply(res, 503, { code: 'unavailable', error: 'no answer set' });
    }
    lobby.otherRequests.push(`${req.method} ${req.url}`);
    res.writeHead(404);
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const lobby: FakeLobby = {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    tables,
    version: 1,
    listRequests: [],
    quickRequests: [],
    quickAnswers: [],
    otherRequests: [],
    refuse: null,
    change(edit) {
      lobby.tables = edit(lobby.tables);
      lobby.version++;
      for (const wake of [...waiting]) wake();
    },
    async close() {
      for (const wake of [...waiting]) wake();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return lobby;
}

export const table = (code: string, over: Partial<FakeTable> = {}): FakeTable => ({ code, game: 'regicide', seats: 3, taken: 1, variants: [], lang: 'en', host: 'Ann', ...over });
