// A push receiver of the tests' own: an HTTP server on 127.0.0.1 that records every request (its
// path, headers and body) and answers 200, or can be stopped and started again on the same port
// (a receiver that is down for a while). Never any other address.
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Receiver {
  port: number;
  url(path?: string): string;
  received: Received[];
  /** Resolves once `n` requests have arrived (rejects after `ms`). */
  waitFor(n: number, ms?: number): Promise<Received[]>;
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(status = 200): Promise<Receiver> {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  let server: Server;
  const listen = (port: number): Promise<number> =>
    new Promise((resolve) => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
          res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
          for (const w of waiters.splice(0)) w();
        });
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    async waitFor(n, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`the receiver got ${received.length} of ${n} pushes`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    stop,
    async restart() {
      await listen(port);
    },
    close: stop,
  };
}
