// The end of a duel: the breakdown per category for both players, what decided it (tie-breaks
// included), the result, the log file and replay command; match play with its tally and the
// loser starting the next game.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { decideByScore, scoreBoth, thronfolge } from '../../src/games/thronfolge/index.js';
import type { Seat, ThronfolgeResult, ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { newMatch, nextFirst, seedOfGame, seedOfNextGame, singleGame } from '../../src/games/thronfolge/match.js';
import type { SaveStore } from '../../src/store/save-store.js';
import type { MatchInfo } from '../../src/games/thronfolge/match.js';
import { type DuelGame, nextDuel } from '../../src/modules/thronfolge/duel.js';
import type { ThronfolgeLog } from '../../src/modules/thronfolge/index.js';
import { EndScreen } from '../../src/ui/thronfolge/EndScreen.js';
import { MatchApp } from '../../src/ui/thronfolge/MatchApp.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { duelAt } from './clients.js';
import { KEYS, until, waitFor } from './helpers.js';
import { cardsOf, firstMoveBot, fits, playUntil, renderSized } from './thronfolge-helpers.js';

const SMALL = { columns: 80, rows: 24 };
// Long enough that the hurried Enter below comes before the end screen takes keys, even on a busy
// machine (preparing the next game at the end of one can hold the event loop for a moment).
const ARM_MS = 1000;
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
  it('ends a finished duel with both breakdowns, the reason, the log and the replay command', async () => {
    const final = playUntil(thronfolge.setup({ first: 1, variants: [] }, 'end-1'), () => false);
    const result = final.result!;
    const { client } = duelAt(final, { bot: firstMoveBot });
    const onExit = vi.fn();
    const ui = renderSized(<ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={singleGame('test')} savePath="/saves/duel.json" onExit={onExit} />, SMALL);
    // The keys show once they count.
    const s = await until(ui.screen, (x) => x.includes('q/Enter leave'));
    expect(fits(s, SMALL)).toBe(true);
    const [a, b] = result.breakdown;
    expect(s).toContain('Game over — ');
    expect(s).toMatch(/Category\s+Player 1 \(you\)\s+Player 2 \(bot\)/);
    expect(s).toMatch(new RegExp(`Families\\s+${a.families}\\s+${b.families}`));
    expect(s).toMatch(new RegExp(`Sets \\(5 each\\)\\s+${a.setCount} × 5 = ${a.sets}\\s+${b.setCount} × 5 = ${b.sets}`));
    expect(s).toMatch(new RegExp(`Total\\s+${a.total}\\s+${b.total}`));
    expect(s).toMatch(new RegExp(`Crowns \\(no points\\)\\s+${a.crowns} of 3\\s+${b.crowns} of 3`));
    expect(s).toContain('Watch it again with:');
    expect(s).toContain('npx thronfolge replay /saves/duel.json');
    await ui.type(KEYS.enter);
    await until(
      () => String(onExit.mock.calls.length),
      (n) => n !== '0',
    );
    expect(onExit).toHaveBeenCalledWith('over');
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
    // The keys show once they count.
    await until(ui.screen, (x) => x.includes('Enter: next game'));
    expect(ui.screen()).toContain('Match after game 1 of 3: Player 1 1 · Player 2 0');
    expect(ui.screen()).toContain('Next game: Player 2 starts.');
    await ui.type(KEYS.enter);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onLeave).not.toHaveBeenCalled();

    const last = end(result, { match: { games: 3, game: 3, seed: 's', wins: [2, 1], shared: 0 }, onLeave });
    await until(last.screen, (x) => x.includes('q/Enter leave'));
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
    const { client, table } = duelAt(before!, { bot: firstMoveBot, match });
    const first: DuelGame = { table: table as unknown as DuelGame['table'], client, savePath: '/saves/g1.json', resumed: false, vs: 'bot', botLevel: 'easy', match, persist: () => {} };
    // The next game is prepared as the CLI prepares it; its save goes to a scratch folder.
    const nextSave = join(mkdtempSync(join(tmpdir(), 'thronfolge-match-')), 'g2.json');
    const host = { store: { newSavePath: () => nextSave } as unknown as SaveStore, botDelayMs: 0, texts: { noUnfinished: () => '', cannotResume: () => '', alreadyOver: () => '' } };
    let finishedWith: DuelGame | null = null;
    const ui = renderSized(
      <MatchApp
        first={first}
        startNext={(finished) => {
          finishedWith = finished;
          return nextDuel(finished, { seedGiven: true }, host);
        }}
        armDelayMs={ARM_MS}
        onExit={() => {}}
      />,
      { columns: 100, rows: 30 },
    );
    // The last move, and a hurried Enter right behind it as the end screen appears.
    await ui.type(thronfolge.legalMoves(before!)[0].type === 'take' ? 't' : KEYS.enter, KEYS.enter);
    // That Enter did not skip the end screen: it is still there once its keys count.
    const s = await until(ui.screen, (x) => x.includes('Enter: next game'));
    expect(s).toContain('Game over');
    expect(finishedWith).toBe(first);
    const result = first.table.result() as ThronfolgeResult;
    expect(s).toContain('Match after game 1 of 2');
    const loser = result.winner === 1 ? 2 : 1;
    expect(s).toContain(`Next game: Player ${result.shared ? 2 : loser} starts.`);
    // The next game has its own save from the start: the match's next seed, the tally so far.
    const saved = JSON.parse(readFileSync(nextSave, 'utf8')) as ThronfolgeLog;
    expect(saved.seed).toBe('m-g2');
    expect(saved.match).toMatchObject({ games: 2, game: 2, wins: [result.winner === 1 && !result.shared ? 1 : 0, result.winner === 2 && !result.shared ? 1 : 0], shared: result.shared ? 1 : 0 });
    expect((saved.options as { first: Seat }).first).toBe(result.shared ? 2 : loser);
    await ui.type(KEYS.enter);
    const next = await until(ui.screen, (x) => x.includes('Round 1/4'));
    expect(next).toContain('Game 2/2');
    expect(next).toContain(`start: Player ${result.shared ? 2 : loser}`);
    // The next game's first move (the human's take, or the bot's) goes to its own save.
    if ((result.shared ? 2 : loser) === 1) await ui.type('t');
    await waitFor(() => (JSON.parse(readFileSync(nextSave, 'utf8')) as ThronfolgeLog).moves.length > 0);
    if ((result.shared ? 2 : loser) === 1) expect((JSON.parse(readFileSync(nextSave, 'utf8')) as ThronfolgeLog).moves[0]).toBe('take');
  });
});
