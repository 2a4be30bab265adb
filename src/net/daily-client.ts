// The client side of the daily field (daily-http.ts): a finished daily game sent, and the field of
// a day asked for, each with a fresh key proof as the account acts make it. What the server
// answers is checked for shape here; its text (a card, a reason) is made printable where it is shown.
import type { ServerAddress } from './address.js';
import { post, signedAddress } from './account-client.js';
import { type ClientKey, signLogin } from './client-key.js';
import type { DailyAct, DailyRefusal } from './daily/daily-http.js';
import type { DayField, HistoryDay, SubmitAnswer } from './daily/daily-results.js';

export type DailyReply<T> = { ok: true; body: T } | { ok: false; code: DailyRefusal | 'unknown'; status: number };

async function provenDaily<T>(server: ServerAddress, key: ClientKey, act: DailyAct, extra: Record<string, unknown>): Promise<DailyReply<T>> {
  const asked = await post(server, 'account/challenge', {});
  const challenge = asked.body.challenge;
  if (asked.status !== 200 || typeof challenge !== 'string') return refusalOf(asked);
  const address = signedAddress(server);
  const reply = await post(server, `daily/${act}`, { ...extra, key: key.publicPem, challenge, server: address, signature: signLogin(key, challenge, address) });
  return reply.status === 200 ? { ok: true, body: reply.body as T } : refusalOf(reply);
}

function refusalOf(reply: { status: number; body: Record<string, unknown> }): { ok: false; code: DailyRefusal | 'unknown'; status: number } {
  return { ok: false, code: typeof reply.body.code === 'string' ? (reply.body.code as DailyRefusal) : 'unknown', status: reply.status };
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
