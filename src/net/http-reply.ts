// Answers of the HTTP edge. An error is JSON in the shape colyseus.js reads (`{ code, error }`),
// its text made printable (it may quote what a client sent, and a client prints it). A refusal
// that ends the conversation also closes the connection, so that nothing is left open.
import type { ServerResponse } from 'node:http';
import { printable } from '../core/printable.js';

export interface Refusal {
  status: number;
  /** A stable name of the refusal for scripts (the text is for people). */
  code: string;
  message: string;
}

export function replyJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function replyRefusal(res: ServerResponse, r: Refusal, headers: Record<string, string> = {}, close = false): void {
  replyJson(res, r.status, { code: r.code, error: printable(r.message) }, close ? { ...headers, Connection: 'close' } : headers);
}

export const refusal = (status: number, code: string, message: string): Refusal => ({ status, code, message });

export const NOT_FOUND = refusal(404, 'notFound', 'nothing here: this server speaks only the game\'s protocol');
