// Thronfolge: no game keys behind the size guard, q on the hand-over screen, the full event log.
import { describe, expect, it, vi } from 'vitest';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { newSession } from '../../src/ui/thronfolge/session.js';
import { singleGame } from '../../src/ui/thronfolge/match.js';
import { KEYS, sleep } from './helpers.js';
import { firstMoveBot, renderSized, resizeTerminal } from './thronfolge-helpers.js';

const SMALL = { columns: 80, rows: 24 };

function duel(vs: 'bot' | 'human') {
  const initial = newSession({ first: 1, variants: [] }, 'keys', { vs, botLevel: 'easy', match: singleGame('keys') });
  const saved: unknown[] = [];
  const onExit = vi.fn();
  const ui = renderSized(
    <ThronfolgeApp initial={initial} seating={{ vs, botLevel: 'easy' }} bot={vs === 'bot' ? firstMoveBot : null} persist={(l) => saved.push(l)} savePath="/s.json" botDelayMs={5_000} armDelayMs={0} onExit={onExit} />,
    SMALL,
  );
  return { ui, saved, onExit };
}

describe('Thronfolge keys', () => {
  it('ignores game keys while the terminal is too small', async () => {
    const { ui, saved, onExit } = duel('bot');
    resizeTerminal(ui.stdout, { columns: 70, rows: 20 });
    await sleep(30);
    expect(ui.screen()).toContain('please enlarge');
    await ui.type('t', KEYS.enter);
    expect(saved).toHaveLength(0);
    await ui.type('q', 'y');
    expect(onExit).toHaveBeenCalledWith('quit');
  });

  it('opens the quit question on the hand-over screen', async () => {
    const { ui, onExit } = duel('human');
    expect(ui.screen()).toContain('Pass to Player 1');
    await ui.type('q');
    expect(ui.screen()).toContain('Quit now?');
    expect(ui.screen()).not.toContain('Your hand');
    await ui.type('n');
    await sleep(20);
    expect(ui.screen()).toContain('Pass to Player 1');
    expect(onExit).not.toHaveBeenCalled();
  });

  it('opens the whole event log with v', async () => {
    const { ui } = duel('bot');
    await ui.type('v');
    const s = ui.screen();
    expect(s).toContain('Event log: lines 1–1 of 1');
    expect(s.split('\n').length).toBeLessThan(SMALL.rows);
    await ui.type('v');
    expect(ui.screen()).toContain('Your hand');
  });
});
