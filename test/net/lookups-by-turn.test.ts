// Lookups asked by different requests in one turn of the event loop go to the database as one
// query, each caller answered for its own key; the next turn's lookups make a query of their own.
import { describe, expect, it } from 'vitest';
import { lookupsByTurn } from '../../src/net/db/lookups-by-turn.js';

/** Runs each callback as its own I/O-phase task of one loop turn (as requests on different sockets are). */
const inOneTurn = <T>(callbacks: (() => Promise<T>)[]): Promise<T[]> =>
  new Promise((resolve) => {
    const answers: Promise<T>[] = [];
    for (const callback of callbacks) setImmediate(() => answers.push(callback()));
    setImmediate(() => resolve(Promise.all(answers)));
  });

describe('lookups by turn', () => {
  it("ask once for every key of a turn's requests, and answer each its own", async () => {
    const queries: string[][] = [];
    const holderOf = lookupsByTurn<string, string | undefined>((names) => {
      queries.push([...names]);
      return Promise.resolve(names.map((n) => (n === 'ann' ? 'account-1' : undefined)));
    });
    const answers = await inOneTurn([() => holderOf('ann'), () => holderOf('bob'), () => holderOf('ann')]);
    expect(answers).toEqual(['account-1', undefined, 'account-1']);
    expect(queries).toEqual([['ann', 'bob', 'ann']]);
    // Nothing is kept: a later turn asks again (a name claimed meanwhile is seen).
    expect(await holderOf('ann')).toBe('account-1');
    expect(queries).toHaveLength(2);
  });

  it("fail every caller of a query that fails, and the next turn's lookups still run", async () => {
    let down = true;
    const taken = lookupsByTurn<string, boolean>((codes) => (down ? Promise.reject(new Error('the database is away')) : Promise.resolve(codes.map((c) => c === 'ABCD-EFGH'))));
    const why = (e: unknown): string => (e as Error).message;
    const failed = await inOneTurn([() => taken('ABCD-EFGH').catch(why), () => taken('WXYZ-2345').catch(why)]);
    expect(failed).toEqual(['the database is away', 'the database is away']);
    down = false;
    expect(await inOneTurn([() => taken('ABCD-EFGH'), () => taken('WXYZ-2345')])).toEqual([true, false]);
  });
});
