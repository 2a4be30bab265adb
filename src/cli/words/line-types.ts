// The shapes of the command line's lines beyond help and option errors: the settings file's
// problems and `config`'s refusals, addresses, the operator's acts and answers, the server's
// start-up refusals, and the refusals of the account, notify, lobby, resume, log and replay
// commands. Each language's are in lines/, one file per language; paths, option names,
// variables and commands to type stay as they are.
import type { OperatorRefusal } from '../../net/operator/operator-acts.js';

export interface SettingsLines {
  /** The file is there but cannot be read (`why` is the system's code, EACCES …). */
  unreadable(path: string, why: string): string;
  /** The file is not TOML; where, when the reader says. */
  notToml(path: string, line: number | null, column: number | null): string;
  /** A key's problem; the key is left out of this run. */
  keyIgnored(path: string, problem: string): string;
  /** A value an option refuses; the setting is left out of this run. */
  optionIgnored(path: string, reason: string, key: string): string;
  unknownKey(key: string, keys: string): string;
  notBoolean(key: string): string;
  notString(key: string): string;
  oneOf(key: string, allowed: string): string;
  /** `config set` on a file that cannot be read. */
  broken(path: string): string;
  /** `config set` on a key the player wrote in a form this command does not edit. */
  handEdited(key: string): string;
  cannotWrite(path: string, why: string): string;
}

export interface OperatorLines {
  tokenUnset(variable: string): string;
  tokenShort(variable: string, min: number): string;
  oneOf(a: string, b: string): string;
  idAlone: string;
  idOrDay: string;
  /** A ban's kind as the server names it ("key", "address"). */
  kind(kind: string): string;
  banned(kind: string, target: string, reason: string): string;
  unbanned(kind: string, target: string): string;
  renamed(name: string): string;
  unlisted(code: string): string;
  noAudit: string;
  noResults: string;
  score(points: number): string;
  won: string;
  first: string;
  removed(count: number): string;
  rankingBan(target: string, reason: string, setApart: number): string;
  rankingUnban(target: string): string;
  noBans: string;
  /** `operator puzzles`: none listed; a puzzle's crowd (first attempts, how many right); one whose deal's day is not over yet. */
  noMined: string;
  minedCrowd(attempts: number, solved: number): string;
  unpublished: string;
  puzzleRemoved(id: string, attempts: number): string;
  noAnswerInTime: string;
  nothingAnswers(where: string): string;
  noAnswerFrom(where: string, why: string): string;
  noActs(where: string, variable: string): string;
  /** The server's refusal of an act, by its code (`reasonMax`: the longest reason a ban takes). */
  refusals: { [C in OperatorRefusal]: (reasonMax: number) => string };
}

export interface LineTexts {
  settings: SettingsLines;
  address: { server(text: string): string; room(text: string): string };
  operator: OperatorLines;
  serve: {
    monitorNeedsListen: string;
    monitorPassword(min: number, variable: string): string;
    tokenForm(variable: string, min: number): string;
    resumeWithRedis: string;
    headersTimeout(headers: number, request: number): string;
  };
  account: {
    oneAct: string;
    yesWithDelete: string;
    exportExists(path: string): string;
    cannotWrite(path: string, why: string): string;
    deleteNeedsTerminal: string;
    noServer(command: string): string;
  };
  notify: { oneAct: string; digest: string };
  /** The lobby and the list of one's tables without a terminal. */
  needsTerminal: { lobby(command: string): string; tables(command: string): string; puzzles(command: string): string };
  noPuzzles: string;
  today(variable: string, given: string): string;
  sessions: { noSeat(code: string): string; noEarlier(role: 'host' | 'join', game: string): string; notSeat(path: string, game: string): string };
  castCannotWrite(file: string, why: string): string;
  log: {
    seedRefused(path: string, why: string): string;
    notLegal(path: string, move: number, why: string): string;
    alreadyOver: string;
  };
  verify: {
    ok(moves: number, result: string): string;
    badOptions(path: string, why: string): string;
    notLegal(path: string, move: number, text: string, why: string): string;
    resultDiffers(path: string, recorded: string, replayed: string): string;
  };
  /** Two variants that exclude each other. */
  variantsClash(a: string, b: string): string;
  /** --bots names a seat the game does not have. */
  botSeat(seat: number, players: number): string;
  /** `analyze`: which options go together. */
  analyze: {
    dealsNeedSeed: string;
    dealsNotFile: string;
    lineLogNotDeals: string;
    dealsNotSeconds: string;
    nodesWithDeals: string;
    fileOrSeed: string;
    needsFileOrSeed: string;
    optionsWithSeed: string;
    moveUnreadable(path: string, move: number, text: string, why: string): string;
  };
  /** Why a file could not be read or written, from the system's code (ENOENT: its folder is missing). */
  systemWhy(code: string | undefined): string;
}
