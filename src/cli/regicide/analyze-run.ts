// What `regicide analyze` does: solve a deal or find where a logged game was lost, and say so —
// in the screens' words: card symbols (letters with --ascii), player names, and the move numbers
// the event log and the replay stepper show. Loaded only when the command runs, so the solver is
// not loaded for a game or for --help.
import { jsonLine } from '../../core/json-line.js';
import { type GameLog, newLog, replayLog } from '../../core/log.js';
import { printable, quoted } from '../../core/printable.js';
import { regicide } from '../../games/regicide/index.js';
import { analyseGame, type GameAnalysis } from '../../games/regicide/solver/game-analysis.js';
import { solve, type SolveResult } from '../../games/regicide/solver/index.js';
import { type RegicideMove, type RegicideOptions, type RegicideResult } from '../../games/regicide/types.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import type { Lang } from '../../text/lang.js';
import { wrapLine } from '../../text/wrap.js';
import { moveLabel } from '../../ui/regicide/move-label.js';
import { REGICIDE_TEXTS, type RegicideTexts } from '../../ui/regicide/strings.js';
import { type AnalyzeTexts, analyzeTexts, decimals } from './analyze-texts.js';
import { UsageError, problemText } from '../program/errors.js';
import { readLogFile, writeLogFile } from '../saves/log-file.js';
import { askYesNo } from '../program/one-key.js';
import { type DisplayChoice, displayChoice } from '../program/shared-commands.js';

import type { AnalyzeFlags } from './analyze-flags.js';
import { checkVariantClash } from './variant-clash.js';
import { lineTexts } from '../words/line-texts.js';
import { replayProblemLine } from '../saves/replay-words.js';

/** Reads the clock for the search; on a terminal it also keeps a progress line on stderr fresh. */
function clockFor(seconds: number, lang: Lang, label: () => string) {
  const start = performance.now();
  const end = start + seconds * 1000;
  const tty = Boolean(process.stderr.isTTY);
  let lastDraw = 0;
  return {
    elapsed: (): number => (performance.now() - start) / 1000,
    shouldStop: (): boolean => {
      const now = performance.now();
      if (tty && now - lastDraw > 150) {
        lastDraw = now;
        process.stderr.write(`\r\x1b[K${label()} ${decimals(lang, (now - start) / 1000, 1)} / ${seconds} s`);
      }
      return now >= end;
    },
    clear: (): void => {
      if (tty) process.stderr.write('\r\x1b[K');
    },
  };
}

const formatLine = (line: readonly RegicideMove[]): string[] => line.map((m) => regicide.formatMove(m));

/** What the command speaks: its own words, the screens' words for moves and players, the display choice. */
interface Voice {
  a: AnalyzeTexts;
  t: RegicideTexts;
  ui: DisplayChoice;
}

const voiceOf = (flags: AnalyzeFlags): Voice => {
  const ui = displayChoice(flags);
  return { a: analyzeTexts(ui.lang), t: textsFor(REGICIDE_TEXTS, ui.lang, ui.ascii), ui };
};

function describeVerdict(r: SolveResult, seconds: number, a: AnalyzeTexts): string {
  if (r.verdict === 'not-winnable') return a.notWinnable;
  if (r.verdict === 'unknown') return a.unknown(seconds);
  return r.medal ? a.winnableMedal(r.medal, r.medalProven) : a.winnable;
}

/** A log of the deal whose moves are `prefix` then `line`: `regicide replay` opens it. */
function lineLog(options: RegicideOptions, seed: string, moves: string[]): GameLog {
  const log = newLog<RegicideOptions, RegicideResult>('regicide', seed, options);
  log.moves = moves;
  log.result = regicide.outcome(replayLog(regicide, log).state);
  return log;
}

/** Who made each move of a log that replays (the seats of a line come from playing it). */
const seatsOf = (log: GameLog): number[] => replayLog(regicide, log).moves.map((m) => m.seat);

/** `  12. Player 2: play 7♠ 8♠`: moves with their seats, numbered from `offset + 1` as the event log numbers them. */
function numbered(moves: readonly string[], seats: readonly number[], offset: number, { t, ui }: Voice): string[] {
  return moves.map((m, i) => `${String(offset + i + 1).padStart(4)}. ${t.labelled(t.player(seats[i]))}${moveLabel(regicide.parseMove(m), t, ui.ascii)}`);
}

/** After a winning line: one key opens it in the stepper, at `position` (where it leaves the game). */
async function offerStepper(log: GameLog, position: number, voice: Voice): Promise<void> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return;
  if (!(await askYesNo(voice.a.openStepper, voice.ui.lang))) return;
  const ui = await import('../../ui/regicide/entry.js');
  await ui.runRegicideReplay(log, voice.ui, position);
}

const whoPlays = (players: number, a: AnalyzeTexts): string => (players === 1 ? a.solo : a.players(players));

function gameOptions(flags: AnalyzeFlags): RegicideOptions {
  checkVariantClash(flags.variant);
  try {
    return regicide.normalizeOptions({ players: flags.players ?? 1, variants: (flags.variant ?? []) as RegicideOptions['variants'] });
  } catch (e) {
    throw new UsageError(problemText(e));
  }
}

export async function analyzeSeed(flags: AnalyzeFlags): Promise<number> {
  const options = gameOptions(flags);
  const seed = flags.seed!;
  const voice = voiceOf(flags);
  const { a } = voice;
  let label = a.searching('');
  const clock = clockFor(flags.seconds, voice.ui.lang, () => label);
  const onWin = (): void => void (label = options.players === 1 ? a.lookingForMedal : a.winnableSoFar);
  const r = solve(regicide.setup(options, seed), { shouldStop: clock.shouldStop, onWin });
  const seconds = clock.elapsed();
  clock.clear();
  const line = formatLine(r.line);
  const log = r.verdict === 'winnable' ? lineLog(options, seed, line) : null;
  if (flags.lineLog && log) writeLogFile(flags.lineLog, log);
  if (flags.json) {
    process.stdout.write(JSON.stringify({ verdict: r.verdict, medal: r.medal, medalProven: r.medalProven, seconds: round(seconds), nodes: r.nodes, line }) + '\n');
    return 0;
  }
  const lang = voice.ui.lang;
  const rules = options.variants.length ? options.variants.join(', ') : a.standardRules;
  const out = [a.deal(printable(seed), whoPlays(options.players, a), rules, describeVerdict(r, flags.seconds, a)), a.searched(decimals(lang, seconds), r.nodes)];
  if (log && line.length) out.push(a.winningLine(line.length), ...numbered(line, seatsOf(log), 0, voice));
  if (flags.lineLog && log) out.push(a.lineWritten(printable(flags.lineLog)));
  process.stdout.write(out.flatMap((l) => wrapLine(l)).join('\n') + '\n');
  if (log) await offerStepper(log, 0, voice);
  return 0;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

function describeGame(g: GameAnalysis, log: GameLog, seconds: number, voice: Voice): string[] {
  const { a, t, ui } = voice;
  const out: string[] = [];
  if (g.won) out.push(a.gameWon);
  if (g.start.verdict !== 'winnable') return [...out, a.startVerdict(describeVerdict(g.start, seconds, a))];
  out.push(a.startWas(describeVerdict(g.start, seconds, a)));
  if (g.won) return out;
  if (g.lostFromMove !== null) {
    const k = g.lostFromMove;
    const seat = g.lostBySeat ?? seatsOf(log)[k - 1];
    out.push(a.lostFrom(k, t.player(seat), moveLabel(regicide.parseMove(log.moves[k - 1]), t, ui.ascii)));
  } else if (g.bracket.winnableAfter === log.moves.length) {
    out.push(a.notOverStillWinnable);
  } else if (g.bracket.lostAfter === null) {
    out.push(a.stillWinnableAfter(g.bracket.winnableAfter));
  } else {
    out.push(a.bracket(g.bracket.winnableAfter, g.bracket.lostAfter));
  }
  return out;
}

export async function analyzeFile(file: string, flags: AnalyzeFlags): Promise<number> {
  const log = readLogFile(file, 'regicide');
  let options: RegicideOptions;
  try {
    options = regicide.normalizeOptions(log.options as Partial<RegicideOptions>);
  } catch (e) {
    throw new UsageError(lineTexts().verify.badOptions(printable(file), problemText(e)));
  }
  const moves: RegicideMove[] = log.moves.map((text, i) => {
    try {
      return regicide.parseMove(text);
    } catch (e) {
      throw new UsageError(lineTexts().analyze.moveUnreadable(printable(file), i + 1, quoted(text), problemText(e)));
    }
  });
  const replay = replayLog(regicide, log);
  if (replay.error) throw new UsageError(lineTexts().log.notLegal(printable(file), replay.error.moveNumber, await replayProblemLine(regicide, replay.error.problem)));
  const voice = voiceOf(flags);
  const { a } = voice;
  const lang = voice.ui.lang;
  let probe = a.fromTheStart;
  const clock = clockFor(flags.seconds, lang, () => a.searching(probe));
  const total = flags.seconds;
  // The deal from the start gets up to half the time; each later position a share of the rest.
  // A position searched again (its first search ended undecided) gets all the time that is left.
  const limitsFor = (after: number, retry: number) => {
    probe = after === 0 ? a.fromTheStart : a.afterMove(after);
    const left = total - clock.elapsed();
    const share = after === 0 ? total / 2 : retry > 0 ? left : Math.max(left / 3, Math.min(left, 0.5));
    const end = performance.now() + 1000 * share;
    return { shouldStop: () => performance.now() >= end };
  };
  const g = analyseGame(options, log.seed, moves, limitsFor, clock.shouldStop);
  const seconds = clock.elapsed();
  clock.clear();
  const line = formatLine(g.start.line);
  // For a game that slipped away, the line log is the game up to its last winnable position
  // followed by a line that still wins from there: the stepper shows where it could have gone on.
  const saving = formatLine(g.savingLine);
  const upTo = saving.length ? g.bracket.winnableAfter : 0;
  const lineFile = g.start.verdict !== 'winnable' || g.won ? null : lineLog(options, log.seed, saving.length ? [...log.moves.slice(0, upTo), ...saving] : line);
  if (flags.lineLog && lineFile) writeLogFile(flags.lineLog, lineFile);
  if (flags.json) {
    const json = {
      verdict: g.start.verdict,
      medal: g.start.medal,
      medalProven: g.start.medalProven,
      seconds: round(seconds),
      line,
      won: g.won,
      lostFromMove: g.lostFromMove,
      lostBySeat: g.lostBySeat,
      savingLine: saving,
      stillWinnableAfter: g.bracket.winnableAfter,
      lostAfter: g.bracket.lostAfter,
      searched: g.probes,
    };
    process.stdout.write(jsonLine(json) + '\n');
    return 0;
  }
  const out = [a.fileHead(printable(file), printable(log.seed), whoPlays(options.players, a), log.moves.length), ...describeGame(g, log, flags.seconds, voice)];
  // The solver's positions over every search, as `analyze --seed` counts them (not the game's positions searched).
  out.push(
    a.searched(
      decimals(lang, seconds),
      g.probes.reduce((sum, p) => sum + p.nodes, 0),
    ),
  );
  if (lineFile && saving.length && upTo > 0) out.push(a.stillWins(upTo, saving.length), ...numbered(lineFile.moves.slice(upTo), seatsOf(lineFile).slice(upTo), upTo, voice));
  else if (lineFile && lineFile.moves.length) out.push(a.winningFromStart(lineFile.moves.length), ...numbered(lineFile.moves, seatsOf(lineFile), 0, voice));
  if (flags.lineLog && lineFile) out.push(a.gameLineWritten(upTo, printable(flags.lineLog)));
  process.stdout.write(out.flatMap((l) => wrapLine(l)).join('\n') + '\n');
  // The stepper opens where the winning line leaves the game.
  if (lineFile) await offerStepper(lineFile, upTo, voice);
  return 0;
}
