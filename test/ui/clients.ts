// Table clients for screen tests: a game from a seed (or a chosen position), its bots, and the
// logs the autosave would have written.
import type { Bot } from '../../src/core/bot.js';
import type { GameLog } from '../../src/core/log.js';
import { botSeed } from '../../src/core/rng.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideOptions, RegicideState } from '../../src/games/regicide/types.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeOptions, ThronfolgeState } from '../../src/games/thronfolge/types.js';
import type { Hinter } from '../../src/table/hint.js';
import { localTable } from '../../src/table/local-table.js';
import { type MatchInfo, singleGame } from '../../src/games/thronfolge/match.js';
import type { RegicideClient, RegicideLog } from '../../src/modules/regicide/index.js';
import { Table } from '../../src/table/table.js';
import type { BotLevel, Opponent, ThronfolgeClient, ThronfolgeLog } from '../../src/modules/thronfolge/index.js';

export interface ClientOptions {
  /** Bot seats and the bot of each (default: none). */
  bots?: Record<number, Bot<unknown, unknown>>;
  botDelayMs?: number;
  /** The autosave; default: collect the logs in `saved`. */
  persist?: (log: GameLog) => void;
  /** Hints and undo, as the CLI's tables offer them. */
  hinter?: Hinter;
  undo?: boolean;
}

function clientOf<C>(table: Table, opts: ClientOptions) {
  const saved: (RegicideLog & ThronfolgeLog)[] = [];
  const bots = new Map(Object.entries(opts.bots ?? {}).map(([seat, bot]) => [Number(seat), bot]));
  const client = localTable(table, {
    bots,
    botDelayMs: opts.botDelayMs ?? 0,
    persist: opts.persist ?? ((log) => saved.push(structuredClone(log) as RegicideLog & ThronfolgeLog)),
    hinter: opts.hinter,
    undo: opts.undo,
  }) as C;
  return { client, table, saved };
}

/** A Regicide game from `seed`; bots named by seat play at `level` (seeded as the CLI seeds them). */
export function regicideGame(options: RegicideOptions, seed: string, opts: ClientOptions & { botSeats?: number[]; level?: 'easy' | 'hard' } = {}) {
  const table = Table.create(regicide, options, seed, { bots: opts.botSeats ?? [] });
  const bots = { ...opts.bots };
  for (const seat of opts.botSeats ?? []) bots[seat] ??= makeRegicideBot(opts.level ?? 'easy', botSeed(seed, seat)) as Bot<unknown, unknown>;
  return clientOf<RegicideClient>(table, { ...opts, bots });
}

/** A Regicide table at a chosen position (the log is taken on trust); `botSeats` are the table's bots. */
export function regicideAt(state: RegicideState, opts: ClientOptions & { botSeats?: number[] } = {}) {
  const log = Table.create(regicide, { players: state.players, variants: state.variants }, 'position', { bots: opts.botSeats ?? [] }).log;
  const bots = { ...opts.bots };
  for (const seat of opts.botSeats ?? []) bots[seat] ??= makeRegicideBot('easy', botSeed('position', seat)) as Bot<unknown, unknown>;
  return clientOf<RegicideClient>(Table.atPosition(regicide, state, log), { ...opts, bots });
}

/** A duel from `seed`; against a bot, the bot plays seat 2. */
export function duelGame(options: ThronfolgeOptions, seed: string, opts: ClientOptions & { vs?: Opponent; bot?: Bot<unknown, unknown>; match?: MatchInfo } = {}) {
  const vs = opts.vs ?? 'bot';
  const table = Table.create(thronfolge, options, seed, { vs, botLevel: 'easy' as BotLevel, match: opts.match ?? singleGame(seed) });
  return clientOf<ThronfolgeClient>(table, { ...opts, bots: vs === 'bot' && opts.bot ? { 2: opts.bot } : opts.bots });
}

/** A duel at a chosen position (the log is taken on trust). */
export function duelAt(state: ThronfolgeState, opts: ClientOptions & { vs?: Opponent; bot?: Bot<unknown, unknown>; match?: MatchInfo } = {}) {
  const vs = opts.vs ?? 'bot';
  const log = Table.create(thronfolge, { first: 1, variants: state.variants }, 'test', { vs, botLevel: 'easy', match: opts.match ?? singleGame('test') }).log;
  return clientOf<ThronfolgeClient>(Table.atPosition(thronfolge, state, log), { ...opts, bots: vs === 'bot' && opts.bot ? { 2: opts.bot } : opts.bots });
}
