// The end of a duel: the breakdown per category for both players, what decided it (tie-breaks
// included), the result, the log file and replay command; match play with its tally and the
// loser starting the next game.
import { describe, expect, it, vi } from 'vitest';
import { decideByScore, scoreBoth, thronfolge } from '../../src/games/thronfolge/index.js';
import type { Seat, ThronfolgeResult, ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { EndScreen } from '../../src/ui/thronfolge/EndScreen.js';
import { MatchApp, type GameSlot } from '../../src/ui/thronfolge/MatchApp.js';
import { newMatch, nextFirst, seedOfGame, seedOfNextGame } from '../../src/ui/thronfolge/match.js';
import { newSession, type MatchInfo, type ThronfolgeLog, type ThronfolgeSession } from '../../src/ui/thronfolge/session.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { KEYS, sleep, until } from './helpers.js';
import { cardsOf, firstMoveBot, fits, playUntil, renderSized, sessionOf } from './thronfolge-helpers.js';

const SMALL = { columns: 80, rows: 24 };
const ARM_MS = 100;
const TITLES: [string, string] = ['Player 1 (you)', 'Player 2 (bot)'];
const ONE_GAME: MatchInfo = { games: 1, game: 1, seed: 's', wins: [0, 0], shared: 0 };

function scored(first: string, second: string): ThronfolgeResult {
  const { winner, shared, tieBreak, scores, breakdown } = decideByScore(cardsOf(first), cardsOf(second));
  return { winner, shared, reason: 'score', scores, breakdown, tieBreak };
}

function end(result: ThronfolgeResult, extra: { match?: MatchInfo; nextStarter?: Seat | null; humanSeat?: Seat | null; onNext?: () => void; onLeave?: () => void } = {}, settings = {}) {
  return renderSized(
    <EndScreen
      result={result}
      titles={TITLES}
      humanSeat={extra.humanSeat === undefined ? 1 : extra.humanSeat}
      match={extra.match ?? ONE_GAME}
      nextStarter={extra.nextStarter ?? null}
      savePath="/saves/duel.json"
      width={79}
      onNext={extra.onNext}
      onLeave={extra.onLeave ?? (() => {})}
      armDelayMs={0}
    />,
    SMALL,
    settings,
  );
}

describe('end screen', () => {
  it('ends a finished duel with both breakdowns, the reason, the log and the replay command', () => {
    const final = playUntil(thronfolge.setup({ first: 1, variants: [] }, 'end-1'), () => false);
    const result = final.result!;
    const ui = renderSized(
      <ThronfolgeApp initial={sessionOf(final)} seating={{ vs: 'bot', botLevel: 'easy' }} bot={firstMoveBot} persist={() => {}} savePath="/saves/duel.json" botDelayMs={0} onExit={() => {}} />,
      SMALL,
    );
    const s = ui.screen();
    expect(fits(s, SMALL)).toBe(true);
    const [a, b] = result.breakdown;
    expect(s).toContain('Game over — ');
    expect(s).toMatch(/Category\s+Player 1 \(you\)\s+Player 2 \(bot\)/);
    expect(s).toMatch(new RegExp(`Families\\s+${a.families}\\s+${b.families}`));
    expect(s).toMatch(new RegExp(`Sets \\(5 each\\)\\s+${a.setCount} × 5 = ${a.sets}\\s+${b.setCount} × 5 = ${b.sets}`));
    expect(s).toMatch(new RegExp(`Crowns\\s+${a.crowns}\\s+${b.crowns}`));
    expect(s).toMatch(new RegExp(`Total\\s+${a.total}\\s+${b.total}`));
    expect(s).toContain('Game log: /saves/duel.json');
    expect(s).toContain('npx thronfolge replay /saves/duel.json');
    expect(s).toContain('q or Enter: leave');
  });

  it('shows the followers per family with the points of each majority', () => {
    const result = scored('2S 5S 7S 4H AC 3C JD 10S QC', '3S 2H 6H 2D 4C 9S');
    const [a, b] = scoreBoth(cardsOf('2S 5S 7S 4H AC 3C JD 10S QC'), cardsOf('3S 2H 6H 2D 4C 9S'));
    const s = end(result).screen();
    expect(s).toMatch(/♠ followers\s+3  \+8\s+1\s/);
    expect(s).toMatch(/♥ followers\s+1\s+2  \+7/);
    expect(s).toMatch(/♦ followers\s+0\s+1  \+6/);
    expect(s).toMatch(/♣ followers\s+2  \+5\s+1\s/);
    expect(s).toMatch(/Favour\s+\+5\s+0/);
    expect(s).toMatch(/Betrayal\s+−3\s+−1/);
    expect(s).toMatch(new RegExp(`Total\\s+${a.total}\\s+${b.total}`));
    expect(s).toContain(a.total > b.total ? 'You win!' : 'Player 2 wins.');
  });

  it('names the tie-break that decided equal scores', () => {
    // 8 : 8 — the ♠ majority against ♦ plus a favour; more ♠ followers decide.
    const spades = scored('2S 3S', '2D JH');
    expect(spades.scores).toEqual([8, 8]);
    expect(spades.tieBreak).toBe('spades');
    const s = end(spades).screen();
    expect(s).toContain('Game over — You win!');
    expect(s).toContain('Equal scores: more ♠ followers decided.');

    // 6 : 6 — ♥ against ♦ with a betrayal; ♠ followers level, more ♥ followers decide.
    const hearts = scored('AS 2H 9S', '2S AD');
    expect(hearts.tieBreak).toBe('hearts');
    expect(end(hearts, { humanSeat: null }).screen()).toContain('Equal scores and ♠: more ♥ followers decided.');
  });

  it('calls a complete tie a shared victory, and a crown win by its name', () => {
    const shared = scored('AS', '2S');
    expect(shared.shared).toBe(true);
    const s = end(shared).screen();
    expect(s).toContain('A shared victory: both win.');
    expect(s).toContain('Equal in score, every family and crowns: nothing decided.');

    const crowns: ThronfolgeResult = { ...scored('KS KD KC', '2S'), winner: 2, reason: 'crowns', tieBreak: null };
    const c = end(crowns).screen();
    expect(c).toContain('Game over — Player 2 wins.');
    expect(c).toContain('Decided by three crowns in one collection.');
  });

  it('shows the match tally and who starts next; Enter starts the next game', async () => {
    const onNext = vi.fn();
    const onLeave = vi.fn();
    const result = scored('2S 3S', 'AD');
    const ui = end(result, { match: { games: 3, game: 1, seed: 's', wins: [1, 0], shared: 0 }, nextStarter: 2, onNext, onLeave });
    expect(ui.screen()).toContain('Match after game 1 of 3: Player 1 1 · Player 2 0');
    expect(ui.screen()).toContain('Next game: Player 2 starts.');
    expect(ui.screen()).toContain('Enter: next game');
    await ui.type(KEYS.enter);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onLeave).not.toHaveBeenCalled();

    const last = end(result, { match: { games: 3, game: 3, seed: 's', wins: [2, 1], shared: 0 }, onLeave });
    expect(last.screen()).toContain('Player 1 wins the match.');
    await last.type(KEYS.enter);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});

describe('match play', () => {
  it('after a shared victory the seat that did not start round 1 starts', () => {
    const shared = scored('AS', '2S');
    expect(nextFirst(shared, 1)).toBe(2);
    expect(nextFirst(shared, 2)).toBe(1);
    expect(nextFirst(scored('2S 3S', 'AD'), 1)).toBe(2);
    expect(nextFirst(scored('AD', '2S 3S'), 2)).toBe(1);
    expect(seedOfGame('42', 1)).toBe('42');
    expect(seedOfGame('42', 3)).toBe('42-g3');
  });

  it('derives later games from the match seed only when the user chose it', () => {
    const fresh = () => '777';
    expect(seedOfNextGame('42', 1, false, fresh)).toBe('42');
    expect(seedOfNextGame('42', 2, true, fresh)).toBe('42-g2');
    // A random match seed is public once game 1 ends: game 2 must not follow from it.
    expect(seedOfNextGame('42', 2, false, fresh)).toBe('777');
    expect(seedOfNextGame('42', 3, false, fresh)).toBe('777');
  });

  it('plays into the next game: new seed, the loser starts, the tally carries over, its own save', async () => {
    // A duel one move from its end, with seat 1 to make that move.
    let before: ThronfolgeState | null = null;
    for (let n = 1; before === null && n < 50; n++) {
      const start = thronfolge.setup({ first: 1, variants: [] }, `m-${n}`);
      const s = playUntil(start, (x) => x.current === 0 && thronfolge.apply(x, thronfolge.legalMoves(x)[0]).result !== null);
      if (s.result === null) before = s;
    }
    const match = newMatch('m', 2);
    const first: GameSlot = { session: { ...sessionOf(before!, 'bot', match) }, savePath: '/saves/g1.json', resumed: false, persist: () => {} };
    const saved: ThronfolgeLog[] = [];
    let finishedWith: ThronfolgeSession | null = null;
    const ui = renderSized(
      <MatchApp
        first={first}
        seating={{ vs: 'bot', botLevel: 'easy' }}
        botFor={() => firstMoveBot}
        startNext={(finished) => {
          finishedWith = finished;
          const result = finished.state.result!;
          const session = newSession({ first: nextFirst(result, (finished.state.firstStarter + 1) as Seat), variants: [] }, seedOfGame('m', 2), {
            vs: 'bot',
            botLevel: 'easy',
            match: { ...match, game: 2, wins: [result.winner === 1 ? 1 : 0, result.winner === 2 ? 1 : 0], shared: result.shared ? 1 : 0 },
          });
          return { session, savePath: '/saves/g2.json', resumed: false, persist: (l) => saved.push(l) };
        }}
        botDelayMs={0}
        armDelayMs={ARM_MS}
        onExit={() => {}}
      />,
      { columns: 100, rows: 30 },
    );
    await ui.type(thronfolge.legalMoves(before!)[0].type === 'take' ? 't' : KEYS.enter);
    const s = await until(ui.screen, (x) => x.includes('Game over'));
    const result = (finishedWith as ThronfolgeSession | null)!.state.result!;
    expect(s).toContain('Match after game 1 of 2');
    const loser = result.winner === 1 ? 2 : 1;
    expect(s).toContain(`Next game: Player ${result.shared ? 2 : loser} starts.`);
    // An Enter typed as the end screen appears does not skip it.
    await ui.type(KEYS.enter);
    expect(ui.screen()).toContain('Game over');
    await sleep(ARM_MS + 30);
    await ui.type(KEYS.enter);
    const next = await until(ui.screen, (x) => x.includes('Round 1/4'));
    expect(next).toContain('Game 2/2');
    expect(next).toContain(`start: Player ${result.shared ? 2 : loser}`);
    if ((result.shared ? 2 : loser) === 1) {
      await ui.type('t');
      expect(saved.at(-1)!.moves).toEqual(['take']);
      expect(saved.at(-1)!.seed).toBe('m-g2');
    }
  });
});
