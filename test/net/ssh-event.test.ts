// The week's team event over SSH (issue 31): an account's menu has its row after the ladder;
// chosen, the week's page shows the ranking and the deals (as `regicide event` prints them), and a
// player count opens a table of the week's deal whose waiting room says plainly it is the event's
// (the session chose it as one, so its sealed end is believed); j joins a teammate's table by its
// code, as `join --event` does. ssh2's client with a pty, as a player's terminal would be.
import { describe, expect, it } from 'vitest';
import { isoWeekOf } from '../../src/net/events/event-week.js';
import { newPlayerKey, pollUntil } from './ssh-helpers.js';
import { useSshServe } from './ssh-fixture.js';

const ssh = useSshServe();

describe("the SSH menu's team event", () => {
  it('shows the week, opens a table of its deal as the event, and a teammate joins it by code as the event', async () => {
    const week = isoWeekOf(Date.now());
    const ada = await ssh.connect({ key: newPlayerKey(), user: 'ada' });
    await ada.waitFor('Enter start');
    // Up from the first row: quit, statistics, rules, then the week's team event (the menu of an
    // account is taller than 24 rows: it shows the rows around the cursor, Quit below at first).
    await ada.type('k', 'k', 'k', 'k');
    await ada.waitFor(/›?.*This week’s Regicide team event/);
    await ada.type('\r');
    const page = await ada.waitFor(`week ${week}`);
    expect(page).toContain('Ranking');
    expect(page.replace(/\s+/g, ' ')).toContain('2 3 4: open a table of the week’s deal for that many');
    await ada.type('2');
    const room = await ada.waitFor(`Team event table, week ${week}`, 60_000);
    expect(room.replace(/\s+/g, ' ')).toContain('results sealed until');
    const code = /([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(room)?.[1];
    expect(code).toBeDefined();

    const ben = await ssh.connect({ key: newPlayerKey(), user: 'ben' });
    await ben.waitFor('Enter start');
    await ben.type('k', 'k', 'k', 'k', '\r');
    await ben.waitFor(`week ${week}`);
    await ben.type('j');
    await ben.waitFor('Code of the table');
    const from = ben.output.length;
    await ben.type(...code!.split(''), '\r');
    // Joined knowingly: what the session draws says what the table is, never that only the server
    // says so. The second seat fills the table and the game may begin before the waiting room is
    // drawn at all, so everything drawn since the code is read: the room, or the game's board.
    const drawn = (): string => ben.output.slice(from);
    await pollUntil('the event table’s waiting room or its game', () => drawn().includes(`Team event table, week ${week}`) || drawn().includes('The game begins'));
    expect(drawn()).not.toContain('you did not join it as one');
    await ada.waitFor(/ben|Ben/);
  }, 90_000);
});
