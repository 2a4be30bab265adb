// A finished two-seat Regicide table as a seat's screen receives it: the last update, the end
// message with its log, and a deal that checked out (for the tests of what a game's end leaves).
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import type { LobbyMessage, WireUpdate } from '../../src/net/wire/messages.js';
import { fakeTable, seat } from './lobby-fixtures.js';
import { finishedLog, watchedPosition } from './watch-fixtures.js';

/** A finished two-seat Regicide table, as seat 1 sees its end. */
export function endedTable(seed: string) {
  const options = { players: 2, variants: [] };
  const log = finishedLog('regicide', options, seed);
  const at = watchedPosition(
    regicide,
    options,
    seed,
    (_legal, played) => regicide.parseMove(log.moves[played]),
    () => false,
  );
  const update: WireUpdate = {
    seat: 1,
    view: regicide.view(at.state as RegicideState, 1),
    legal: [],
    toMove: null,
    movesMade: log.moves.length,
    lastMove: null,
    events: [],
    result: at.publicUpdate.result,
  };
  const lobby: LobbyMessage = {
    code: 'KQX7-2MPD',
    game: 'regicide',
    options,
    seats: [seat(1, 'Ann'), seat(2, 'Bob')],
    started: true,
    over: true,
    toMove: null,
    host: 1,
    seedChosen: false,
    commitment: 'ab'.repeat(32),
    embedded: false,
  };
  const table = fakeTable(lobby, update);
  Object.assign(table, { end: { result: at.publicUpdate.result, log, seed, salt: 's', commitment: 'c', seedChosen: false }, deal: { shown: 'c', matches: true } });
  return { table, log, at };
}
