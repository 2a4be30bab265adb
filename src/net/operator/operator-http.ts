// The operator's own HTTP listener, apart from the players' port and off unless asked for
// (`serve --operator-listen HOST:PORT`): Prometheus text at /metrics, the health answers, with
// `--monitor` Colyseus's monitor panel behind the operator's password, and with a token in
// $REGICIDE_OPERATOR_TOKEN the operator's acts under /operator/ (operator-acts.ts). Every other
// path gets a 404.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerMetrics } from '../server/server-metrics.js';

export interface OperatorOptions {
  host: string;
  port: number;
  metrics: ServerMetrics;
  /** null when ready, else why not (the same answer as the players' /healthz). */
  notReady(): string | null;
  /** Requests under /monitor, when the monitor is on (it checks the password itself). */
  monitor?: (req: IncomingMessage, res: ServerResponse) => void;
  /** The operator's acts under /operator/ (true when it answered), when a token is set. */
  acts?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export interface OperatorHttp {
  port: number;
  close(): void;
}

export async function startOperatorHttp(o: OperatorOptions): Promise<OperatorHttp> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (o.monitor && (path === '/monitor' || path.startsWith('/monitor/'))) return o.monitor(req, res);
    if (o.acts?.(req, res)) return;
    if (req.method === 'GET' && path === '/metrics') {
      void o.metrics.text().then((text) => {
        res.writeHead(200, { 'Content-Type': o.metrics.contentType, 'Cache-Control': 'no-store' });
        res.end(text);
      });
      return;
    }
    if (req.method === 'GET' && path === '/healthz') {
      const why = o.notReady();
      res.writeHead(why ? 503 : 200, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify({ live: true, ready: why === null, ...(why && { why }) }));
    }
    res.writeHead(404, { 'Content-Type': 'text/plain', Connection: 'close' });
    res.end('not found\n');
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  return { port: (server.address() as AddressInfo).port, close: () => void (server.close(), server.closeAllConnections()) };
}
