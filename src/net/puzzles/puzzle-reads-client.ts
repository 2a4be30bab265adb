// The terminal's side of the puzzles' reads (puzzle-reads.ts): the server's puzzle of the day and
// a puzzle's crowd, asked with no key proof (nothing is counted). What the server answers is
// untrusted: an id is taken only when it is one of this program's set (else it is never shown),
// the crowd is read field by field (puzzle-client.ts), and anything else is a one-line failure.
import type { ServerAddress } from '../address.js';
import { type CrowdFacts, crowdFactsOf } from './puzzle-client.js';
import { puzzleRule } from './puzzle-crowd.js';
import { HttpUnreachable, requestJson, routeUrl } from '../http-request.js';

const REQUEST_MS = 15_000;
/** An answer of the reads is a few hundred bytes; anything far longer is no answer. */
const ANSWER_MAX = 16 * 1024;

export type ReadReply<T> = { ok: true; body: T } | { ok: false; why: string };

async function getJson(server: ServerAddress, path: string): Promise<{ status: number; body: Record<string, unknown> } | { why: string }> {
  let answer;
  try {
    answer = await requestJson({ method: 'GET', url: routeUrl(server, path), headers: server.headers, timeoutMs: REQUEST_MS, maxBytes: ANSWER_MAX });
  } catch (e) {
    if (!(e instanceof HttpUnreachable)) throw e;
    return { why: `cannot reach ${server.display}${e.code ? ` (${e.code})` : ''}` };
  }
  return answer.body ? { status: answer.status, body: answer.body } : { why: `HTTP ${answer.status}` };
}

const refusal = (got: { status: number; body: Record<string, unknown> }): string =>
  `${typeof got.body.code === 'string' && /^[A-Za-z]{1,30}$/.test(got.body.code) ? got.body.code : 'unknown'} (HTTP ${got.status})`;

/** The server's puzzle of the day: its id when it is one of this program's set (`known`), else the server has another. */
export async function readTodaysPuzzle(server: ServerAddress): Promise<ReadReply<{ known: string | null; date: string | null }>> {
  const got = await getJson(server, 'puzzles/today');
  if ('why' in got) return { ok: false, why: got.why };
  if (got.status !== 200 || typeof got.body.puzzle !== 'string') return { ok: false, why: refusal(got) };
  const date = typeof got.body.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(got.body.date) ? got.body.date : null;
  const id = got.body.puzzle;
  return { ok: true, body: { known: id.length <= 200 && (await puzzleRule().has(id)) ? id : null, date } };
}

/** A puzzle's crowd as it stands, read with no attempt (the facts say so: `offline`, nothing counted). */
export async function readPuzzleCrowd(server: ServerAddress, puzzle: string): Promise<ReadReply<CrowdFacts>> {
  const got = await getJson(server, `puzzles/crowd?${new URLSearchParams({ puzzle }).toString()}`);
  if ('why' in got) return { ok: false, why: got.why };
  if (got.status !== 200) return { ok: false, why: refusal(got) };
  const facts = await crowdFactsOf({ crowd: got.body.crowd, counted: false });
  return facts ? { ok: true, body: { ...facts, firstRight: null, rating: null, offline: true } } : { ok: false, why: `unknown (HTTP ${got.status})` };
}
