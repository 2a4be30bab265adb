// The engine's coded problems (src/core/problems.ts) in the protocol's English: the `--json`
// error line of a move that does not read, `replay --verify`, and the English beside a server's
// code. The words are the ones the engine wrote before it gave codes (tests and scripts read them).
import { LogError, type LogProblem, NotationError, type NotationProblem, OptionsError, type OptionsProblem } from '../core/problems.js';
import { quoted } from '../core/printable.js';

/** The moves a game knows, as a list: bare verbs as they are, a form with an argument in quotes. */
function formsEnglish(forms: readonly string[]): string {
  const shown = forms.some((f) => f.includes(' ')) ? forms.map((f) => `"${f}"`) : [...forms];
  return shown.length < 2 ? shown.join('') : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

const NOTATION: { [C in NotationProblem['code']]: (p: Extract<NotationProblem, { code: C }>) => string } = {
  emptyMove: (p) => `empty move; expected ${formsEnglish(p.forms)}`,
  unknownVerb: (p) => `unknown move "${p.verb}"; expected ${formsEnglish(p.forms)}`,
  needsCards: (p) => `"${p.verb}" needs at least one card, e.g. "${p.verb} 7H"`,
  needsOneCard: (p) => `"${p.verb}" needs exactly one card, e.g. "${p.verb} 10H"`,
  notACard: (p) => `"${p.text}" is not a card (use rank A 2-10 J Q K + suit S H D C${p.jester ? ', or X for a jester' : ''})`,
  noJesters: (p) => `${p.game} has no jesters`,
  needsSeat: (p) => `"${p.verb}" needs one seat number, e.g. "${p.verb} 2"`,
  takesNothing: (p) => `"${p.verb}" takes nothing after it`,
};

const OPTIONS: { [C in OptionsProblem['code']]: (p: Extract<OptionsProblem, { code: C }>) => string } = {
  playersRange: (p) => `players must be a whole number from ${p.min} to ${p.max}, got ${p.got}`,
  variantsNotList: (p) => `variants must be a list; allowed: ${p.allowed.join(', ')}`,
  unknownVariant: (p) => `unknown variant ${quoted(p.variant)}; allowed: ${p.allowed.join(', ')}`,
  variantsClash: (p) => `the variants ${p.a} and ${p.b} cannot be combined`,
  soloVariant: (p) => `the variant ${p.variant} is for solo games only (players may always yield in multiplayer)`,
  firstSeat: (p) => `first must be 1 or 2 (or left out for a coin toss), got ${p.got}`,
  botSeat: (p) => `--bots names seat ${p.seat}, but the game has ${p.seats === 1 ? '1 seat' : `${p.seats} seats`}`,
  botLevel: (p) => `unknown bot level "${p.level}"; allowed: ${p.allowed.join(', ')}`,
  botSeatRange: (p) => `bot seats must be between 2 and ${p.seats} (seat 1 is the host's)`,
  seedText: (p) =>
    p.why === 'notText'
      ? 'the seed must be text'
      : p.why === 'empty'
        ? 'the seed must not be empty'
        : p.why === 'tooLong'
          ? `the seed must be at most ${p.max} characters`
          : 'the seed must be printable text (no control or format characters)',
  eventSeed: () => "an event table plays the week's deal: no seed may be chosen",
  createField: (p) => `the request's ${quoted(p.field)} is missing or not valid`,
};

/** Why a file cannot be read, from the system's code. */
const cannotReadEnglish = (why: string | undefined): string => (why === 'ENOENT' ? 'no such file' : why === 'EISDIR' ? 'it is a folder' : why === 'EACCES' ? 'permission denied' : 'cannot be read');

const LOG: { [C in LogProblem['code']]: (p: Extract<LogProblem, { code: C }>) => string } = {
  cannotRead: (p) => `cannot read the log: ${cannotReadEnglish(p.why)}`,
  notJson: () => 'the log is not valid JSON (truncated or damaged?)',
  notObject: () => 'the log is not a JSON object',
  noHeader: () => 'the log has no "format": "cardgames-log" header',
  logVersion: (p) => `log version ${p.version} is not supported (only 1)`,
  otherGame: (p) => `the log is of game "${p.game}", not ${p.expected}`,
  noSeed: () => 'the log has no seed string',
  noOptions: () => 'the log has no options object',
  movesNotStrings: () => 'the log\'s "moves" must be a list of strings',
};

type Words<P extends { code: string }> = { [C in P['code']]: (p: Extract<P, { code: C }>) => string };
const word = <P extends { code: string }>(words: Words<P>, p: P): string => (words[p.code as P['code']] as (p: P) => string)(p);

export const notationEnglish = (p: NotationProblem): string => word(NOTATION, p);
export const optionsEnglish = (p: OptionsProblem): string => word(OPTIONS, p);
export const logProblemEnglish = (p: LogProblem): string => word(LOG, p);

/** A log that does not read, with its file's path when it has one ("cannot read the log PATH: no such file", "PATH: the log is not valid JSON …"). */
export function logErrorEnglish(problem: LogProblem, path: string | undefined): string {
  if (path === undefined) return logProblemEnglish(problem);
  return problem.code === 'cannotRead' ? `cannot read the log ${path}: ${cannotReadEnglish(problem.why)}` : `${path}: ${logProblemEnglish(problem)}`;
}

/** The English of a coded engine error (bad notation, options or log), or null for any other error. */
export function problemEnglish(e: unknown): string | null {
  if (e instanceof NotationError) return notationEnglish(e.problem);
  if (e instanceof OptionsError) return optionsEnglish(e.problem);
  if (e instanceof LogError) return logErrorEnglish(e.problem, e.path);
  return null;
}
