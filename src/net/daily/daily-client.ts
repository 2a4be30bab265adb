// The client side of the daily field (daily-http.ts): a finished daily game sent, and the field of
// a day asked for, each with a fresh key proof as the account acts make it. What the server
// answers is checked for shape here; its text (a card, a reason) is made printable where it is shown.
import type { ServerAddress } from '../client/address.js';
import { provenPost, refusalOf } from '../accounts/account-client.js';
import type { ClientKey } from '../accounts/client-key.js';
import type { DailyAct, DailyRefusal } from './daily-http.js';
import type { DayField, HistoryDay, SubmitAnswer } from './daily-results.js';

export type DailyReply<T> = { ok: true; body: T } | { ok: false; code: DailyRefusal | 'unknown'; status: number };

async function provenDaily<T>(server: ServerAddress, key: ClientKey, act: DailyAct, extra: Record<string, unknown>): Promise<DailyReply<T>> {
  const reply = await provenPost(server, key, `daily/${act}`, extra);
  // The body's shape is checked where it is read (daily-field.ts); a code this program does not know is worded as such.
  return reply.ok ? { ok: true, body: reply.body as T } : refusalOf<DailyRefusal>(reply);
}

/** Sends a finished daily game's log; `startedAt` is when the game began (ms). */
export function submitDaily(server: ServerAddress, key: ClientKey, game: string, log: object, startedAt?: number, puzzles = false): Promise<DailyReply<Extract<SubmitAnswer, { ok: true }>>> {
  // `puzzles`: the player consented to the game being mined for puzzles (src/net/puzzles/puzzle-miner.ts).
  return provenDaily(server, key, 'submit', { game, log, ...(startedAt !== undefined && { startedAt }), ...(puzzles && { puzzles: true }) });
}

/** The field of a day (today on the server's clock when `day` is absent), with the last 30 days when asked. */
export function askDailyField(
  server: ServerAddress,
  key: ClientKey,
  game: string,
  o: { day?: string; history?: boolean } = {},
): Promise<DailyReply<{ field: DayField | null; history?: HistoryDay[] }>> {
  return provenDaily(server, key, 'field', { game, ...(o.day && { day: o.day }), ...(o.history && { history: true }) });
}
