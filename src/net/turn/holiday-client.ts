// The client side of the holiday route (turn-holiday-http.ts): a fresh key proof, as the account
// acts make it, with the days asked for or the end of the holiday. A refusal comes back as its
// code (worded by the caller) and, where it helps, the days left this month.
import type { ServerAddress } from '../client/address.js';
import { provenPost } from '../accounts/account-client.js';
import type { ClientKey } from '../accounts/client-key.js';
import { type HolidayRefusal, HOLIDAY_REFUSALS } from './turn-holiday-http.js';

const isRefusal = (code: unknown): code is HolidayRefusal => typeof code === 'string' && Object.hasOwn(HOLIDAY_REFUSALS, code);

export interface HolidayAnswer {
  /** Until when the clocks are paused (ms); null: they run. */
  pausedUntil: number | null;
  daysLeft: number;
  /** Tables whose deadline moved. */
  tables: number;
  /** With `end`: whether there was a holiday to end. */
  ended?: boolean;
}

export type HolidayReply = { ok: true; body: HolidayAnswer } | { ok: false; code: HolidayRefusal | 'notFound' | 'unknown'; status: number; daysLeft?: number };

export async function askHoliday(server: ServerAddress, key: ClientKey, request: { days: number } | { end: true }): Promise<HolidayReply> {
  const reply = await provenPost(server, key, 'tables/holiday', request);
  if (!reply.ok) return refusalOf(reply);
  const b = reply.body;
  const pausedUntil = typeof b.pausedUntil === 'number' ? b.pausedUntil : null;
  return { ok: true, body: { pausedUntil, daysLeft: Number(b.daysLeft) || 0, tables: Number(b.tables) || 0, ...(typeof b.ended === 'boolean' && { ended: b.ended }) } };
}

function refusalOf(reply: { status: number; body: Record<string, unknown> }): Extract<HolidayReply, { ok: false }> {
  const code = isRefusal(reply.body.code) ? reply.body.code : reply.status === 404 ? 'notFound' : 'unknown';
  return { ok: false, code, status: reply.status, ...(typeof reply.body.daysLeft === 'number' && { daysLeft: reply.body.daysLeft }) };
}
