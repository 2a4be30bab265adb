// A week's ranking of a team event: the ranked games read in one query and gathered by table, the
// teams they make (a team is the set of accounts seated), their places, and each deal's figures.
import type { Kysely } from 'kysely';
import type { EventCeiling } from '../../modules/module.js';
import type { Tables } from '../db/schema.js';
import type { EventDealView, EventTeamGame, EventTeamView } from './event-types.js';

/** A week's ranked games of `game` in the order they started, each with its seated accounts (and their names): one query, gathered by table. */
export async function rankedGames(db: Kysely<Tables>, game: string, week: string) {
  const rows = await db
    .selectFrom('event_games')
    .leftJoin('event_seats', 'event_seats.game_key', 'event_games.key')
    .leftJoin('account_names', 'account_names.account_id', 'event_seats.account_id')
    .select([
      'event_games.key',
      'event_games.players',
      'event_games.won',
      'event_games.defeated',
      'event_games.jesters',
      'event_games.bots',
      'event_games.turn_based',
      'event_games.ended_at',
      'event_seats.account_id',
      'account_names.name',
    ])
    .where('event_games.game', '=', game)
    .where('event_games.week', '=', week)
    .where('event_games.standing', '=', 'ranked')
    .orderBy('event_games.started_at')
    .orderBy('event_games.key')
    .execute();
  const games = new Map<string, Omit<(typeof rows)[number], 'account_id' | 'name'> & { members: { id: string; name: string | null }[] }>();
  for (const { account_id: id, name, ...g } of rows) {
    const known = games.get(g.key) ?? { ...g, members: [] };
    if (id !== null) known.members.push({ id, name: name ?? null });
    games.set(g.key, known);
  }
  return [...games.values()];
}

export type RankedGame = Awaited<ReturnType<typeof rankedGames>>[number];

/** The teams of a week's ranked games in their places, marked for the asking account; and the names of the team that played a game. */
export function rankTeams(games: RankedGame[], accountId: string | null): { teamViews: EventTeamView[]; teamNamesOf: (gameKey: string) => (string | null)[] } {
  const teams = new Map<string, { members: { id: string; name: string | null }[]; games: EventTeamGame[]; lastEnd: number }>();
  const teamOfGame = new Map<string, string>();
  for (const g of games) {
    // By name, as the team is shown (the team's key is its accounts', in their own order).
    const members = g.members.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '') || a.id.localeCompare(b.id));
    // A team whose every account was deleted is nobody's: a team of its own game, never merged with another such.
    const key = members.length
      ? members
          .map((m) => m.id)
          .sort()
          .join(' ')
      : `nobody:${g.key}`;
    teamOfGame.set(g.key, key);
    const team = teams.get(key) ?? { members, games: [], lastEnd: 0 };
    team.games.push({ players: g.players, won: g.won === 1, defeated: g.defeated, jesters: g.jesters, bots: g.bots, turnBased: g.turn_based === 1 });
    team.lastEnd = Math.max(team.lastEnd, g.ended_at ?? 0);
    teams.set(key, team);
  }
  const ranked = [...teams.values()]
    .map((team) => ({
      members: team.members,
      games: team.games.sort((a, b) => a.players - b.players),
      bots: team.games.reduce((n, x) => n + x.bots, 0),
      defeated: team.games.reduce((n, x) => n + x.defeated, 0),
      jesters: team.games.reduce((n, x) => n + x.jesters, 0),
      lastEnd: team.lastEnd,
    }))
    // Enemies defeated, then jesters kept; a tie shares its place (listed by who finished first).
    .sort((a, b) => b.defeated - a.defeated || b.jesters - a.jesters || a.lastEnd - b.lastEnd);
  // A team's place: one after every team ahead of it (those sorted before it with other figures).
  const places: number[] = [];
  for (const [i, team] of ranked.entries()) {
    const previous = ranked[i - 1];
    places.push(previous && previous.defeated === team.defeated && previous.jesters === team.jesters ? places[i - 1] : i + 1);
  }
  const teamViews: EventTeamView[] = ranked.map((team, i) => ({
    place: places[i],
    members: team.members.map((m) => m.name),
    bots: team.bots,
    defeated: team.defeated,
    jesters: team.jesters,
    games: team.games,
    yours: accountId !== null && team.members.some((m) => m.id === accountId),
  }));
  const teamNamesOf = (gameKey: string) => teams.get(teamOfGame.get(gameKey) ?? '')?.members.map((m) => m.name) ?? [];
  return { teamViews, teamNamesOf };
}

/** Each deal's figures: its ceiling, the teams that played it, the winners; its seed only when `seedOf` is given (the week is over). */
export function dealViews(
  playerCounts: readonly number[],
  games: RankedGame[],
  ceilings: Map<number, EventCeiling['verdict']>,
  teamNamesOf: (gameKey: string) => (string | null)[],
  seedOf: ((players: number) => string) | null,
): EventDealView[] {
  return playerCounts.map((players) => {
    const played = games.filter((g) => g.players === players);
    const winners = played.filter((g) => g.won === 1).map((g) => teamNamesOf(g.key));
    return {
      players,
      ceiling: ceilings.get(players) ?? 'pending',
      teams: played.length,
      won: winners.length,
      best: played.length ? Math.max(...played.map((g) => g.defeated)) : null,
      winners,
      ...(seedOf && { seed: seedOf(players) }),
    };
  });
}
