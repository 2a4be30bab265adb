// The replay stepper: every hand open, one move at a time, the event log up to the shown move.
import { describe, expect, it, vi } from 'vitest';
import { cardLabel, parseCard } from '../../src/core/cards.js';

const labelOf = (text: string): string => cardLabel(parseCard(text)!);
import { newLog } from '../../src/core/log.js';
import { regicide } from '../../src/games/regicide/index.js';
import { ReplayApp } from '../../src/ui/regicide/ReplayApp.js';
import { replayFrames } from '../../src/table/replay.js';
import { KEYS, renderUi } from './helpers.js';

function recordedGame(moves: number) {
  const options = regicide.normalizeOptions({ players: 2 });
  let state = regicide.setup(options, 'replay');
  const log = newLog('regicide', 'replay', options);
  for (let i = 0; i < moves && state.outcome === null; i++) {
    const move = regicide.legalMoves(state)[0];
    log.moves.push(regicide.formatMove(move));
    state = regicide.apply(state, move);
  }
  return log;
}

describe('replay', () => {
  it('shows every hand, steps through the moves and describes each', async () => {
    const log = recordedGame(6);
    const frames = replayFrames(regicide, log);
    const onQuit = vi.fn();
    const ui = renderUi(<ReplayApp log={log} stepMs={10} onQuit={onQuit} />);
    let s = ui.screen();
    expect(s).toContain('Start of the game');
    for (const seat of [0, 1]) {
      expect(s).toContain(`Player ${seat + 1}: `);
      for (const c of frames[0].views[seat].hand) expect(s).toContain(labelOf(c));
    }
    await ui.type(KEYS.right);
    s = ui.screen();
    expect(s).toContain(`Move 1 of ${log.moves.length}: Player 1: play`);
    expect(s).toMatch(/Player 1 plays .*: .*deals/);
    await ui.type(KEYS.end);
    s = ui.screen();
    expect(s).toContain(`Move ${log.moves.length} of ${log.moves.length}`);
    for (const seat of [0, 1]) for (const c of frames.at(-1)!.views[seat].hand) expect(s).toContain(labelOf(c));
    await ui.type('q');
    expect(onQuit).toHaveBeenCalled();
  });

  it('uses letters for cards with --ascii and German texts with --lang de', () => {
    const ui = renderUi(<ReplayApp log={recordedGame(2)} />, { lang: 'de', ascii: true });
    const s = ui.screen();
    expect(s).toContain('Spielbeginn');
    expect(s).toContain('Spieler 1: ');
    expect(s).not.toMatch(/[♠♥♦♣╭│]/);
  });
});
