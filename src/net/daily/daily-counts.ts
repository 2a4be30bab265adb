// A day's field read from its counts (the table daily_counts, kept up to date by triggers on
// daily_results as results are ranked, removed, set apart or deleted: migration 0011). Reading a
// day is a few dozen rows however many played it (a row per standing, score, win and the card
// the games fell at), so a player's question needs no cache and is never counted late.
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.js';
import type { FieldCounts } from './field-types.js';

interface CountRow {
  day: string;
  standing: string;
  score: number;
  won: number;
  fell_at: string;
  players: number;
}

/** The counts of each of `days` of a game (a day nobody played has empty counts). */
export async function countsOfDays(db: Kysely<Tables>, game: string, days: readonly string[]): Promise<Map<string, FieldCounts>> {
  const rows: CountRow[] =
    days.length === 0
      ? []
      : await db
          .selectFrom('daily_counts')
          .select(['day', 'standing', 'score', 'won', 'fell_at', 'players'])
          .where('game', '=', game)
          .where(days.length === 1 ? (eb) => eb('day', '=', days[0]) : (eb) => eb('day', 'in', days))
          .where('players', '>', 0)
          .execute();
  const byDay = new Map<string, CountRow[]>(days.map((d) => [d, []]));
  for (const row of rows) byDay.get(row.day)?.push(row);
  return new Map([...byDay].map(([day, dayRows]) => [day, fieldCountsOf(dayRows)]));
}

/** The counts of one day of a game. */
export async function countsOfDay(db: Kysely<Tables>, game: string, day: string): Promise<FieldCounts> {
  return (await countsOfDays(db, game, [day])).get(day) ?? fieldCountsOf([]);
}

/** A day's rows summed into what the field shows. */
function fieldCountsOf(rows: readonly CountRow[]): FieldCounts {
  const byScore = new Map<number, number>();
  const fell = new Map<string, number>();
  let players = 0;
  let wins = 0;
  let practice = 0;
  for (const row of rows) {
    const n = row.players;
    if (row.standing === 'practice') {
      practice += n;
      continue;
    }
    players += n;
    if (row.won === 1) wins += n;
    const { score } = row;
    byScore.set(score, (byScore.get(score) ?? 0) + n);
    if (row.fell_at !== '') fell.set(row.fell_at, (fell.get(row.fell_at) ?? 0) + n);
  }
  const scores = [...byScore].map(([score, n]) => ({ score, players: n })).sort((a, b) => a.score - b.score);
  const top = [...fell].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return { players, wins, practice, scores, mostFellAt: top ? { card: top[0], players: top[1] } : null };
}
