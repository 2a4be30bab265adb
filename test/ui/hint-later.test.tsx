// A hint worked out off the message loop (an SSH session's game): the screen says it is thinking,
// and shows the hint when it comes; one that comes after the table moved on is not shown as if it
// were for the new position, and "thinking" goes.
import { describe, expect, it, vi } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { HintJob } from '../../src/modules/play.js';
import { hintsAwayOf } from '../../src/modules/play.js';
import type { RegicideMove } from '../../src/games/regicide/types.js';
import { regicideModule } from '../../src/modules/regicide/index.js';
import type { Hint } from '../../src/table/hint.js';
import { localTable } from '../../src/table/local-table.js';
import { Table } from '../../src/table/table.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { KEYS, renderUi, until } from './helpers.js';

const SEED = 'ui-test';

/** A hint as a worker would send it (the first legal move; working out the real one takes seconds). */
const hintFor = (job: HintJob): Hint => {
  const move = job.update.legal[0] as RegicideMove;
  return { move, text: regicide.formatMove(move), chance: 0.5, playouts: 8 };
};

function soloAway() {
  const asked: { job: HintJob; answer: (h: Hint | null | 'stale') => void }[] = [];
  const desk = { ask: (job: HintJob) => new Promise<Hint | null | 'stale'>((answer) => asked.push({ job, answer })), drop: () => {} };
  const client = localTable(Table.create(regicide, { players: 1, variants: [] }, SEED), { bots: new Map(), botDelayMs: 0, hintsAway: hintsAwayOf(regicideModule, SEED, desk), undo: true });
  const ui = renderUi(<RegicideApp client={client} savePath="/saves/game.json" onExit={vi.fn()} />);
  return { ui, asked, client };
}

describe('a hint off the loop', () => {
  it('says it is thinking, then shows the hint when it comes', async () => {
    const { ui, asked } = soloAway();
    expect(ui.screen()).toContain('i hint');
    await ui.type('i');
    await until(ui.screen, (x) => x.includes('Ask for a hint?'));
    await ui.type('y');
    await until(ui.screen, (x) => x.includes('Hint: thinking'));
    expect(asked).toHaveLength(1);
    // The job carries the seat's bot seed, never the game's seed.
    expect(JSON.stringify(asked[0].job)).not.toContain(SEED);
    asked[0].answer(hintFor(asked[0].job));
    await until(ui.screen, (x) => /Hint: (play|yield|flip).*\(≈\d+% to win\)/.test(x));
  });

  it('drops an answer that comes after the table moved on', async () => {
    const { ui, asked } = soloAway();
    await ui.type('i');
    await until(ui.screen, (x) => x.includes('Ask for a hint?'));
    await ui.type('y');
    await until(ui.screen, (x) => x.includes('Hint: thinking'));
    const hint = hintFor(asked[0].job);
    // The player plays a card before the hint comes.
    await ui.type('8', KEYS.enter);
    await until(ui.screen, (x) => x.includes('u undo'));
    asked[0].answer(hint);
    await until(ui.screen, (x) => !x.includes('Hint: thinking'));
    expect(ui.screen()).not.toContain('Hint: ');
  });
});
