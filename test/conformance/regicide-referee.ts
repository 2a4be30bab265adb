// The Regicide referee: plays one game through the real binary (`regicide play --json`), and for
// every line checks, from shared/rules/regicide.md and shared/protocol.md alone, the complete legal
// set, the view against the referee's own record of the game, each transition, card conservation
// and the end line. It never looks at the engine's rules code.
import { countMap, isJester, isSubMultiset, parse, sameMultiset, sorted, subsets } from './cards.js';
import { applyMove, attack, blocked, isFace, newModel, shield, type Model, type Peek } from './regicide-model.js';
import { chooseMove } from './regicide-policy.js';
import { cardsInGame, enemyCount, enemyStats, handLimit, legalMoves, move, plays, tavernJesters, type RegicideConfig } from './regicide-rules.js';
import { start, type Line } from './process.js';
import { makeRnd, pick, type Rnd } from './rng.js';
import { retryOnLoadRace } from './retry.js';
import { checkDeterminism, checkReplayVerify } from './replay-checks.js';

export interface GameReport {
  args: string[];
  moves: string[];
  problems: string[];
  outcome?: string;
  defeated: number;
  decisions: number;
  stats: Record<string, number>;
}

export function regicideArgs(cfg: RegicideConfig, seed: string, solo: 'flag' | 'players' | 'default' = 'players'): string[] {
  const args = ['play', '--json', '--seed', seed];
  if (cfg.players === 1 && solo === 'flag') args.push('--solo');
  else if (cfg.players > 1 || solo === 'players') args.push('--players', String(cfg.players));
  for (const v of cfg.variants) args.push('--variant', v);
  if (cfg.bots.length) args.push('--bots', cfg.bots.join(','), '--bot', 'random');
  return args;
}

class Stop extends Error {}

type RegicideOpts = { greed?: number; probe?: number; solo?: 'flag' | 'players' | 'default'; replayChecks?: boolean };

export const refereeRegicide = (cfg: RegicideConfig, seed: string, opts: RegicideOpts = {}): Promise<GameReport> => retryOnLoadRace(() => playOne(cfg, seed, opts));

async function playOne(cfg: RegicideConfig, seed: string, opts: RegicideOpts): Promise<GameReport> {
  const args = regicideArgs(cfg, seed, opts.solo);
  const rnd = makeRnd(`referee-${seed}-${args.join(' ')}`);
  const greed = opts.greed ?? 0.85;
  const probe = opts.probe ?? 0.03;
  const session = start('regicide', args);
  const report: GameReport = { args, moves: [], problems: [], defeated: 0, decisions: 0, stats: {} };
  const fail = (msg: string): never => {
    report.problems.push(`[regicide ${args.join(' ')}] after ${report.moves.length} moves (${report.moves.slice(-6).join(' | ')}): ${msg}`);
    throw new Stop();
  };
  const need = (ok: boolean, msg: () => string) => void (ok || fail(msg()));
  let model: Model | null = null;
  let events: { seat: number; move: string }[] = [];

  const replayEvents = (peek: Peek | null) => {
    for (const e of events) {
      need(cfg.bots.includes(e.seat), () => `an event move by seat ${e.seat}, which is not a bot seat`);
      const problems = applyMove(model!, e.seat, e.move, null, peek);
      if (problems.length) fail(`bot move ${e.move}: ${problems.join('; ')}`);
      report.moves.push(e.move);
    }
    events = [];
  };

  try {
    for (;;) {
      const line: Line = await session.next();
      if (line.type === 'event') {
        if (typeof line.move === 'string') events.push({ seat: line.seat, move: line.move });
        continue;
      }
      // Table talk (protocol extension): bots signal after a jester; it is no move and needs no answer.
      if (line.type === 'signal' || line.type === 'phrase') {
        need(cfg.bots.includes(line.seat), () => `a ${line.type} line of seat ${line.seat}, which is not a bot seat (stdin said nothing)`);
        continue;
      }
      if (line.type === 'error') fail(`unexpected error line: ${line.message}`);
      if (line.type === 'end') {
        if (!model) fail('an end line before any state line');
        replayEvents(null);
        checkEnd(model!, line, report, fail, seed);
        const { code } = await session.exit;
        need(code === 0, () => `exit code ${code} after the end line`);
        if (opts.replayChecks) {
          if (!cfg.bots.length) report.problems.push(...checkDeterminism('regicide', args, report.moves, session.transcript));
          // At the start it is seat 1's play step: a discard is illegal there.
          report.problems.push(...checkReplayVerify('regicide', line.log, 0, 'discard X'));
        }
        break;
      }
      need(line.type === 'state', () => `unexpected line type ${line.type}`);
      const view = line.view;
      need(line.protocol === 1 && line.game === 'regicide', () => `state line header ${JSON.stringify({ protocol: line.protocol, game: line.game })}`);
      if (!model) {
        // Bots before the first state line (seat 1 a bot): follow them from the setup; the first
        // enemy is known from this view if it is still the current one.
        model = newModel(cfg, events.length ? null : view.enemy.card);
        if (!events.length) checkSetup(cfg, view, fail);
      }
      replayEvents({ castle: view.castle, enemy: view.enemy.card });
      checkView(model, line, fail);
      sync(model, line);
      report.decisions++;
      const expected = legalMoves(cfg, {
        phase: view.phase,
        seat: line.seat,
        hand: view.hand,
        yielded: view.yielded,
        due: view.phase === 'discard' ? model.due : 0,
        flipsLeft: model.flipsLeft,
        limit: model.limit,
      });
      checkLegal(expected, line.legal, fail);
      if (rnd() < probe) await probeIllegal(session, line, expected, rnd, fail);
      const chosen = chooseMove(view, line.legal, greed, rnd);
      // Card order and letter case inside a move do not matter (protocol): sometimes send it scrambled.
      session.send(rnd() < 0.05 ? scramble(chosen) : chosen);
      report.moves.push(chosen);
      const problems = applyMove(model, line.seat, chosen, view.hand, null);
      if (problems.length) fail(problems.join('; '));
    }
  } catch (e) {
    if (!(e instanceof Stop)) report.problems.push(`[regicide ${args.join(' ')}] after ${report.moves.length} moves: ${(e as Error).message}`);
  } finally {
    session.kill();
  }
  if (model) {
    report.defeated = model.defeated;
    report.stats = {
      exactKills: model.exactKills,
      overkills: model.overkills,
      jesters: model.jestersPlayed,
      flips: model.flips,
      yields: model.yields,
      feigns: model.feigns,
      topDeals: model.topDeals,
      retroShields: model.retroShields,
      heals: model.heals,
      draws: model.draws,
      queensReached: model.defeated >= 4 ? 1 : 0,
      kingsReached: model.defeated >= 8 ? 1 : 0,
    };
  }
  return report;
}

/** The same move with its cards reversed and in lower case (the log must still record it canonically). */
const scramble = (m: string): string => {
  const [verb, ...cards] = m.split(' ');
  return [verb, ...cards.reverse().map((c) => c.toLowerCase())].join(' ');
};

function checkSetup(cfg: RegicideConfig, view: any, fail: (m: string) => never): void {
  const limit = handLimit(cfg);
  const ok =
    parse(view.enemy.card).rank === 11 &&
    view.castle === enemyCount(cfg) - 1 &&
    view.tavern === cardsInGame(cfg) - enemyCount(cfg) - cfg.players * limit &&
    view.hands.every((h: number) => h === limit) &&
    view.discard.length === 0 &&
    view.played.length === 0 &&
    view.current === 1 &&
    view.phase === 'play';
  if (!ok) fail(`setup: expected a jack, castle ${enemyCount(cfg) - 1}, full hands of ${limit}, seat 1 to play; got ${JSON.stringify(view)}`);
}

/** Compares the view with the referee's record and checks the invariants of the spec. */
function checkView(m: Model, line: Line, fail: (msg: string) => never): void {
  const v = line.view;
  const cfg = m.cfg;
  const need = (ok: boolean, msg: () => string) => void (ok || fail(msg()));
  const eq = (name: string, got: unknown, want: unknown) => need(JSON.stringify(got) === JSON.stringify(want), () => `view.${name} is ${JSON.stringify(got)}, the rules give ${JSON.stringify(want)}`);
  need(line.seat === v.current, () => `state seat ${line.seat} but view.current ${v.current}`);
  if (v.seat !== undefined) eq('seat', v.seat, line.seat);
  need(!cfg.bots.includes(line.seat), () => `a state line for bot seat ${line.seat}`);
  eq('players', v.players, cfg.players);
  eq('handLimit', v.handLimit, m.limit);
  if (v.variants !== undefined) eq('variants', sorted0(v.variants), sorted0(cfg.variants));
  need(m.loss !== 'yes', () => `a state line although the players had lost (seat ${m.current}, phase ${m.phase}, due ${m.due})`);
  need(!m.won, () => `a state line although the last enemy fell`);
  const stats = enemyStats(v.enemy.card);
  eq('enemy.attack', v.enemy.attack, stats.attack);
  eq('enemy.health', v.enemy.health, stats.health);
  eq('enemy.attackAfterShield', v.enemy.attackAfterShield ?? Math.max(0, v.enemy.attack - v.enemy.shield), Math.max(0, v.enemy.attack - v.enemy.shield));
  if (m.stale) return; // a bot acted where the referee could not follow: only the checks below the resync hold
  eq('current', v.current, m.current);
  eq('phase', v.phase, m.phase);
  if (m.enemy) eq('enemy.card', v.enemy.card, m.enemy);
  else {
    need(parse(v.enemy.card).rank === m.enemyRank, () => `next enemy ${v.enemy.card}: expected rank ${m.enemyRank} (J×4, Q×4, K×4)`);
    need(!m.seen.has(v.enemy.card), () => `next enemy ${v.enemy.card} was already revealed`);
  }
  eq('enemy.damage', v.enemy.damage, m.enemyDamage);
  eq('enemy.immune', v.enemy.immune, !m.cancelled);
  const withEnemy = { ...m, enemy: v.enemy.card } as Model;
  if (!m.playsUnknown) eq('enemy.shield', v.enemy.shield, shield(withEnemy));
  if (v.phase === 'discard') eq('damageDue', v.damageDue, Math.max(0, attack(withEnemy) - shield(withEnemy)));
  eq('castle', v.castle, m.castle);
  if (v.castleLeft) eq('castleLeft', v.castleLeft, castleLeft(m));
  if (v.defeated !== undefined) eq('defeated', v.defeated, m.defeated);
  eq('tavern', v.tavern, m.tavern);
  eq('hands', v.hands, m.hands);
  eq('yielded', v.yielded, m.yielded);
  if (cfg.players === 1) eq('flipsLeft', v.flipsLeft, m.flipsLeft);
  need(v.discard.length === m.discard.count, () => `discard pile has ${v.discard.length} cards, the rules give ${m.discard.count}`);
  need(isSubMultiset(m.discard.must, v.discard), () => `discard pile ${v.discard.join(' ')} lacks some of ${m.discard.must.join(' ')}`);
  const may = m.discard.may;
  if (may)
    need(
      isSubMultiset(v.discard, [...m.discard.must, ...may]),
      () => `discard pile ${v.discard.join(' ')} holds cards that were not there (heal only removes): allowed ${[...m.discard.must, ...may].join(' ')}`,
    );
  if (!m.playsUnknown)
    need(
      sameMultiset(
        v.played,
        m.plays.flatMap((p) => p.cards),
      ),
      () => `played ${v.played.join(' ')}, the moves give ${m.plays.flatMap((p) => p.cards).join(' ')}`,
    );
  const i = line.seat - 1;
  eq('hand size', v.hand.length, m.hands[i]);
  need(isSubMultiset(m.known[i], v.hand), () => `hand ${v.hand.join(' ')} lacks known cards ${m.known[i].join(' ')}`);
  if (m.fullyKnown[i]) need(sameMultiset(v.hand, m.known[i]), () => `hand ${v.hand.join(' ')}, expected exactly ${m.known[i].join(' ')}`);
  checkConservation(m, v, line.seat, fail);
}

const sorted0 = (xs: string[]) => [...xs].sort();

function castleLeft(m: Model): { jacks: number; queens: number; kings: number } {
  const below = (first: number, last: number) => Math.max(0, Math.min(last, enemyCount(m.cfg) - 1) - Math.max(first, m.defeated + 1) + 1);
  return { jacks: below(0, 3), queens: below(4, 7), kings: below(8, 11) };
}

/** Every card in exactly one place: by identity where visible, by count everywhere. */
function checkConservation(m: Model, v: any, seat: number, fail: (msg: string) => never): void {
  const cfg = m.cfg;
  const others = m.known.flatMap((k, j) => (j === seat - 1 ? [] : k));
  const visible = [...v.discard, ...v.played, v.enemy.card, ...v.hand, ...others, ...m.tavernTop];
  for (const [c, n] of countMap(visible)) {
    if (isJester(c)) {
      if (n > tavernJesters(cfg)) fail(`${n} jesters visible, the game has ${tavernJesters(cfg)} in play`);
    } else if (n > 1) fail(`card ${c} is in two places at once (${visible.join(' ')})`);
  }
  for (const c of [...v.discard, ...v.played, ...v.hand]) {
    if (isFace(c) && !m.seen.has(c) && c !== v.enemy.card) {
      // With an unobserved defeat the referee only knows how many enemies of each rank have fallen.
      const fallen = Math.max(0, Math.min(4, m.defeated - (parse(c).rank - 11) * 4));
      if (!m.seenIncomplete || fallen === 0) fail(`face card ${c} outside the castle before it was revealed`);
    }
    if (isFace(c) && c === v.enemy.card) fail(`the current enemy ${c} is also in ${v.hand.includes(c) ? 'a hand' : 'a pile'}`);
  }
  const sum = v.castle + 1 + v.tavern + v.discard.length + v.played.length + v.hands.reduce((a: number, b: number) => a + b, 0);
  if (sum !== cardsInGame(cfg)) fail(`card count ${sum} (castle+enemy+tavern+discard+played+hands), the game has ${cardsInGame(cfg)}`);
  for (const h of v.hands) if (h > m.limit) fail(`a hand of ${h} cards exceeds the limit ${m.limit}`);
}

/** After checking: adopt what the view resolves (next enemy, which cards a heal took, drawn cards). */
function sync(m: Model, line: Line): void {
  const v = line.view;
  if (m.stale) {
    m.current = v.current;
    m.phase = v.phase;
    m.enemyDamage = v.enemy.damage;
    m.cancelled = !v.enemy.immune;
    m.castle = v.castle;
    m.tavern = v.tavern;
    m.tavernTop = [];
    m.hands = [...v.hands];
    m.yielded = [...v.yielded];
    if (enemyCount(m.cfg) - 1 - v.castle !== m.defeated || m.enemy === null) m.seenIncomplete = true;
    m.defeated = enemyCount(m.cfg) - 1 - v.castle;
    m.enemyRank = parse(v.enemy.card).rank;
    m.enemy = v.enemy.card;
    m.plays = [{ cards: [...v.played], value: v.enemy.shield, spade: true }];
    m.playsUnknown = blocked(m, 'S');
    m.loss = 'no';
    for (let j = 0; j < m.known.length; j++) {
      m.fullyKnown[j] = false;
      if (m.known[j].length > m.hands[j]) m.known[j] = [];
    }
    m.stale = false;
  }
  m.enemy = v.enemy.card;
  for (const c of [v.enemy.card, ...v.discard, ...v.played, ...v.hand]) if (isFace(c)) m.seen.add(c);
  m.discard = { count: v.discard.length, must: [...v.discard], may: [] };
  m.due = v.phase === 'discard' ? Math.max(0, attack(m) - shield(m)) : 0;
  if (v.phase === 'discard' && m.playsUnknown) m.due = v.damageDue;
  m.known[line.seat - 1] = [...v.hand];
  m.fullyKnown[line.seat - 1] = true;
}

function checkLegal(expected: Set<string>, legal: string[], fail: (msg: string) => never): void {
  const got = new Set(legal);
  if (got.size !== legal.length) fail(`legal lists a move twice: ${legal.filter((x, i) => legal.indexOf(x) !== i).join(', ')}`);
  for (const mv of legal) {
    const [verb, ...cards] = mv.split(' ');
    if ((verb === 'play' || verb === 'discard') && cards.join(' ') !== sorted(cards).join(' ')) fail(`legal move "${mv}" is not in canonical card order`);
  }
  const missing = [...expected].filter((x) => !got.has(x));
  const extra = legal.filter((x) => !expected.has(x));
  if (missing.length || extra.length) fail(`legal set differs from the rules: missing [${missing.join(', ')}], not allowed [${extra.join(', ')}]`);
  if (!legal.length) fail('a state line with no legal move');
}

/** Sends one move the rules forbid; the program must answer with an error and the same state line. */
async function probeIllegal(session: ReturnType<typeof start>, line: Line, expected: Set<string>, rnd: Rnd, fail: (msg: string) => never): Promise<void> {
  const v = line.view;
  const cands = new Set<string>(['yield', 'feign', 'flip', 'next 1', `next ${v.players + 1}`, 'play KS', 'discard X']);
  for (const s of subsets(v.hand.slice(0, 7) as string[])) {
    if (s.length > 3) continue;
    cands.add(move('play', s));
    cands.add(move('discard', s));
  }
  for (const p of plays(v.hand)) cands.add(p);
  const illegal = [...cands].filter((c) => !expected.has(c) && !(c === 'play KS' && v.hand.includes('KS')));
  if (!illegal.length) return;
  const bad = pick(rnd, illegal);
  session.send(bad);
  const err = await session.next();
  if (err.type !== 'error') fail(`illegal move "${bad}" was not refused (got a ${err.type} line)`);
  const again = await session.next();
  if (JSON.stringify(again) !== JSON.stringify(line)) fail(`after the refused "${bad}" the state line changed`);
}

function checkEnd(m: Model, line: Line, report: GameReport, fail: (msg: string) => never, seed: string): void {
  const r = line.result;
  report.outcome = r?.outcome;
  if (!m) fail('an end line before any state line');
  if (!m.stale) {
    if (m.won) {
      if (r.outcome !== 'won') fail(`the last enemy fell but the result is ${JSON.stringify(r)}`);
    } else {
      if (r.outcome !== 'lost') fail(`result ${JSON.stringify(r)} but the referee sees no win`);
      if (m.loss === 'no') fail(`the players lost, but seat ${m.current} (phase ${m.phase}, due ${m.due}, hand ${m.known[m.current - 1].join(' ')}) could go on`);
    }
    if (r.enemiesDefeated !== m.defeated) fail(`enemiesDefeated ${r.enemiesDefeated}, the referee counts ${m.defeated}`);
  }
  const medal = m.cfg.players === 1 && r.outcome === 'won' ? ['bronze', 'silver', 'gold'][m.flipsLeft] : null;
  if (r.medal !== medal) fail(`medal ${r.medal}, expected ${medal} (flips left ${m.flipsLeft})`);
  const log = line.log;
  if (log?.format !== 'cardgames-log' || log.version !== 1 || log.game !== 'regicide' || log.seed !== seed) fail(`log header ${JSON.stringify({ ...log, moves: undefined })}`);
  if (log.options?.players !== m.cfg.players || JSON.stringify(sorted0(log.options?.variants ?? [])) !== JSON.stringify(sorted0(m.cfg.variants))) fail(`log options ${JSON.stringify(log.options)}`);
  if (JSON.stringify(log.moves) !== JSON.stringify(report.moves)) fail(`log moves differ from the moves played: first at ${log.moves.findIndex((x: string, k: number) => x !== report.moves[k])}`);
  if (JSON.stringify(log.result) !== JSON.stringify(r)) fail(`log result ${JSON.stringify(log.result)} differs from ${JSON.stringify(r)}`);
}
