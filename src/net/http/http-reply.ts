// Answers of the HTTP edge. A refusal is one of the refusal codes (../wire/net-codes.ts) with its HTTP
// status, as JSON `{ code, params, error }`: the code and its parameters for a client to word in
// its own language, the English words (made printable: they may quote what a client sent) where
// colyseus.js looks for them. A refusal that ends the conversation also closes the connection,
// so that nothing is left open.
import type { ServerResponse } from 'node:http';
import { jsonLine } from '../../core/json-line.js';
import { printable } from '../../core/printable.js';
import { REFUSALS, type RefusalCode, netMessage } from '../wire/net-codes.js';

export interface Refusal {
  status: number;
  code: RefusalCode;
  params: Record<string, unknown>;
}

export const refusal = (code: RefusalCode, params: Record<string, unknown> = {}): Refusal => ({ status: REFUSALS[code].status, code, params });

export function replyJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  // Every control character escaped, also in values a client sent (the words, a refusal's parameters).
  replyJsonLine(res, status, jsonLine(body), headers);
}

/** As replyJson, with the body already made by jsonLine (an answer many clients get is made once). */
export function replyJsonLine(res: ServerResponse, status: number, line: string, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(line);
}

/** A refusal as a client reads it: its code, parameters and English words. */
export const refusalBody = (r: Refusal): { code: RefusalCode; params: Record<string, unknown>; error: string } => ({
  code: r.code,
  params: r.params,
  error: printable(netMessage(r.code, r.params).message),
});

export function replyRefusal(res: ServerResponse, r: Refusal, headers: Record<string, string> = {}, close = false): void {
  replyJson(res, r.status, refusalBody(r), close ? { ...headers, Connection: 'close' } : headers);
}

export const NOT_FOUND = refusal('notFound');
