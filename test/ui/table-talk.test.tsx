// Table talk on the Regicide screen: after a jester the chooser sees every other seat's signal
// beside its hand size (bots signal from their own view), a person at one keyboard gives theirs
// behind the hand-over before the chooser decides (Enter skips it), and a lone person whose
// chooser is elsewhere signals with g and r.
import { describe, expect, it, vi } from 'vitest';
import type { Bot } from '../../src/core/bot.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import type { RegicideView } from '../../src/games/regicide/types.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { card, scenario } from '../regicide/scenario.js';
import { regicideAt } from './clients.js';
import { KEYS, renderUi, until } from './helpers.js';

/** Seat 1 holds a jester (its third card) against a club jack; three players. */
const jesterFirst = () => scenario({ players: 3, hands: ['X 5D 6D', '10S 9H 2C', '2D 3D'], enemy: 'JC', current: 1 });

/** A bot that always signals `value` and plays its first legal move. */
const signalling = (value: 'go' | 'rather-not'): Bot<unknown, unknown> =>
  ({
    ...makeRegicideBot('easy', 'talk'),
    signal: () => value,
    choose: (_v: unknown, legal: readonly unknown[]) => legal[0],
  }) as Bot<unknown, unknown>;

describe('the chooser after a jester', () => {
  it("shows each other seat's signal beside the seats, as the bots gave them", async () => {
    const { client } = regicideAt(jesterFirst(), { bots: { 2: signalling('go'), 3: signalling('rather-not') } });
    const ui = renderUi(<RegicideApp client={client} savePath="/s.json" onExit={vi.fn()} />);
    await ui.type('3', KEYS.enter);
    const s = await until(ui.screen, (x) => x.includes('Who plays next?') && x.includes('rather not'));
    expect(s).toMatch(/Signals: Player 2 would like to go · Player 3 rather not/);
    ui.unmount();
  });

  it('shows them in German too', async () => {
    const { client } = regicideAt(jesterFirst(), { bots: { 2: signalling('go'), 3: signalling('rather-not') } });
    const ui = renderUi(<RegicideApp client={client} savePath="/s.json" onExit={vi.fn()} />, { lang: 'de' });
    await ui.type('3', KEYS.enter);
    const s = await until(ui.screen, (x) => x.includes('Zeichen:') && x.includes('lieber nicht'));
    expect(s).toContain('Spieler 2 würde gern · Spieler 3 lieber nicht');
    ui.unmount();
  });

  it('the hint is asked with the signals (the hard bot weighs them: test/bots/regicide-signal.test.ts)', async () => {
    const heardByHint: unknown[] = [];
    const { client } = regicideAt(jesterFirst(), {
      bots: { 2: signalling('go'), 3: signalling('rather-not') },
      hinter: (u, _before, heard) => {
        heardByHint.push(heard);
        return { move: makeRegicideBot('hard', 'hint').choose(u.view as RegicideView, u.legal as never, heard), text: '' };
      },
    });
    client.submit(1, { type: 'play', cards: [card('X')] } as never);
    await until(
      () => String(client.talk().signals.length),
      (n) => n === '2',
    );
    expect(client.hint!(1)?.move).toMatchObject({ type: 'next' });
    expect(heardByHint).toEqual([
      {
        window: { at: 1, chooser: 1 },
        signals: [
          { seat: 2, value: 'go' },
          { seat: 3, value: 'rather-not' },
        ],
      },
    ]);
  });
});

describe('people at one keyboard signal behind the hand-over', () => {
  it('each other person signals (or skips with Enter) before the chooser sees the signals', async () => {
    const { client, table } = regicideAt(jesterFirst());
    const ui = renderUi(<RegicideApp client={client} savePath="/s.json" armDelayMs={0} onExit={vi.fn()} />);
    await until(ui.screen, (x) => x.includes('Pass to Player 1'));
    await ui.type(KEYS.enter, '3', KEYS.enter);
    // The chooser's jester is down: first seat 2, then seat 3 take their signal step.
    await until(ui.screen, (x) => x.includes('Pass to Player 2'));
    await ui.type(KEYS.enter);
    let s = await until(ui.screen, (x) => x.includes('Would you like to go?'));
    expect(s).toContain('No signal yet (Enter skips)');
    expect(s).toContain('g I would go');
    expect(s).toMatch(/10♠/);
    await ui.type('g');
    await until(ui.screen, (x) => x.includes('Pass to Player 3'));
    await ui.type(KEYS.enter);
    await until(ui.screen, (x) => x.includes('Would you like to go?') && x.includes('3♦'));
    await ui.type(KEYS.enter);
    await until(ui.screen, (x) => x.includes('Pass to Player 1'));
    await ui.type(KEYS.enter);
    s = await until(ui.screen, (x) => x.includes('Who plays next?'));
    expect(s).toContain('Player 2 would like to go · Player 3 no signal');
    // Kept in the log as an annotation, beside the moves.
    expect(table.log.annotations).toEqual([{ at: 1, seat: 2, kind: 'signal', value: 'go' }]);
    await ui.type('2', KEYS.enter);
    await until(ui.screen, (x) => x.includes('Pass to Player 2'));
    ui.unmount();
  });
});
