// What the team events say of a game and a week: why a game is kept apart, the facts of an event
// table the server reports, and the week's view a player reads (deals, teams, their places).
import type { EventCeiling, EventStanding } from '../../modules/module.js';

/** Why a game is kept apart from the ranking. */
export type EventApartReason = 'notEventDeal' | 'late' | 'doesNotReplay' | 'unfinished' | 'guestSeat' | 'noTeam' | 'notFirst' | 'rankingBan';

export type EventJudgement = { standing: 'ranked'; reason: null } | { standing: 'apart'; reason: EventApartReason };

/** A seat of an event table: its account (null for a bot's or a guest's), whether the server's bot plays it. */
export interface EventSeat {
  seat: number;
  account: string | null;
  bot: boolean;
}

export interface EventTableFacts {
  /** The table's code: each table is judged once. */
  key: string;
  game: string;
  week: string;
  players: number;
  turnBased: boolean;
  seats: readonly EventSeat[];
}

export type EndAnswer = ({ recorded: true } & EventJudgement & EventStanding) | { recorded: false; why: 'already' | 'noEvent' };

export interface EventDealView {
  players: number;
  /** The solver's verdict with every card in view; 'pending' while it is being proven. */
  ceiling: EventCeiling['verdict'] | 'pending';
  /** Ranked teams that played the deal, and how many of them won it. */
  teams: number;
  won: number;
  /** The most enemies a team defeated, or null when nobody played it. */
  best: number | null;
  /** The winning teams' members (names; null: no name claimed). */
  winners: (string | null)[][];
  /** Only once the week is over. */
  seed?: string;
}

export interface EventTeamGame {
  players: number;
  won: boolean;
  defeated: number;
  jesters: number;
  bots: number;
  turnBased: boolean;
}

export interface EventTeamView {
  place: number;
  members: (string | null)[];
  /** Seats the server's bots played in the team's games. */
  bots: number;
  defeated: number;
  jesters: number;
  games: EventTeamGame[];
  /** The asking account is in this team. */
  yours: boolean;
}

export interface EventWeekView {
  game: string;
  week: string;
  start: number;
  end: number;
  over: boolean;
  maxScore: number;
  deals: EventDealView[];
  teams: EventTeamView[];
}
