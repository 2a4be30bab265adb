// The server's messages as a hostile server might send them: each is checked and its text made
// printable before the client keeps or shows any of it (the door, remote-table.ts, has already
// taken out control characters; these cut lengths, drop what is not the right shape, check codes).
import { printable } from '../../core/printable.js';
import { saidFrom } from '../../core/talk.js';
import type { CodedMessage, LobbyMessage, PaceProposal, SaidMessage, TurnMessage, WatchRequestsMessage } from '../wire/messages.js';
import { DATE_MS_MAX } from './date-ms.js';

const CODE = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** An error or notice from the server, its code checked and its text made printable. */
export function codedFrom(raw: unknown): CodedMessage {
  const m = (raw ?? {}) as Partial<CodedMessage>;
  const code = typeof m.code === 'string' && CODE.test(m.code) ? m.code : 'unknown';
  const given = m.params && typeof m.params === 'object' && !Array.isArray(m.params) ? m.params : {};
  const params = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, typeof v === 'string' ? printable(v.slice(0, 100)) : v]));
  return { code, params, message: printable(String(m.message ?? '').slice(0, 300)) };
}

/** The lobby with every name made printable (a hostile server's names reach no terminal raw). */
export function lobbyFrom(raw: LobbyMessage): LobbyMessage {
  const seats = Array.isArray(raw?.seats) ? raw.seats : [];
  const watchers = Array.isArray(raw?.watchers) ? raw.watchers.slice(0, 64).map((w) => printable(String(w).slice(0, 40))) : [];
  const muted = Array.isArray(raw?.muted) ? raw.muted.filter((n) => Number.isInteger(n)) : [];
  return { ...raw, seats: seats.map((s) => ({ ...s, name: printable(String(s?.name ?? '').slice(0, 40)) })), watchers, muted, pace: paceFrom(raw?.pace) };
}

/** A change of pace the seats are answering, as a hostile server might send it: seats in range, hours a count; null when it is not one. */
export function paceFrom(raw: unknown): PaceProposal | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r: Record<string, unknown> = Object.fromEntries(Object.entries(raw));
  const seat = (x: unknown): x is number => isCount(x, 8) && x >= 1;
  if ((r.to !== 'turn' && r.to !== 'live') || !seat(r.by) || !Array.isArray(r.agreed) || !isCount(r.moveHours, 10_000)) return null;
  return { to: r.to, by: r.by, agreed: r.agreed.filter(seat).slice(0, 8), moveHours: r.moveHours };
}

/**
 * Something said, as a hostile server might send it: a seat's entry is checked like a log's
 * annotation (codes and counts only), a watcher's name made printable; anything else is dropped.
 */
export function saidOf(raw: unknown): SaidMessage | null {
  const r = (raw ?? {}) as Record<string, unknown>;
  if (r.seat !== 0) return saidFrom(raw, 4);
  const asSeat = saidFrom({ ...r, seat: 1 }, 4);
  if (asSeat?.kind !== 'phrase') return null;
  return { at: asSeat.at, seat: 0, watcher: printable(String(r.watcher ?? '').slice(0, 40)), kind: 'phrase', code: asSeat.code, params: {} };
}

export const requestsOf = (raw: unknown): WatchRequestsMessage['requests'] =>
  (Array.isArray((raw as WatchRequestsMessage | undefined)?.requests) ? (raw as WatchRequestsMessage).requests : [])
    .slice(0, 16)
    .map((r) => ({ id: String(r?.id ?? '').slice(0, 24), name: printable(String(r?.name ?? '').slice(0, 40)) }));

const TIME_MAX = DATE_MS_MAX;
const isCount = (x: unknown, most: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= most;

/** A turn-based table's clock as a hostile server might send it: numbers in range, its text printable; null when it is not one. */
export function turnFrom(raw: unknown): TurnMessage | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r: Record<string, unknown> = Object.fromEntries(Object.entries(raw));
  const toMove = r.toMove === null || r.toMove === undefined ? null : isCount(r.toMove, 8) && r.toMove >= 1 ? r.toMove : undefined;
  const deadline = r.deadline === null || r.deadline === undefined ? null : isCount(r.deadline, TIME_MAX) ? r.deadline : undefined;
  if (toMove === undefined || deadline === undefined || !isCount(r.moveMs, TIME_MAX) || !isCount(r.seenMoves, 1_000_000)) return null;
  return { moveMs: r.moveMs, onTimeout: typeof r.onTimeout === 'string' ? printable(r.onTimeout.slice(0, 20)) : '', toMove, deadline, seenMoves: r.seenMoves, paused: r.paused === true };
}

/** A message that is an object at all (anything else from a server is ignored). */
export const isRecord = (x: unknown): boolean => typeof x === 'object' && x !== null && !Array.isArray(x);
