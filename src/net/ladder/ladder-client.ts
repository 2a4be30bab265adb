// The client side of the ladder (ladder-http.ts): the ladder and the account's own rating, each
// asked with a fresh key proof as the account acts make it. What the server answers is untrusted:
// it is read field by field here (anything of another shape is left out), and names are made
// printable where they are shown (ladder-lines.ts).
import type { ServerAddress } from '../client/address.js';
import { provenPost, refusalOf } from '../accounts/account-client.js';
import type { ClientKey } from '../accounts/client-key.js';
import type { LadderEntry, LadderGameView, OwnLadder } from './ladder.js';

export type LadderReply<T> = { ok: true; body: T } | { ok: false; code: string; status: number };

async function proven(server: ServerAddress, key: ClientKey, act: 'top' | 'me', extra: Record<string, unknown>): Promise<LadderReply<Record<string, unknown>>> {
  const reply = await provenPost(server, key, `ladder/${act}`, extra);
  return reply.ok ? { ok: true, body: reply.body } : refusalOf(reply);
}

const isObject = (x: unknown): x is object => typeof x === 'object' && x !== null;
const num = (o: object, key: string): number | null => {
  const v: unknown = Object.getOwnPropertyDescriptor(o, key)?.value;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};
const str = (o: object, key: string): string | null => {
  const v: unknown = Object.getOwnPropertyDescriptor(o, key)?.value;
  return typeof v === 'string' ? v : null;
};
const flag = (o: object, key: string): boolean => Object.getOwnPropertyDescriptor(o, key)?.value === true;
const list = (o: object, key: string): unknown[] => {
  const v: unknown = Object.getOwnPropertyDescriptor(o, key)?.value;
  return Array.isArray(v) ? v : [];
};

function entryOf(x: unknown): LadderEntry | null {
  if (!isObject(x)) return null;
  const [place, rating, games] = [num(x, 'place'), num(x, 'rating'), num(x, 'games')];
  if (place === null || rating === null || games === null) return null;
  return { place, name: str(x, 'name'), rating, provisional: flag(x, 'provisional'), games };
}

function gameOf(x: unknown): LadderGameView | null {
  if (!isObject(x)) return null;
  const [at, score, before, after] = [num(x, 'at'), num(x, 'score'), num(x, 'before'), num(x, 'after')];
  const o: unknown = Object.getOwnPropertyDescriptor(x, 'opponent')?.value;
  if (at === null || score === null || before === null || after === null || !isObject(o)) return null;
  const level = str(o, 'level');
  const opponent: LadderGameView['opponent'] = str(o, 'kind') === 'bot' && level !== null ? { kind: 'bot', level, rating: num(o, 'rating') ?? 0 } : { kind: 'account', name: str(o, 'name') };
  return { at, opponent, score: score >= 1 ? 1 : score <= 0 ? 0 : 0.5, reason: str(x, 'reason') === 'forfeit' ? 'forfeit' : 'result', before, after };
}

function ownOf(body: Record<string, unknown>): OwnLadder {
  const r = body.rating;
  const [rating, deviation, games, place] = isObject(r) ? [num(r, 'rating'), num(r, 'deviation'), num(r, 'games'), num(r, 'place')] : [null, null, null, null];
  const own: OwnLadder = {
    rating: rating !== null && deviation !== null && games !== null && place !== null && isObject(r) ? { rating, deviation, games, place, provisional: flag(r, 'provisional') } : null,
  };
  if (Array.isArray(body.history)) own.history = body.history.map(gameOf).filter((g): g is LadderGameView => g !== null);
  return own;
}

/** The best `limit` ratings of the server's ladder. */
export async function askLadder(server: ServerAddress, key: ClientKey, limit = 20): Promise<LadderReply<LadderEntry[]>> {
  const reply = await proven(server, key, 'top', { limit });
  return reply.ok
    ? {
        ok: true,
        body: list(reply.body, 'ladder')
          .map(entryOf)
          .filter((e): e is LadderEntry => e !== null),
      }
    : reply;
}

/** The account's own rating and place, with its last 30 rated games when asked. */
export async function askOwnLadder(server: ServerAddress, key: ClientKey, history = true): Promise<LadderReply<OwnLadder>> {
  const reply = await proven(server, key, 'me', { history });
  return reply.ok ? { ok: true, body: ownOf(reply.body) } : reply;
}
