// Who watches a networked table, as pure rules over plain data and an injected clock: whether
// the table takes watchers at all (`yes`, `no`, `ask`), how many (in all, and from one address,
// so that one stranger cannot take every place or every request), the requests waiting for the
// host's answer and how long they wait, and the watchers' names (cleaned, unique among them). No
// sockets: the room adapter (../room/room-watchers.ts) keeps the connections these entries stand for.
import type { WatchPolicy } from '../wire/messages.js';
import { cleanName, NAME_MAX, sameName } from './names.js';

export interface WatcherEntry {
  /** The connection's session (the adapter's key). */
  session: string;
  /** What the host's answer names (unguessable, unlike the position in a list). */
  id: string;
  name: string;
  admitted: boolean;
  /** Clock time of the request (an unanswered one is refused after a while). */
  since: number;
  /** The address it came from (an IPv6 /64 as one; '' when unknown). */
  address: string;
}

export interface WatcherListOptions {
  now: () => number;
  newId: () => string;
  /** Watchers (admitted or asking) a table takes. */
  max: number;
  /** Requests waiting for the host at once: a crowd at the door cannot bury the host's screen. */
  pendingMax: number;
  /** How long a request waits for the host's answer. */
  askMs: number;
  /** Watchers (admitted or asking) from one address. */
  perAddress: number;
  /** Requests waiting for the host from one address. */
  pendingPerAddress: number;
}

export type WatchAdmission = { ok: true } | { ok: false; code: 'noWatchers' | 'watchersFull'; params?: { perAddress: number } };

export class WatcherList {
  private readonly entries = new Map<string, WatcherEntry>();

  constructor(
    public policy: WatchPolicy,
    private readonly o: WatcherListOptions,
  ) {}

  /** Would a watcher (from `address`, when known) be let in now (or let ask)? Changes nothing. */
  admit(address?: string): WatchAdmission {
    if (this.policy === 'no') return { ok: false, code: 'noWatchers' };
    if (this.entries.size >= this.o.max) return { ok: false, code: 'watchersFull' };
    if (this.policy === 'ask' && this.pending().length >= this.o.pendingMax) return { ok: false, code: 'watchersFull' };
    if (address === undefined) return { ok: true };
    const mine = [...this.entries.values()].filter((e) => e.address === address);
    const full = mine.length >= this.o.perAddress || (this.policy === 'ask' && mine.filter((e) => !e.admitted).length >= this.o.pendingPerAddress);
    return full ? { ok: false, code: 'watchersFull', params: { perAddress: this.o.perAddress } } : { ok: true };
  }

  /** A watcher arrives (after `admit` said yes): in at once, or asking the host. Its name looks like none of `seatNames` either. */
  add(session: string, wishedName: unknown, address = '', seatNames: readonly string[] = []): WatcherEntry {
    const entry: WatcherEntry = { session, id: this.o.newId(), name: this.uniqueName(wishedName, seatNames), admitted: this.policy === 'yes', since: this.o.now(), address };
    this.entries.set(session, entry);
    return entry;
  }

  get(session: string): WatcherEntry | undefined {
    return this.entries.get(session);
  }

  has(session: string): boolean {
    return this.entries.has(session);
  }

  /** The host's answer to request `id`: the entry it concerns (admitted when allowed), or null. */
  answer(id: string, allow: boolean): WatcherEntry | null {
    const entry = [...this.entries.values()].find((e) => e.id === id && !e.admitted);
    if (!entry) return null;
    if (allow) entry.admitted = true;
    else this.entries.delete(entry.session);
    return entry;
  }

  remove(session: string): WatcherEntry | undefined {
    const entry = this.entries.get(session);
    this.entries.delete(session);
    return entry;
  }

  /** Requests that waited too long: they are dropped and returned (the adapter refuses them). */
  expireDue(): WatcherEntry[] {
    const due = this.pending().filter((e) => this.o.now() - e.since >= this.o.askMs);
    for (const e of due) this.entries.delete(e.session);
    return due;
  }

  pending(): WatcherEntry[] {
    return [...this.entries.values()].filter((e) => !e.admitted);
  }

  admitted(): WatcherEntry[] {
    return [...this.entries.values()].filter((e) => e.admitted);
  }

  /** A clean name that looks like no other watcher's or seat's: a second "Eve" (or "Еve") becomes "Eve 2". */
  private uniqueName(wished: unknown, seatNames: readonly string[]): string {
    const name = cleanName(wished, 'Watcher');
    const taken = (n: string): boolean => [...this.entries.values()].some((e) => sameName(e.name, n)) || seatNames.some((s) => sameName(s, n));
    if (!taken(name)) return name;
    for (let k = 2; ; k++) {
      const suffix = ` ${k}`;
      const candidate =
        [...name]
          .slice(0, NAME_MAX - suffix.length)
          .join('')
          .trim() + suffix;
      if (!taken(candidate)) return candidate;
    }
  }
}
