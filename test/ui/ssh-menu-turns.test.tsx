// The SSH menu's count of the tables waiting for the player's move (issue 30): fed from the game
// server's own list of the account's tables (sessionTurns over sessionTablesRead, as "Your tables"
// reads it), asked again while the menu is up; a rise while the player sits in the menu is one
// terminal notification on the session's channel, none at first sight, none for a fall.
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { sessionTablesRead, sessionTurns } from '../../src/cli/ssh/ssh-tables.js';
import { TurnNoticeRoot, type TurnNoticeSettings } from '../../src/ui/shared/use-turn-notice.js';
import { MenuApp, type MenuFacts, type MenuGame } from '../../src/ui/ssh/MenuApp.js';
import { until } from './helpers.js';
import { mine } from '../net/tables-fake.js';

const ITERM: TurnNoticeSettings = { notify: true, env: { TERM_PROGRAM: 'iTerm.app' }, ownTerminal: false };
const HOUR = 3_600_000;
/** React has drawn a state set from outside it, with its effects: a few turns of the event loop, not a time. */
const rendered = async (): Promise<void> => {
  for (let i = 0; i < 50; i++) await new Promise((r) => setImmediate(r));
};

const game: MenuGame = {
  id: 'high-card',
  title: 'High card',
  tables: { seats: [2, 4], friends: true },
  solo: false,
  unfinishedSolo: false,
  rules: () => 'RULES',
  stats: () => 'statistics',
  daily: null,
  lessons: null,
};

/** One table of the account's as the server's list has it: its move or not. */
const table = (code: string, yourTurn: boolean) => mine(code, { toMove: yourTurn ? 1 : 2, yourTurn, deadline: Date.now() + 40 * HOUR });

describe('the SSH menu told of tables waiting for the player', () => {
  it('counts the tables whose move is the account’s, asking again while the menu is up', async () => {
    let answer = [table('AAAA-2222', true), table('BBBB-3333', false)];
    const asked: string[] = [];
    const source = (account: string): Promise<unknown> => (asked.push(account), Promise.resolve({ now: Date.now(), tables: answer }));
    const counts: number[] = [];
    const stop = sessionTurns(sessionTablesRead(source, 'acc-1', '127.0.0.1:1'), 20)((n) => counts.push(n));
    await until(
      () => counts.join(','),
      (s) => s.startsWith('1'),
    );
    answer = [table('AAAA-2222', true), table('BBBB-3333', true)];
    await until(
      () => counts.join(','),
      (s) => s.includes('2'),
    );
    stop();
    expect(new Set(asked)).toEqual(new Set(['acc-1']));
    // A nonsense answer tells nothing (the count stays as it was), however often it is asked.
    const none: number[] = [];
    let reads = 0;
    const stop2 = sessionTurns(
      sessionTablesRead(() => (reads++, Promise.resolve({ nonsense: true })), 'acc-1', 'x'),
      20,
    )((n) => none.push(n));
    await until(
      () => String(reads),
      (s) => Number(s) >= 3,
    );
    stop2();
    expect(none).toEqual([]);
  });

  it('notifies once when the count rises while the menu is up, not at first sight nor for a fall', async () => {
    let listener: (n: number) => void = () => {};
    const facts: MenuFacts = {
      name: 'ada',
      identified: true,
      games: [game],
      notice: null,
      lobby: true,
      tables: true,
      account: { name: 'ada' },
      turns: (l) => ((listener = l), () => {}),
    };
    const r = render(
      <TurnNoticeRoot settings={ITERM}>
        <MenuApp facts={facts} lang="en" ascii={false} onExit={() => {}} />
      </TurnNoticeRoot>,
    );
    const notices = (): string[] => r.stdout.frames.filter((f) => f.startsWith('\u001b]9;'));
    await until(
      () => r.lastFrame() ?? '',
      (s) => s.includes('High card'),
    );
    // Each rise is waited for; a notice at first sight or for the fall would show up as one too many.
    listener(1);
    await rendered();
    listener(2);
    await until(
      () => notices().join('|'),
      (s) => s.length > 0,
    );
    listener(1);
    await rendered();
    listener(3);
    await until(
      () => String(notices().length),
      (s) => Number(s) >= 2,
    );
    expect(notices()).toHaveLength(2);
    expect(notices()[0]).toContain('2');
    expect(notices()[1]).toContain('3');
    r.unmount();
  });
});
