// Thronfolge: no game keys behind the size guard, q on the hand-over screen, the full event log.
import { describe, expect, it, vi } from 'vitest';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { duelGame } from './clients.js';
import { KEYS, until, waitFor } from './helpers.js';
import { firstMoveBot, renderSized, resizeTerminal } from './thronfolge-helpers.js';

const SMALL = { columns: 80, rows: 24 };

function duel(vs: 'bot' | 'human') {
  const { client, saved } = duelGame({ first: 1, variants: [] }, 'keys', { vs, bot: firstMoveBot, botDelayMs: 5_000 });
  const onExit = vi.fn();
  const ui = renderSized(<ThronfolgeApp client={client} seating={{ vs, botLevel: 'easy' }} match={singleGame('keys')} savePath="/s.json" armDelayMs={0} onExit={onExit} />, SMALL);
  return { ui, saved, onExit };
}

describe('Thronfolge keys', () => {
  it('ignores game keys while the terminal is too small', async () => {
    const { ui, saved, onExit } = duel('bot');
    resizeTerminal(ui.stdout, { columns: 50, rows: 18 });
    await until(ui.screen, (x) => x.includes('please enlarge'));
    await ui.type('t', KEYS.enter);
    expect(saved).toHaveLength(0);
    await ui.type('q');
    await until(ui.screen, (x) => x.includes('Quit now?'));
    await ui.type('y');
    await waitFor(() => onExit.mock.calls.length > 0);
    expect(onExit).toHaveBeenCalledWith('quit');
  });

  it('opens the quit question on the hand-over screen', async () => {
    const { ui, onExit } = duel('human');
    expect(ui.screen()).toContain('Pass to Player 1');
    await ui.type('q');
    const asked = await until(ui.screen, (x) => x.includes('Quit now?'));
    expect(asked).not.toContain('Your hand');
    await ui.type('n');
    await until(ui.screen, (x) => x.includes('Pass to Player 1'));
    expect(onExit).not.toHaveBeenCalled();
  });

  it('opens the whole event log with v', async () => {
    const { ui } = duel('bot');
    await ui.type('v');
    const s = await until(ui.screen, (x) => x.includes('Event log:'));
    expect(s).toContain('Event log: lines 1–1 of 1');
    expect(s.split('\n').length).toBeLessThan(SMALL.rows);
    await ui.type('v');
    await until(ui.screen, (x) => x.includes('Your hand'));
  });
});
