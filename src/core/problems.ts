// The problems the engine finds in what a player, a script or a file hands it — a move's notation
// that does not read, options a game does not take, a log that is not a game log — as codes with
// their parameters, never sentences (after chessops' InvalidFen). The front ends word them: the
// protocol's English (src/protocol/problem-english.ts) and the screens' and command line's own
// languages (src/ui/shared/problem-texts.ts). Each error's message names only its code.

/** Why a move's notation does not read (legality is the rules' refusal, apart). */
export type NotationProblem =
  /** Nothing was typed; `forms` are the moves the game knows, as typed ("play C", "take"). */
  | { code: 'emptyMove'; forms: readonly string[] }
  | { code: 'unknownVerb'; verb: string; forms: readonly string[] }
  /** `verb` takes one card or more ("play 7H"). */
  | { code: 'needsCards'; verb: string }
  /** `verb` takes exactly one card ("play 10H"). */
  | { code: 'needsOneCard'; verb: string }
  /** `text` is not a card; `jester`: the game writes a jester X. */
  | { code: 'notACard'; text: string; jester: boolean }
  /** The game (`game`: its title) has no jesters. */
  | { code: 'noJesters'; game: string }
  /** `verb` takes one seat number ("next 2"). */
  | { code: 'needsSeat'; verb: string }
  | { code: 'takesNothing'; verb: string };

/** Why a game does not take these options. */
export type OptionsProblem =
  | { code: 'playersRange'; min: number; max: number; got: string }
  | { code: 'variantsNotList'; allowed: readonly string[] }
  | { code: 'unknownVariant'; variant: string; allowed: readonly string[] }
  | { code: 'variantsClash'; a: string; b: string }
  /** The variant is for solo games only. */
  | { code: 'soloVariant'; variant: string }
  /** Who starts: seat 1 or 2, or none for a coin toss. */
  | { code: 'firstSeat'; got: string }
  /** Seats given to bots that the game does not have. */
  | { code: 'botSeat'; seat: number; seats: number }
  /** A bot level the game has no bot for (a hand-edited save, say). */
  | { code: 'botLevel'; level: string; allowed: readonly string[] }
  /** A table asked of a server gives a bot a seat outside 2…seats (seat 1 is the host's). */
  | { code: 'botSeatRange'; seats: number }
  /** A seed that is no text, is empty, longer than `max`, or holds control or format characters. */
  | { code: 'seedText'; why: 'notText' | 'empty' | 'tooLong' | 'notPrintable'; max: number }
  /** An event table plays the week's deal: a seed may not be chosen for it. */
  | { code: 'eventSeed' }
  /** A field of a table's request to a server that is missing or of the wrong kind (`field`: its path). */
  | { code: 'createField'; field: string };

/** Why a file is not a game log this program reads. */
export type LogProblem =
  /** The file cannot be read; `why` is the system's code (ENOENT, EISDIR, EACCES …). */
  | { code: 'cannotRead'; why: string | undefined }
  | { code: 'notJson' }
  | { code: 'notObject' }
  | { code: 'noHeader' }
  | { code: 'logVersion'; version: string }
  | { code: 'otherGame'; game: string; expected: string }
  | { code: 'noSeed' }
  | { code: 'noOptions' }
  | { code: 'movesNotStrings' };

/** Any problem of the three. */
export type EngineProblem = NotationProblem | OptionsProblem | LogProblem;

/** Thrown by a game's parseMove: the notation does not read. */
export class NotationError extends Error {
  constructor(readonly problem: NotationProblem) {
    super(`the move does not read (${problem.code})`);
    this.name = 'NotationError';
  }
}

/** Thrown by a game's normalizeOptions (and the check of bot seats): options it does not take. */
export class OptionsError extends Error {
  constructor(readonly problem: OptionsProblem) {
    super(`the options are refused (${problem.code})`);
    this.name = 'OptionsError';
  }
}

/** Thrown by parseLog (and by the store's reading of a file, `path` then set): the text is not a game log this program reads. */
export class LogError extends Error {
  constructor(
    readonly problem: LogProblem,
    readonly path?: string,
  ) {
    super(`${path === undefined ? '' : `${path}: `}not a game log (${problem.code})`);
    this.name = 'LogError';
  }
}

/** The coded problem an error carries, or null for any other error. */
export function problemOf(e: unknown): EngineProblem | null {
  return e instanceof NotationError || e instanceof OptionsError || e instanceof LogError ? e.problem : null;
}
