// The bots' signals after a jester come from their own view: moving every hidden card (the other
// hands, the tavern's order, the castle's suits) leaves each bot's signal as it was, while its own
// hand decides it. The hard bot's choice of who goes next weighs the signals it heard.
import { describe, expect, it } from 'vitest';
import { makeRegicideBot, REGICIDE_BOT_LEVELS } from '../../src/games/regicide/bots/index.js';
import { regicideSignal, SIGNAL_TRUST, signalWeigher } from '../../src/games/regicide/bots/signal.js';
import { regicide } from '../../src/games/regicide/index.js';
import { netGame } from '../../src/net/wire/games.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import { scenario } from '../regicide/scenario.js';
import { scrambleHidden } from './hidden-cards.js';

/** Positions right after a jester, from games of easy bots with 2 to 4 players. */
function afterJesters(count: number): RegicideState[] {
  const positions: RegicideState[] = [];
  for (let g = 0; positions.length < count && g < 500; g++) {
    const players = 2 + (g % 3);
    let s = regicide.setup(regicide.normalizeOptions({ players, variants: ['extra-jester'] }), `signal-${g}`);
    const bots = Array.from({ length: players }, (_, i) => makeRegicideBot('easy', `signal-${g}-${i}`));
    while (s.outcome === null && s.phase !== 'next') s = regicide.apply(s, bots[s.current].choose(regicide.view(s, s.current + 1), regicide.legalMoves(s)));
    if (s.phase === 'next') positions.push(s);
  }
  return positions;
}

/** After a jester in a three-player game: seat 1 chooses, seat 2 holds `hand`; the enemy has `damage` on it. */
const choosing = (hand: string, damage = 0): RegicideState => ({
  ...scenario({ players: 3, hands: ['5D', hand, '2C 3C'], enemy: 'JC', damage, cancelled: true, played: 'X' }),
  phase: 'next',
});

const positions = afterJesters(40);

describe('Regicide bots signal from their own view', () => {
  it('the same signal, at every level, when only hidden cards differ', () => {
    let seatsChecked = 0;
    const values = new Set<string>();
    for (const s of positions) {
      for (let seat = 1; seat <= s.players; seat++) {
        if (seat === s.current + 1) continue;
        const other = scrambleHidden(s, seat);
        for (const level of REGICIDE_BOT_LEVELS) {
          const bot = makeRegicideBot(level, `signal/${seat}`);
          const said = bot.signal!(regicide.view(s, seat));
          expect(bot.signal!(regicide.view(other, seat)), `${level} bot at seat ${seat}`).toBe(said);
          // A server bot says the same on the message loop, whatever thread it decides on.
          expect(netGame('regicide').botSignal!(regicide.view(s, seat))).toBe(said);
          values.add(String(said));
        }
        seatsChecked++;
      }
    }
    expect(seatsChecked).toBeGreaterThan(60);
    // Not vacuous: both signals occur.
    expect([...values].sort()).toEqual(['go', 'rather-not']);
  });

  it('its own hand decides it: a kill or a good blow it survives says go, a weak hand rather not', () => {
    expect(regicideSignal(regicide.view(choosing('10S 9H'), 2))).toBe('go');
    expect(regicideSignal(regicide.view(choosing('5H', 15), 2))).toBe('go');
    expect(regicideSignal(regicide.view(choosing('2H 3S'), 2))).toBe('rather-not');
    expect(regicideSignal(regicide.view(choosing(''), 2))).toBe('rather-not');
  });

  it("says nothing outside a jester's choice, and never for the chooser", () => {
    const s = choosing('10S 9H');
    expect(regicideSignal(regicide.view(s, 1))).toBeNull();
    expect(regicideSignal(regicide.view({ ...s, phase: 'play' }, 2))).toBeNull();
  });
});

describe('The chooser weighs the signals', () => {
  it('a sampled table counts by how many signals its hands agree with', () => {
    const s = choosing('10S 9H');
    const weigh = signalWeigher({
      window: { at: 1, chooser: 1 },
      signals: [
        { seat: 2, value: 'go' },
        { seat: 3, value: 'rather-not' },
      ],
    })!;
    expect(weigh(s)).toBeCloseTo(SIGNAL_TRUST * SIGNAL_TRUST);
    const told = signalWeigher({ window: { at: 1, chooser: 1 }, signals: [{ seat: 2, value: 'rather-not' }] })!;
    expect(told(s)).toBeCloseTo(1 - SIGNAL_TRUST);
    expect(signalWeigher({ window: null, signals: [] })).toBeNull();
  });

  it('the hard bot decides who goes next differently for some signals, from the same view and seed', () => {
    let changed = 0;
    for (const [k, s] of positions.slice(0, 24).entries()) {
      const chooser = s.current + 1;
      const others = Array.from({ length: s.players }, (_, i) => i + 1).filter((seat) => seat !== chooser);
      const view = regicide.view(s, chooser);
      const legal = regicide.legalMoves(s);
      const choice = (value: 'go' | 'rather-not' | null) =>
        JSON.stringify(
          makeRegicideBot('hard', `choose/${k}`).choose(
            view,
            legal,
            value === null ? undefined : { window: { at: 1, chooser }, signals: others.map((seat, i) => ({ seat, value: i === 0 ? value : value === 'go' ? 'rather-not' : 'go' })) },
          ),
        );
      if (choice('go') !== choice('rather-not')) changed++;
    }
    expect(changed).toBeGreaterThan(0);
  });
});
