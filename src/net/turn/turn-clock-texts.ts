// What the clock's pushes say, and the one at a game's end (English: the server knows no player's language). A push names the
// table, its game and players, the time and the command that opens the table: never a card, a
// hand, a seed or a player's name (a name is someone's own text), and no time written as "3h"
// or "2d", which a reader could take for a card's notation.
import type { PushMessage } from '../push/push-port.js';
import { DAY_MS, HOUR_MS } from './turn-deadlines.js';

export interface TableFacts {
  code: string;
  game: string;
  seats: number;
  onTimeout: string;
}

/** 'regicide' → 'Regicide'. */
export const gameTitle = (game: string): string => game.charAt(0).toUpperCase() + game.slice(1);

const tableName = (t: TableFacts): string => `table ${t.code} (${gameTitle(t.game)}, ${t.seats} players)`;

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "1 day 4 hours", "23 hours", "35 minutes", "less than a minute". */
export function timeLeftText(ms: number): string {
  if (ms >= DAY_MS) {
    const days = Math.floor(ms / DAY_MS);
    const hours = Math.floor((ms - days * DAY_MS) / HOUR_MS);
    return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  }
  if (ms >= HOUR_MS) return plural(Math.floor(ms / HOUR_MS), 'hour');
  if (ms >= 60_000) return plural(Math.floor(ms / 60_000), 'minute');
  return 'less than a minute';
}

const WHEN_OUT: Record<string, string> = {
  bot: 'When it runs out, a server bot plays your seat.',
  wait: 'When it runs out, the table waits for you.',
  end: 'When it runs out, the game ends with no result.',
  lose: 'When it runs out, you lose the duel.',
};

export function reminderMessage(t: TableFacts, leftMs: number, command: string): PushMessage {
  return { tag: 'reminder', title: `Your move at ${tableName(t)}: ${timeLeftText(leftMs)} left`, body: WHEN_OUT[t.onTimeout] ?? '', command, table: t.code };
}

const WHAT_HAPPENED: Record<string, (seat: number) => string> = {
  bot: (seat) => `a server bot plays seat ${seat} now.`,
  wait: (seat) => `the table waits for seat ${seat}.`,
  end: () => 'the game ended with no result.',
  lose: (seat) => `seat ${seat} lost the duel, and you won it.`,
};

/** To the other seats: whose time ran out and what the table's setting made of it. */
export function timedOutMessage(t: TableFacts, seat: number, command: string): PushMessage {
  const happened = (WHAT_HAPPENED[t.onTimeout] ?? WHAT_HAPPENED.wait)(seat);
  return { tag: 'clock', title: `The time ran out for seat ${seat} at ${tableName(t)}`, body: `By the table's setting ${happened}`, command, table: t.code };
}

/** How a turn-based game ended, as the table knows it: the clock's outcome, or the game's own end. */
export type EndFacts = { kind: 'ended'; seat: number } | { kind: 'timeout'; seat: number; winner?: number } | { kind: 'result' };

function howItEnded(end: EndFacts): string {
  switch (end.kind) {
    case 'ended':
      return `The time ran out for seat ${end.seat}: the game ended with no result.`;
    case 'timeout':
      return end.winner === undefined ? `The time ran out for seat ${end.seat}: the duel is lost.` : `The time ran out for seat ${end.seat}: seat ${end.winner} won the duel.`;
    case 'result':
      return 'Your tables show how it ended.';
  }
}

/** To every seated account once the game is over: the table, how it ended in general words (never a card, a hand or a seed), and the command that lists it. */
export function endedMessage(t: Omit<TableFacts, 'onTimeout'>, end: EndFacts, command: string): PushMessage {
  return { tag: 'ended', title: `The game at ${tableName({ ...t, onTimeout: '' })} is over`, body: howItEnded(end), command, table: t.code };
}
