// The client side of the puzzles' crowd (puzzle-http.ts): a first attempt sent with a fresh key
// proof, as the account acts make it. What the server answers is untrusted: it is read field by
// field here (a move that does not parse as a move is left out, so nothing the server sends is
// shown as it came), and anything of another shape is 'unknown'.
import type { ServerAddress } from '../client/address.js';
import { provenPost, refusalOf } from '../accounts/account-client.js';
import type { ClientKey } from '../accounts/client-key.js';
import type { CrowdView, PuzzleRatingView } from './puzzle-crowd.js';
import { TOP_MOVES } from './puzzle-crowd.js';
import { puzzleRule } from './puzzle-crowd.js';

/** What a terminal shows of an attempt's answer (`offline`: read with no attempt, for a puzzle tried offline first). */
export interface CrowdFacts {
  counted: boolean;
  /** The account's first attempt was right (the server's verdict); null when none is kept. */
  firstRight: boolean | null;
  crowd: CrowdView;
  rating: PuzzleRatingView | null;
  offline?: boolean;
}

export type PuzzleReply = { ok: true; body: CrowdFacts } | { ok: false; code: string; status: number };

const isObject = (x: unknown): x is object => typeof x === 'object' && x !== null;
const field = (o: object, key: string): unknown => {
  const v: unknown = Object.getOwnPropertyDescriptor(o, key)?.value;
  return v;
};
const count = (o: object, key: string): number | null => {
  const v = field(o, key);
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null;
};
const num = (o: object, key: string): number | null => {
  const v = field(o, key);
  return typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 1e6 ? v : null;
};

async function crowdOf(x: unknown): Promise<CrowdView | null> {
  if (!isObject(x)) return null;
  const [tries, solved] = [count(x, 'tries'), count(x, 'solved')];
  if (tries === null || solved === null || solved > tries) return null;
  const listed = field(x, 'top');
  const rule = puzzleRule();
  const top = await Promise.all(
    (Array.isArray(listed) ? listed : []).slice(0, TOP_MOVES).map(async (t: unknown) => {
      if (!isObject(t)) return null;
      const text = field(t, 'move');
      const move = typeof text === 'string' && text.length <= 200 ? await rule.canonicalMove(text) : null;
      const n = count(t, 'tries');
      return move !== null && n !== null ? { move, tries: n } : null;
    }),
  );
  return { tries, solved, top: top.filter((t) => t !== null) };
}

function ratingOf(x: unknown): PuzzleRatingView | null {
  if (!isObject(x)) return null;
  const [rating, deviation, change, attempts] = [num(x, 'rating'), num(x, 'deviation'), num(x, 'change'), count(x, 'attempts')];
  if (rating === null || deviation === null || change === null || attempts === null) return null;
  return { rating, deviation, change, attempts, provisional: field(x, 'provisional') === true };
}

/** The facts of a server's answer, or null when it has not the answer's shape. */
export async function crowdFactsOf(body: Record<string, unknown>): Promise<CrowdFacts | null> {
  const crowd = await crowdOf(body.crowd);
  if (!crowd) return null;
  const first = body.first;
  const right = isObject(first) ? field(first, 'right') : undefined;
  return { counted: body.counted === true, firstRight: typeof right === 'boolean' ? right : null, crowd, rating: ratingOf(body.rating) };
}

/** Sends the account's attempt `move` at `puzzle` (the server counts only the first); its answer's facts. */
export async function sendPuzzleAttempt(server: ServerAddress, key: ClientKey, puzzle: string, move: string): Promise<PuzzleReply> {
  const reply = await provenPost(server, key, 'puzzles/attempt', { puzzle, move });
  if (!reply.ok) return refusalOf(reply);
  const facts = await crowdFactsOf(reply.body);
  return facts ? { ok: true, body: facts } : { ok: false, code: 'unknown', status: reply.status };
}
