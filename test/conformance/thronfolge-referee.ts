// The Thronfolge referee: plays one duel through the real binary (`thronfolge duel --json --vs human`,
// both seats from stdin) and checks every state line, transition and the end line against
// shared/rules/thronfolge.md alone (legal set, row and takes, rounds and starters, the waiting rule,
// card conservation, the referee's own scoring).
import { countMap, isSubMultiset, minus, sameMultiset } from './cards.js';
import { start, type Line } from './process.js';
import { makeRnd, pick, type Rnd } from './rng.js';
import { retryOnLoadRace } from './retry.js';
import { checkDeterminism, checkReplayVerify } from './replay-checks.js';
import { CROWNS, DECK, hasThreeCrowns, score, winner } from './thronfolge-rules.js';

export interface DuelConfig {
  first?: 1 | 2;
  openDiscards: boolean;
}

export interface DuelReport {
  args: string[];
  moves: string[];
  problems: string[];
  reason?: string;
  shared?: boolean;
  decisions: number;
}

interface Model {
  round: number;
  starter: number;
  current: number;
  row: string[];
  hands: number[];
  known: string[][];
  taken: boolean[];
  made: number[];
  deck: number;
  cols: [string[], string[]];
  removed: string[] | null;
  firstStarter: number;
  lastMove: { seat: number; move: string; cards?: string[] } | null;
  end: null | { reason: 'crowns'; winner: number } | { reason: 'score' };
}

class Stop extends Error {}
const other = (s: number) => 3 - s;

export function duelArgs(cfg: DuelConfig, seed: string): string[] {
  const args = ['duel', '--json', '--vs', 'human', '--seed', seed];
  if (cfg.first) args.push('--first', String(cfg.first));
  if (cfg.openDiscards) args.push('--variant', 'open-discards');
  return args;
}

export const refereeThronfolge = (cfg: DuelConfig, seed: string, opts: { probe?: number; replayChecks?: boolean } = {}): Promise<DuelReport> => retryOnLoadRace(() => playOne(cfg, seed, opts));

async function playOne(cfg: DuelConfig, seed: string, opts: { probe?: number; replayChecks?: boolean }): Promise<DuelReport> {
  const args = duelArgs(cfg, seed);
  const rnd = makeRnd(`duel-${seed}-${args.join(' ')}`);
  const session = start('thronfolge', args);
  const report: DuelReport = { args, moves: [], problems: [], decisions: 0 };
  const fail = (msg: string): never => {
    report.problems.push(`[thronfolge ${args.join(' ')}] after ${report.moves.length} moves (${report.moves.slice(-6).join(' | ')}): ${msg}`);
    throw new Stop();
  };
  let m: Model | null = null;
  try {
    for (;;) {
      const line = await session.next();
      if (line.type === 'event') fail(`an event line although both seats are driven from stdin: ${JSON.stringify(line)}`);
      if (line.type === 'error') fail(`unexpected error line: ${line.message}`);
      if (line.type === 'end') {
        checkEnd(m!, line, cfg, seed, report, fail);
        const { code } = await session.exit;
        if (code !== 0) fail(`exit code ${code} after the end line`);
        if (opts.replayChecks) {
          report.problems.push(...checkDeterminism('thronfolge', args, report.moves, session.transcript));
          // Play the card of the first play a second time right after: it lies in the row, in no hand.
          const k = report.moves.findIndex((mv) => mv.startsWith('play'));
          report.problems.push(...checkReplayVerify('thronfolge', line.log, k + 1, report.moves[k]));
        }
        break;
      }
      if (line.type !== 'state' || line.protocol !== 1 || line.game !== 'thronfolge') fail(`unexpected line ${JSON.stringify(line).slice(0, 200)}`);
      if (!m) m = setup(cfg, line, fail);
      checkView(m, line, cfg, fail);
      report.decisions++;
      const v = line.view;
      const seat = line.seat as number;
      m.known[seat - 1] = [...v.hand];
      const expected = new Set<string>();
      if (m.taken[seat - 1]) v.hand.forEach((c: string) => expected.add(`play ${c}`));
      else if (v.hand.length === 0) expected.add('take');
      else {
        v.hand.forEach((c: string) => expected.add(`play ${c}`));
        if (m.row.length > 0) expected.add('take');
      }
      const got = new Set<string>(line.legal);
      const missing = [...expected].filter((x) => !got.has(x));
      const extra = [...got].filter((x) => !expected.has(x));
      if (missing.length || extra.length || got.size !== line.legal.length) fail(`legal set differs from the rules: missing [${missing.join(', ')}], not allowed [${extra.join(', ')}]`);
      if (rnd() < (opts.probe ?? 0.03)) await probe(session, line, expected, rnd, fail);
      const chosen = choose(line.legal, m.row, rnd);
      session.send(rnd() < 0.05 ? chosen.toLowerCase() : chosen);
      report.moves.push(chosen);
      apply(m, seat, chosen);
    }
  } catch (e) {
    if (!(e instanceof Stop)) report.problems.push(`[thronfolge ${args.join(' ')}] after ${report.moves.length} moves: ${(e as Error).message}`);
  } finally {
    session.kill();
  }
  return report;
}

/** Random legal moves, but often grab a row holding a crown so that three-crown wins happen too. */
function choose(legal: string[], row: string[], rnd: Rnd): string {
  const lastFive = row.slice(-5);
  if (legal.includes('take') && lastFive.some((c) => CROWNS.includes(c)) && rnd() < 0.8) return 'take';
  const crownPlay = legal.find((x) => CROWNS.includes(x.slice(5)));
  if (crownPlay && rnd() < 0.5) return crownPlay;
  return pick(rnd, legal);
}

function setup(cfg: DuelConfig, line: Line, fail: (m: string) => never): Model {
  const v = line.view;
  const first = cfg.first ?? v.starter;
  if (v.round !== 1 || v.deck !== 30 || v.row.length !== 2 || v.hands[0] !== 5 || v.hands[1] !== 5 || v.starter !== first || line.seat !== first)
    fail(`setup: round 1, deck 30, row of 2, hands 5/5, starter ${first}; got ${JSON.stringify(v)}`);
  if (v.coinToss !== undefined && v.coinToss !== (cfg.first === undefined)) fail(`coinToss ${v.coinToss} with --first ${cfg.first}`);
  return {
    round: 1,
    starter: first,
    current: first,
    row: [...v.row],
    hands: [5, 5],
    known: [[], []],
    taken: [false, false],
    made: [0, 0],
    deck: 30,
    cols: [[], []],
    removed: cfg.openDiscards ? [...v.removed] : null,
    firstStarter: first,
    lastMove: null,
    end: null,
  };
}

function checkView(m: Model, line: Line, cfg: DuelConfig, fail: (msg: string) => never): void {
  const v = line.view;
  const eq = (name: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want)) fail(`view.${name} is ${JSON.stringify(got)}, the rules give ${JSON.stringify(want)}`);
  };
  if (m.end) fail(`a state line although the game is over (${JSON.stringify(m.end)})`);
  eq('seat of the state line', line.seat, m.current);
  eq('current', v.current, m.current);
  if (v.seat !== undefined) eq('seat', v.seat, line.seat);
  eq('round', v.round, m.round);
  eq('starter', v.starter, m.starter);
  eq('starter alternation', m.starter, m.round % 2 === 1 ? m.firstStarter : other(m.firstStarter));
  if (v.firstStarter !== undefined) eq('firstStarter', v.firstStarter, m.firstStarter);
  eq('row', v.row, m.row);
  if (v.lastFive !== undefined) eq('lastFive', v.lastFive, m.row.slice(-5));
  eq('hands', v.hands, m.hands);
  eq('taken', v.taken, m.taken);
  eq('deck', v.deck, m.deck);
  if (v.movesLeft !== undefined)
    eq(
      'movesLeft',
      v.movesLeft,
      m.made.map((n) => 6 - n),
    );
  for (const s of [0, 1]) if (!sameMultiset(v.collections[s], m.cols[s])) fail(`collection of seat ${s + 1} is ${v.collections[s].join(' ')}, the takes give ${m.cols[s].join(' ')}`);
  if (cfg.openDiscards) {
    if (!Array.isArray(v.removed) || v.removed.length !== 3 || !sameMultiset(v.removed, m.removed!)) fail(`removed ${JSON.stringify(v.removed)}: three cards, the same all game`);
  } else eq('removed', v.removed, 3);
  const i = line.seat - 1;
  eq('hand size', v.hand.length, m.hands[i]);
  if (!isSubMultiset(m.known[i], v.hand)) fail(`hand ${v.hand.join(' ')} lost cards ${minus(m.known[i], v.hand).join(' ')}`);
  // Identity: every visible card once, every card from the 45; counts: 3 + deck + row + hands + collections = 45.
  const visible = [...m.row, ...v.hand, ...m.known[1 - i], ...m.cols[0], ...m.cols[1], ...(m.removed ?? [])];
  for (const [c, n] of countMap(visible)) {
    if (!DECK.includes(c)) fail(`card ${c} is not one of the 45`);
    if (n > 1) fail(`card ${c} is in two places at once`);
  }
  const sum = 3 + v.deck + v.row.length + v.hands[0] + v.hands[1] + v.collections[0].length + v.collections[1].length;
  if (sum !== 45) fail(`card count ${sum}, not 45`);
  if (v.scores !== undefined) {
    const mine = score(m.cols).map((s) => s.total);
    eq(
      'scores totals',
      v.scores.map((s: any) => (typeof s === 'number' ? s : s.total)),
      mine,
    );
  }
  if (v.lastMove !== undefined && m.lastMove) {
    eq('lastMove.seat', v.lastMove?.seat, m.lastMove.seat);
    eq('lastMove.move', v.lastMove?.move, m.lastMove.move);
    if (m.lastMove.cards) {
      if (!sameMultiset(v.lastMove.cards ?? [], m.lastMove.cards)) fail(`lastMove.cards ${JSON.stringify(v.lastMove.cards)}, the take got ${m.lastMove.cards.join(' ')}`);
    }
  }
}

function apply(m: Model, seat: number, move: string): void {
  const i = seat - 1;
  if (move === 'take') {
    const k = Math.min(5, m.row.length);
    const got = m.row.splice(m.row.length - k, k);
    m.cols[i].push(...got);
    m.taken[i] = true;
    m.lastMove = { seat, move, cards: got };
    if (hasThreeCrowns(m.cols[i])) m.end = { reason: 'crowns', winner: seat };
  } else {
    const card = move.slice(5);
    m.row.push(card);
    m.hands[i]--;
    m.known[i] = minus(m.known[i], [card]);
    m.lastMove = { seat, move };
  }
  m.made[i]++;
  if (m.end) return;
  const done = (s: number) => m.hands[s - 1] === 0 && m.taken[s - 1];
  if (done(1) && done(2)) {
    if (m.made[0] !== 6 || m.made[1] !== 6) throw new Error(`round ${m.round} ended with moves ${m.made.join('/')}, not six each`);
    if (m.deck === 0) {
      m.end = { reason: 'score' };
      return;
    }
    m.deck -= 10;
    m.hands = [5, 5];
    m.known = [[], []];
    m.taken = [false, false];
    m.made = [0, 0];
    m.round++;
    m.starter = other(m.starter);
    m.current = m.starter;
    return;
  }
  // Alternate turns; when the other player has made all their moves, this one goes on (the waiting rule).
  m.current = done(other(seat)) ? seat : other(seat);
}

async function probe(session: ReturnType<typeof start>, line: Line, expected: Set<string>, rnd: Rnd, fail: (m: string) => never): Promise<void> {
  const cands = ['take', ...DECK.map((c) => `play ${c}`)].filter((x) => !expected.has(x));
  const bad = pick(rnd, cands);
  session.send(bad);
  const err = await session.next();
  if (err.type !== 'error') fail(`illegal move "${bad}" was not refused (got ${err.type})`);
  const again = await session.next();
  if (JSON.stringify(again) !== JSON.stringify(line)) fail(`after the refused "${bad}" the state line changed`);
}

function checkEnd(m: Model, line: Line, cfg: DuelConfig, seed: string, report: DuelReport, fail: (msg: string) => never): void {
  const r = line.result;
  report.reason = r?.reason;
  report.shared = r?.shared;
  if (!m?.end) fail(`an end line the rules do not give yet: ${JSON.stringify(r)}`);
  const totals = (r.scores as any[]).map((s) => (typeof s === 'number' ? s : s.total));
  const mine = score(m!.cols).map((s) => s.total);
  if (JSON.stringify(totals) !== JSON.stringify(mine)) fail(`scores ${JSON.stringify(totals)}, the referee scores ${JSON.stringify(mine)}`);
  if (m!.end!.reason === 'crowns') {
    const want = { winner: m!.end!.winner, shared: false, reason: 'crowns' };
    if (r.winner !== want.winner || r.shared !== false || r.reason !== 'crowns') fail(`result ${JSON.stringify(r)}, expected ${JSON.stringify(want)}`);
  } else {
    const w = winner(m!.cols);
    if (r.winner !== w.winner || r.shared !== w.shared || r.reason !== 'score') fail(`result ${JSON.stringify(r)}, expected ${JSON.stringify({ ...w, reason: 'score' })}`);
  }
  const log = line.log;
  if (log?.format !== 'cardgames-log' || log.version !== 1 || log.game !== 'thronfolge' || log.seed !== seed) fail(`log header ${JSON.stringify({ ...log, moves: undefined })}`);
  if (JSON.stringify(log.moves) !== JSON.stringify(report.moves)) fail(`log moves differ from the moves played`);
  if (JSON.stringify(log.result) !== JSON.stringify(r)) fail(`log result differs from the end line's result`);
  void cfg;
}
