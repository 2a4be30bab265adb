// The terminal's side of the puzzles' reads (puzzle-reads.ts): the server's puzzle of the day and
// a puzzle's crowd, a puzzle from a player's game and the stream of them, asked with no key proof
// (nothing is counted). What the server answers is
// untrusted: an id is taken only when it is one of this program's set (else it is never shown),
// the crowd is read field by field (puzzle-client.ts), and anything else is a one-line failure.
import type { ServerAddress } from '../client/address.js';
import { type CrowdFacts, crowdFactsOf } from './puzzle-client.js';
import { puzzleRule } from './puzzle-crowd.js';
import { HttpUnreachable, requestJson, routeUrl } from '../client/http-request.js';

const REQUEST_MS = 15_000;
/** An answer of the reads is a few hundred bytes; anything far longer is no answer. */
const ANSWER_MAX = 16 * 1024;

export type ReadReply<T> = { ok: true; body: T } | { ok: false; why: string };

async function getJson(server: ServerAddress, path: string, maxBytes = ANSWER_MAX): Promise<{ status: number; body: Record<string, unknown> } | { why: string }> {
  let answer;
  try {
    answer = await requestJson({ method: 'GET', url: routeUrl(server, path), headers: server.headers, timeoutMs: REQUEST_MS, maxBytes });
  } catch (e) {
    if (!(e instanceof HttpUnreachable)) throw e;
    return { why: `cannot reach ${server.display}${e.code ? ` (${e.code})` : ''}` };
  }
  return answer.body ? { status: answer.status, body: answer.body } : { why: `HTTP ${answer.status}` };
}

const refusal = (got: { status: number; body: Record<string, unknown> }): string =>
  `${typeof got.body.code === 'string' && /^[A-Za-z]{1,30}$/.test(got.body.code) ? got.body.code : 'unknown'} (HTTP ${got.status})`;

/**
 * The server's puzzle of the day: its id when it is one of this program's set (`known`), else the
 * server has another; and the id of its puzzle of the day from players' games (`fromPlayers`),
 * when it names one of a mined puzzle's form (read with `readMinedPuzzle`).
 */
export async function readTodaysPuzzle(server: ServerAddress): Promise<ReadReply<{ known: string | null; date: string | null; fromPlayers: string | null }>> {
  const got = await getJson(server, 'puzzles/today');
  if ('why' in got) return { ok: false, why: got.why };
  if (got.status !== 200 || typeof got.body.puzzle !== 'string') return { ok: false, why: refusal(got) };
  const date = typeof got.body.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(got.body.date) ? got.body.date : null;
  const id = got.body.puzzle;
  const players: unknown = got.body.fromPlayers;
  const mined: unknown = typeof players === 'object' && players !== null ? Object.getOwnPropertyDescriptor(players, 'puzzle')?.value : undefined;
  const fromPlayers = typeof mined === 'string' && MINED_ID.test(mined) ? mined : null;
  return { ok: true, body: { known: id.length <= 200 && (await puzzleRule().has(id)) ? id : null, date, fromPlayers } };
}

/** A puzzle's crowd as it stands, read with no attempt (the facts say so: `offline`, nothing counted). */
export async function readPuzzleCrowd(server: ServerAddress, puzzle: string): Promise<ReadReply<CrowdFacts>> {
  const got = await getJson(server, `puzzles/crowd?${new URLSearchParams({ puzzle }).toString()}`);
  if ('why' in got) return { ok: false, why: got.why };
  if (got.status !== 200) return { ok: false, why: refusal(got) };
  const facts = await crowdFactsOf({ crowd: got.body.crowd, counted: false });
  return facts ? { ok: true, body: { ...facts, firstRight: null, rating: null, offline: true } } : { ok: false, why: `unknown (HTTP ${got.status})` };
}

/** A puzzle from a player's game as a server sends it: its position as it came (the game checks it), the answer and the line. */
export interface MinedPuzzleRead {
  id: string;
  position: unknown;
  answer: unknown;
  line: unknown;
}

/** A position and its line are a few kilobytes; the stream's page names 50 short ids. */
const PUZZLE_MAX = 64 * 1024;
/** A mined puzzle's id as the server makes them (mined-puzzles.ts): its mark and a random name. */
const MINED_ID = /^m-[A-Za-z0-9_-]{1,100}$/;

/** Puzzle `id` from a player's game (…/puzzles/puzzle): only the fields a puzzle has, never more. */
export async function readMinedPuzzle(server: ServerAddress, id: string): Promise<ReadReply<MinedPuzzleRead>> {
  const got = await getJson(server, `puzzles/puzzle?${new URLSearchParams({ puzzle: id }).toString()}`, PUZZLE_MAX);
  if ('why' in got) return { ok: false, why: got.why };
  if (got.status !== 200 || got.body.id !== id || got.body.source !== 'player') return { ok: false, why: refusal(got) };
  return { ok: true, body: { id, position: got.body.position, answer: got.body.answer, line: got.body.line } };
}

/** The ids of the server's stream after `after` (none: from its first), as it names them; an id not of a mined puzzle's form is left out. */
export async function readPuzzleStream(server: ServerAddress, after: string | null): Promise<ReadReply<string[]>> {
  const query = after === null ? '' : `?${new URLSearchParams({ after }).toString()}`;
  const got = await getJson(server, `puzzles/stream${query}`, PUZZLE_MAX);
  if ('why' in got) return { ok: false, why: got.why };
  const listed = got.body.puzzles;
  if (got.status !== 200 || !Array.isArray(listed)) return { ok: false, why: refusal(got) };
  return { ok: true, body: listed.filter((id): id is string => typeof id === 'string' && MINED_ID.test(id)) };
}
