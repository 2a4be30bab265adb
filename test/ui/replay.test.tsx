// The replay stepper: every hand open, one move at a time, the event log up to the shown move.
import { describe, expect, it, vi } from 'vitest';
import { cardLabel, parseCard } from '../../src/core/cards.js';

const labelOf = (text: string): string => cardLabel(parseCard(text)!);
import { newLog } from '../../src/core/log.js';
import { regicide } from '../../src/games/regicide/index.js';
import { ReplayApp } from '../../src/ui/regicide/ReplayApp.js';
import { replayFrames } from '../../src/table/replay.js';
import { KEYS, renderUi, until } from './helpers.js';
import { LANGS } from '../../src/text/lang.js';
import { SHARED_KEYS } from '../../src/ui/shared/texts/keys.js';
import { SHARED_REPLAY } from '../../src/ui/shared/texts/replay.js';
import { replayHelpRows } from '../../src/ui/shared/ReplayShell.js';
import { ReplayApp as DuelReplayApp } from '../../src/ui/thronfolge/ReplayApp.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';

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

  it("shows what was said at each move: the log's annotations under the move they followed", async () => {
    const log = { ...recordedGame(4), annotations: [{ at: 1, seat: 2, kind: 'phrase' as const, code: 'my-hand', params: { cards: 7 } }] };
    const ui = renderUi(<ReplayApp log={log} stepMs={10} onQuit={() => {}} />);
    expect(ui.screen()).not.toContain('I have 7 cards');
    await ui.type(KEYS.right);
    await until(ui.screen, (s) => s.includes('Player 2: “I have 7 cards”'));
    ui.unmount();
  });

  it('steps once for each arrow of one read (a held key, a paste)', async () => {
    const log = recordedGame(6);
    const ui = renderUi(<ReplayApp log={log} stepMs={10} onQuit={() => {}} />);
    ui.stdin.write(KEYS.right.repeat(3));
    await until(ui.screen, (s) => s.includes(`Move 3 of ${log.moves.length}`));
  });

  it('uses letters for cards with --ascii and German texts with --lang de', () => {
    const ui = renderUi(<ReplayApp log={recordedGame(2)} />, { lang: 'de', ascii: true });
    const s = ui.screen();
    expect(s).toContain('Spielbeginn');
    expect(s).toContain('Spieler 1: ');
    expect(s).not.toMatch(/[♠♥♦♣╭│]/);
  });
});

describe('replay: jump to a move, numbered as the event log numbers it (friction 5)', () => {
  it('a move number and Enter go there; Esc forgets the number; a number past the end goes to the end', async () => {
    const log = recordedGame(12);
    const total = log.moves.length;
    const ui = renderUi(<ReplayApp log={log} />);
    await ui.type('7');
    expect(ui.screen()).toContain(`go to move 7_ of ${total}`);
    await ui.type(KEYS.enter);
    let s = ui.screen();
    expect(s).toContain(`Move 7 of ${total}: Player`);
    // The event log numbers the same move 7, and its last line is move 7's.
    expect(s).toMatch(/^7\. Player \d/m);
    expect(s).not.toMatch(/^8\. /m);
    await ui.type('3', KEYS.escape);
    expect(ui.screen()).toContain(`Move 7 of ${total}`);
    await ui.type('9', '9', KEYS.enter);
    s = ui.screen();
    expect(s).toContain(`Move ${total} of ${total}`);
    await ui.type('0', KEYS.enter);
    expect(ui.screen()).toContain('Start of the game');
    ui.unmount();
  });

  it('speaks German', async () => {
    const log = recordedGame(4);
    const ui = renderUi(<ReplayApp log={log} />, { lang: 'de' });
    await ui.type('2');
    expect(ui.screen()).toContain(`zu Zug 2_ von ${log.moves.length}`);
    await ui.type(KEYS.enter);
    expect(ui.screen()).toContain(`Zug 2 von ${log.moves.length}: Spieler`);
    ui.unmount();
  });

  it('? opens the help of the stepper, made from its key map, in every language; it stops playing on, and q closes it first', async () => {
    const log = recordedGame(6);
    for (const lang of LANGS) {
      const onQuit = vi.fn();
      const ui = renderUi(<ReplayApp log={log} stepMs={10_000} onQuit={onQuit} />, { lang });
      await ui.type(KEYS.right, ' ', '?');
      const help = await until(ui.screen, (s) => s.includes(SHARED_KEYS[lang].sharedKeyHelp.replayNumber[1]));
      // Every key of the stepper with what it does (a long text may wrap: its first words show).
      for (const [key, what] of replayHelpRows(SHARED_KEYS[lang].sharedKeyHelp)) {
        expect(help).toContain(key);
        expect(help).toContain(what.split(' ').slice(0, 2).join(' '));
      }
      // While it is open the stepper's keys do nothing; q closes the help, not the stepper.
      await ui.type(KEYS.right, 'q');
      const after = await until(ui.screen, (s) => !s.includes(SHARED_KEYS[lang].sharedKeyHelp.replayNumber[1]));
      expect(onQuit).not.toHaveBeenCalled();
      expect(after).not.toContain(SHARED_REPLAY[lang].replayPlaying);
      expect(after).toContain(SHARED_REPLAY[lang].replayMove(1, log.moves.length));
      await ui.type('q');
      expect(onQuit).toHaveBeenCalled();
      ui.unmount();
    }
    // Ctrl-C leaves even with the help open.
    const onQuit = vi.fn();
    const ui = renderUi(<ReplayApp log={log} onQuit={onQuit} />);
    await ui.type('?', KEYS.ctrlC);
    expect(onQuit).toHaveBeenCalled();
    ui.unmount();
  });

  it('the duel stepper has the same help', async () => {
    const options = thronfolge.normalizeOptions({ first: 1, variants: [] });
    let state = thronfolge.setup(options, 'replay-help');
    const log = newLog('thronfolge', 'replay-help', options);
    for (let i = 0; i < 4; i++) {
      const move = thronfolge.legalMoves(state)[0];
      log.moves.push(thronfolge.formatMove(move));
      state = thronfolge.apply(state, move);
    }
    const ui = renderUi(<DuelReplayApp log={log} onQuit={() => {}} />);
    await ui.type('?');
    const help = await until(ui.screen, (s) => s.includes('type a move number'));
    expect(help).toContain('this help');
    await ui.type(KEYS.escape);
    await until(ui.screen, (s) => !s.includes('type a move number') && s.includes('? help'));
    ui.unmount();
  });
});
