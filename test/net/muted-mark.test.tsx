// The board of a networked game marks the seats whose phrases the host muted, as the lobby does:
// on Regicide's seats panel and on the titles of Thronfolge's collections, at every seat (the
// host who muted, the muted player, the others), and only there (the event log names the player
// alone). The mark goes when the host unmutes.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { AnyGame } from '../../src/core/game.js';
import type { WireUpdate } from '../../src/net/wire/messages.js';
import { NetTableApp } from '../../src/ui/net/NetTableApp.js';
import { renderUi, until } from '../ui/helpers.js';
import { commands, fakeTable, lobby, seat } from './lobby-fixtures.js';

/** The opening position of `game` as `mySeat` sees it. */
function opening(game: AnyGame, options: object, mySeat: number): WireUpdate {
  const state = game.setup(game.normalizeOptions(options), 'muted-mark');
  const legal = game.legalMoves(state).map((m) => game.formatMove(m));
  const toMove = game.currentSeat(state) ?? 0;
  return { seat: mySeat, view: game.view(state, mySeat), legal: toMove === mySeat ? legal : [], toMove, movesMade: 0, lastMove: null, events: [], result: null };
}

const tables = {
  regicide: (mySeat: number) =>
    Object.assign(fakeTable({ ...lobby, started: true, seats: [seat(1, 'Ann'), seat(2, 'Bob'), seat(3, 'Cy')] }, opening(regicide, { players: 3, variants: [] }, mySeat)), { seat: mySeat }),
  thronfolge: (mySeat: number) =>
    Object.assign(
      fakeTable({ ...lobby, game: 'thronfolge', options: { first: 1, variants: [] }, started: true, seats: [seat(1, 'Ann'), seat(2, 'Bob')] }, opening(thronfolge, { first: 1, variants: [] }, mySeat)),
      { seat: mySeat, game: 'thronfolge' },
    ),
};

describe('muted seats on the board of a networked game', () => {
  for (const game of ['regicide', 'thronfolge'] as const) {
    for (const mySeat of [1, 2]) {
      it(`${game}, seen from seat ${mySeat}: Bob's seat says his phrases are muted, until the host unmutes`, async () => {
        const table = tables[game](mySeat);
        const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
        await until(r.screen, (s) => s.includes('Your hand'));
        expect(r.screen()).not.toContain('phrases muted');
        table.push({ lobby: { ...table.lobby!, muted: [2] } });
        const marked = await until(r.screen, (s) => s.includes('phrases muted'));
        // One mark, on Bob's line or title; Ann's has none.
        expect(marked.split('\n').filter((l) => l.includes('phrases muted'))).toEqual([expect.stringMatching(/Bob.*· phrases muted/)]);
        table.push({ lobby: { ...table.lobby!, muted: [] } });
        await until(r.screen, (s) => !s.includes('phrases muted'));
        r.unmount();
      });
    }
  }
});
