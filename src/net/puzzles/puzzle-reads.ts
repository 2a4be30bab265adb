// The puzzles' reads on the server's edge, open to anyone (no key proof, no attempt counted):
//   GET …/puzzles/today            → { puzzle, date, number, total, crowd }: the server's own puzzle of
//                                     its UTC date from the bundled set it holds, and its crowd so far
//   GET …/puzzles/crowd?puzzle=ID  → { puzzle, crowd }: a puzzle's crowd as it stands
//   GET …/puzzles/puzzle?puzzle=ID → a puzzle mined from a player's game (mined-puzzles.ts): its
//                                     position, answer and line, never the game it came from
//   GET …/puzzles/stream?after=ID  → { puzzles: [ids] }: the mined puzzles published, in order
// A terminal plays the server's puzzle of the day with the first, and shows the crowd of a puzzle
// it tried offline with the second (its attempt would not be a first one). Each address has its
// allowance a minute, counted before anything is read; a refusal is `{ code, error }`, and an id
// that is not one of the set is never echoed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { printable } from '../../core/printable.js';
import { addressKey } from '../http/address-prefix.js';
import { replyJson } from '../http/http-reply.js';
import type { RouteHandler } from '../http/proven-route.js';
import { PerMinuteQuota } from '../http/quotas.js';
import type { PuzzleCrowd } from './puzzle-crowd.js';

export const PUZZLE_READ_REFUSALS = {
  badRequest: [400, 'Name one puzzle: …/puzzles/crowd?puzzle=ID.'],
  noPuzzle: [404, 'That puzzle is not one of this server’s puzzles.'],
  tooMany: [429, 'Too many puzzle requests; wait a minute.'],
  unavailable: [503, 'The puzzles are not available right now.'],
} as const;
type ReadRefusal = keyof typeof PUZZLE_READ_REFUSALS;

/** A puzzle's id is short (the set's are about 15 characters); a longer one is no puzzle. */
const ID_MAX = 200;

const PATH = /\/puzzles\/(today|crowd|puzzle|stream)$/;

/** Ids one read of the stream names. */
const STREAM_PAGE = 50;

export interface PuzzleReadOptions {
  /** Reads one address may make a minute, both routes together. */
  perMinute?: number;
  onError?(message: string): void;
}

export function puzzleReadRoute(crowd: PuzzleCrowd, o: PuzzleReadOptions = {}): RouteHandler {
  const quota = new PerMinuteQuota(o.perMinute ?? 120, undefined, addressKey);

  function refuse(res: ServerResponse, code: ReadRefusal, headers: Record<string, string>): void {
    const [status, error] = PUZZLE_READ_REFUSALS[code];
    replyJson(res, status, { code, error }, headers);
  }

  async function answer(act: string, query: string, res: ServerResponse, headers: Record<string, string>): Promise<void> {
    if (act === 'today') {
      const today = await crowd.today();
      return today ? replyJson(res, 200, today, headers) : refuse(res, 'unavailable', headers);
    }
    const params = new URLSearchParams(query);
    if (act === 'stream') {
      const after = params.getAll('after');
      if (after.length > 1 || (after.length === 1 && (after[0].length === 0 || after[0].length > ID_MAX))) return refuse(res, 'badRequest', headers);
      return replyJson(res, 200, { puzzles: await crowd.stream(after[0] ?? null, STREAM_PAGE) }, headers);
    }
    const ids = params.getAll('puzzle');
    if (ids.length !== 1 || ids[0].length === 0 || ids[0].length > ID_MAX) return refuse(res, 'badRequest', headers);
    const id = ids[0];
    if (act === 'puzzle') {
      const view = await crowd.minedView(id);
      return view ? replyJson(res, 200, view, headers) : refuse(res, 'noPuzzle', headers);
    }
    if (!(await crowd.has(id))) return refuse(res, 'noPuzzle', headers);
    replyJson(res, 200, { puzzle: id, crowd: await crowd.crowd(id) }, headers);
  }

  return (req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>) => {
    const [path, ...rest] = (req.url ?? '').split('?');
    const m = req.method === 'GET' ? PATH.exec(path) : null;
    if (!m) return false;
    if (!quota.take(address)) {
      refuse(res, 'tooMany', headers);
      return true;
    }
    answer(m[1], rest.join('?'), res, headers).catch((e: unknown) => {
      o.onError?.(printable(String(e instanceof Error ? e.message : e).split('\n')[0]));
      refuse(res, 'unavailable', headers);
    });
    return true;
  };
}
