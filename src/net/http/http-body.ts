// Reads a request body up to a size, refusing a larger one before it is buffered: a declared
// Content-Length above the cap is refused at once, and a body without one is counted as it comes.
import type { IncomingMessage } from 'node:http';

export type Body = { ok: true; bytes: Buffer } | { ok: false; why: 'tooLarge' | 'aborted' };

export function readCappedBody(req: IncomingMessage, maxBytes: number): Promise<Body> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > maxBytes) return Promise.resolve({ ok: false, why: 'tooLarge' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (body: Body): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
      if (!body.ok) req.pause();
      resolve(body);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) return done({ ok: false, why: 'tooLarge' });
      chunks.push(chunk);
    };
    const onEnd = (): void => done({ ok: true, bytes: Buffer.concat(chunks, size) });
    const onError = (): void => done({ ok: false, why: 'aborted' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
  });
}

/** A request's body read as one JSON object: 'tooLarge' past the cap, 'badRequest' when it is not JSON or no object, 'aborted' when the client went away. */
export type JsonBody = { ok: true; body: Record<string, unknown> } | { ok: false; why: 'tooLarge' | 'badRequest' | 'aborted' };

/**
 * The body of a JSON route (the accounts', the daily field's, the tables', …), capped at
 * `maxBytes`; `emptyIsObject`: an empty body is `{}` (a request with nothing to say).
 */
export async function readJsonObject(req: IncomingMessage, maxBytes: number, emptyIsObject = false): Promise<JsonBody> {
  const read = await readCappedBody(req, maxBytes);
  if (!read.ok) return read;
  try {
    const parsed: unknown = read.bytes.length === 0 && emptyIsObject ? {} : JSON.parse(read.bytes.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, why: 'badRequest' };
    return { ok: true, body: parsed as Record<string, unknown> };
  } catch {
    return { ok: false, why: 'badRequest' };
  }
}
