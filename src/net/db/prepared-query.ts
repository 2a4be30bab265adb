// A hot query built and compiled by Kysely once, then run with new values: building a query
// (its operation nodes, frozen) and compiling it to SQL cost more than SQLite's running it, on
// the paths every daily game and every key proof take. The query is built with a marker in each
// place a value goes (`slots.text('day')`, `slots.number('now')`); compiling it tells where each
// marker landed among the parameters, and a run puts its values there. The SQL is the dialect's
// own (SQLite's `?`, PostgreSQL's `$1`): a prepared query belongs to the database it was built on
// (and runs on that database's transactions too). Only for queries whose shape does not change
// with the values: no lists of varying length, no branches on a value.
import { type Compilable, type CompiledQuery, type Kysely, type QueryResult, createQueryId } from 'kysely';
import type { Tables } from './schema.js';

/** A value a slot takes at a run: the marker's type is only for the builder's checks. */
export type SlotValue = string | number | null;

/** Text markers start with this (no client's text holds a NUL, and no constant of a query does). */
const TEXT_MARK = '\u0000slot\u0000';
/** Number markers count down from here: far from any count, time or score a query names. */
const NUMBER_MARK = Number.MIN_SAFE_INTEGER;

/** The markers a query is built with, named `Names`; each name asked once or more. */
export class Slots<Names extends string> {
  private readonly numbers = new Map<number, Names>();
  private readonly numberOf = new Map<Names, number>();
  private readonly texts = new Set<Names>();

  /** The marker of a text (or any) value; at a run, `values[name]` goes in its place. */
  text(name: Names): string {
    this.texts.add(name);
    return `${TEXT_MARK}${name}`;
  }

  /** The marker of a number value (a column of numbers needs a number to type-check). */
  number(name: Names): number {
    let marker = this.numberOf.get(name);
    if (marker === undefined) {
      marker = NUMBER_MARK + this.numbers.size;
      this.numbers.set(marker, name);
      this.numberOf.set(name, marker);
    }
    return marker;
  }

  /** The slot a compiled parameter is, or undefined for a constant of the query. */
  slotOf(parameter: unknown): Names | undefined {
    if (typeof parameter === 'number') return this.numbers.get(parameter);
    if (typeof parameter !== 'string' || !parameter.startsWith(TEXT_MARK)) return undefined;
    const name = parameter.slice(TEXT_MARK.length);
    for (const known of this.texts) if (known === name) return known;
    return undefined;
  }

  /** Every name handed out as a marker. */
  names(): Names[] {
    return [...this.texts, ...this.numberOf.keys()];
  }
}

/** Where each parameter comes from: a slot's name, or a constant of the query. */
type Place<Names extends string> = { slot: Names } | { constant: unknown };

export class PreparedQuery<R, Names extends string> {
  private readonly compiled: CompiledQuery<R>;
  private readonly places: Place<Names>[];

  constructor(slots: Slots<Names>, query: Compilable<R>) {
    this.compiled = query.compile();
    this.places = this.compiled.parameters.map((parameter): Place<Names> => {
      const slot = slots.slotOf(parameter);
      return slot === undefined ? { constant: parameter } : { slot };
    });
    const placed = new Set(this.places.flatMap((p) => ('slot' in p ? [p.slot] : [])));
    const lost = slots.names().filter((name) => !placed.has(name));
    // A marker Kysely wrote into the SQL itself (or dropped) would take no value: a mistake of the builder.
    if (lost.length > 0) throw new Error(`prepared query: the slots ${lost.join(', ')} are not parameters of ${this.compiled.sql}`);
  }

  /** The SQL, for a test's eyes. */
  get sql(): string {
    return this.compiled.sql;
  }

  /** The query with these values, as Kysely would have compiled it (a fresh query id for its plugins). */
  withValues(values: Readonly<Record<Names, SlotValue>>): CompiledQuery<R> {
    return { ...this.compiled, queryId: createQueryId(), parameters: this.places.map((p) => ('slot' in p ? values[p.slot] : p.constant)) };
  }

  /** Runs it on `db` (the database it was built on, or one of its transactions). */
  execute(db: Kysely<Tables>, values: Readonly<Record<Names, SlotValue>>): Promise<QueryResult<R>> {
    return db.executeQuery(this.withValues(values));
  }

  /** Its rows. */
  async rows(db: Kysely<Tables>, values: Readonly<Record<Names, SlotValue>>): Promise<R[]> {
    return (await this.execute(db, values)).rows;
  }

  /** Its first row, or undefined. */
  async first(db: Kysely<Tables>, values: Readonly<Record<Names, SlotValue>>): Promise<R | undefined> {
    return (await this.execute(db, values)).rows[0];
  }

  /** How many rows it inserted, updated or deleted. */
  async affected(db: Kysely<Tables>, values: Readonly<Record<Names, SlotValue>>): Promise<number> {
    return Number((await this.execute(db, values)).numAffectedRows ?? 0);
  }
}

/** Builds `build`'s query once with the markers of `Names` and compiles it: `prepareQuery<'a' | 'b'>()((slots) => db.…)`. */
export const prepareQuery =
  <Names extends string>() =>
  <R>(build: (slots: Slots<Names>) => Compilable<R>): PreparedQuery<R, Names> => {
    const slots = new Slots<Names>();
    return new PreparedQuery(slots, build(slots));
  };
