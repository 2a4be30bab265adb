// Commands printed on an SSH session's terminal: a local command (replay a file on the server,
// `--resume`, `tables`) is not the player's to run there, so the screens say what the session
// offers instead — the log kept with the key's saves, the menu's Continue and Your tables — and a
// guest, whose games are kept nowhere, is promised nothing.
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { watchClient } from '../../src/net/client/watch-client.js';
import { NetTableApp, type NetExit } from '../../src/ui/net/NetTableApp.js';
import { watchedNames } from '../../src/ui/net/watch-entry.js';
import { WatchApp } from '../../src/ui/net/WatchApp.js';
import { REGICIDE_WATCH } from '../../src/ui/regicide/watch-board.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { OverSsh } from '../../src/ui/shared/over-ssh.js';
import { SeatNamesProvider } from '../../src/ui/shared/seat-names.js';
import { regicideGame } from '../ui/clients.js';
import { KEYS, renderUi, until } from '../ui/helpers.js';
import { commands, fakeTable, lobby, seat } from './lobby-fixtures.js';
import { endedTable } from './ended-table.js';
import { fakeWatchTable, finishedLog, watchedPosition, watchLobby } from './watch-fixtures.js';

const KEPT = "The game's log is kept with your key's saves on this server; your statistics count it.";
const onSsh = (node: ReactElement) => <OverSsh.Provider value={true}>{node}</OverSsh.Provider>;

describe('a networked game’s end on an SSH session', () => {
  it('a key’s player: the end screen and the line left say where the log is kept, with no replay command', async () => {
    const { table } = endedTable('ssh-end-1');
    const onExit = vi.fn<(exit: NetExit) => void>();
    const r = renderUi(onSsh(<NetTableApp table={table} joinLine={null} savePath="/srv/data/players/ab/regicide/net.json" commands={commands} onExit={onExit} />));
    const s = await until(r.screen, (x) => x.includes('q/Enter leave'), 5000);
    expect(s.replace(/\s+/g, ' ')).toContain(KEPT);
    expect(s).not.toContain('npx');
    expect(s).not.toContain('/srv/data');
    await r.type('q');
    const line = onExit.mock.calls[0]?.[0].line ?? '';
    expect(line).toMatch(/Enemies defeated: \d+ of 12/);
    expect(line.split('\n').at(-1)).toBe(KEPT);
    expect(line).not.toContain('replay');
    r.unmount();
  });

  it('a guest (no log kept): the result only, in German too', async () => {
    const { table } = endedTable('ssh-end-2');
    const onExit = vi.fn<(exit: NetExit) => void>();
    const r = renderUi(onSsh(<NetTableApp table={table} joinLine={null} savePath="" commands={commands} onExit={onExit} />), { lang: 'de' });
    await until(r.screen, (x) => x.includes('q/Enter beenden'), 5000);
    await r.type('q');
    const line = onExit.mock.calls[0]?.[0].line ?? '';
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toMatch(/Besiegte Gegner: \d+ von 12/);
    r.unmount();
  });
});

describe('a turn-based table on an SSH session', () => {
  it('the quit question points to the menu for the tables, not to a tables command', async () => {
    const state = regicide.setup({ players: 3, variants: [] }, 'ssh-turn-quit');
    const legal = regicide.legalMoves(state).map((m) => regicide.formatMove(m));
    const update = { seat: 1, view: regicide.view(state, 1), legal, toMove: 1, movesMade: 0, lastMove: null, events: [], result: null };
    const table = fakeTable({ ...lobby, started: true, turnBased: true, moveHours: 48, seats: [seat(1, 'Ann'), seat(2, 'Bob'), seat(3, 'Cy')] }, update);
    const r = renderUi(onSsh(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />));
    await until(r.screen, (s) => s.includes('Your hand'), 5000);
    await r.type('q');
    const frame = (await until(r.screen, (s) => s.includes('Quit now?'))).replace(/[│╭╮╰╯─]/g, ' ').replace(/\s+/g, ' ');
    expect(frame).toContain('your tables: in the menu');
    expect(frame).not.toContain('npx');
    r.unmount();
  });
});

describe('watching on an SSH session', () => {
  it('the end names no file of the server and no command', async () => {
    const options = { players: 2, variants: [] };
    const log = finishedLog('regicide', options, 'ssh-watch-1');
    const end = watchedPosition(
      regicide,
      options,
      'ssh-watch-1',
      (_legal, played) => regicide.parseMove(log.moves[played]),
      () => false,
    );
    const table = fakeWatchTable({ lobby: watchLobby('regicide', ['Ann', 'Bob']), publicUpdate: end.publicUpdate, history: end.history });
    const client = watchClient(table, regicide);
    const onExit = vi.fn();
    const r = renderUi(
      onSsh(
        <SeatNamesProvider names={watchedNames(client)}>
          <WatchApp client={client} screens={REGICIDE_WATCH} code="KQX7-2MPD" name="Eve" savePath="/srv/data/w.json" replayCommand="ssh -p 2222 example.org" onExit={onExit} />
        </SeatNamesProvider>,
      ),
    );
    const result = end.publicUpdate.result;
    table.push(
      { end: { result, log, seed: 'ssh-watch-1', salt: 'x', commitment: 'y', seedChosen: false }, status: 'closed' },
      { kind: 'end', end: { result, log, seed: '', salt: '', commitment: '', seedChosen: false } },
    );
    const s = await until(r.screen, (x) => x.includes('r replay'), 5000);
    expect(s).not.toContain('/srv/data');
    await r.type('q');
    expect(onExit).toHaveBeenCalledWith({ code: 0, line: KEPT });
    r.unmount();
  });
});

describe('a game of one on an SSH session', () => {
  it('the quit question sends a key’s player to the menu, not to --resume; a guest is told nothing is kept', async () => {
    for (const [savePath, note] of [
      ['/srv/data/players/ab/regicide/game.json', 'continue it later from the menu (c)'],
      ['', 'A guest’s games are not kept'],
    ]) {
      const { client } = regicideGame({ players: 1, variants: [] }, 'ui-test');
      const r = renderUi(onSsh(<RegicideApp client={client} savePath={savePath} onExit={() => {}} />));
      // Seed "ui-test": 2♥ 2♣ are cards 4 and 5; after a move the game has a save.
      await r.type('4', '5', KEYS.enter);
      await until(r.screen, (x) => x.includes('Player 1 plays 2♥+2♣'));
      await r.type('q');
      const s = (await until(r.screen, (x) => x.includes('Quit now?'))).replace(/\s+/g, ' ');
      expect(s).toContain(note);
      expect(s).not.toContain('--resume');
      r.unmount();
    }
  });
});
