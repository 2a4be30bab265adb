// The command line's lines in English (the shapes are in ../line-types.ts).
import { wordsIn } from '../../../text/words.js';
import type { LineTexts } from '../line-types.js';

const EN = wordsIn('en');
const results = (n: number): string => EN.count(n, { one: '# result', other: '# results' });

export const LINES: LineTexts = {
  settings: {
    unreadable: (path, why) => `cannot read the settings file ${path}: ${why}; using the defaults`,
    notToml: (path, line, column) => `the settings file ${path} is not valid TOML${line === null ? '' : ` (line ${line}, column ${column ?? 1})`}; using the defaults`,
    keyIgnored: (path, problem) => `${path}: ${problem} (ignored)`,
    optionIgnored: (path, reason, key) => `${path}: ${reason} (${key} ignored)`,
    unknownKey: (key, keys) => `unknown setting "${key}"; the settings are: ${keys}`,
    notBoolean: (key) => `${key} must be true or false`,
    notString: (key) => `${key} must be a string in quotes`,
    oneOf: (key, allowed) => `${key} must be one of: ${allowed}`,
    broken: (path) => `the settings file ${path} cannot be read; fix or remove it first`,
    handEdited: (key) => `the settings file has ${key} in a form this command does not edit; change it by hand`,
    cannotWrite: (path, why) => `cannot write the settings file ${path}: ${why}`,
  },
  address: {
    server: (text) => `"${text}" is not an address; expected HOST:PORT, e.g. 192.168.1.5:2567`,
    room: (text) => `"${text}" is not a room address; expected HOST:PORT/CODE, e.g. 192.168.1.5:2567/KQX7-2MPD`,
  },
  operator: {
    tokenUnset: (variable) => `set ${variable} to the operator's token (the one serve was started with)`,
    tokenShort: (variable, min) => `${variable} is shorter than any token serve takes (${min} characters)`,
    oneOf: (a, b) => `give one of ${a} and ${b}`,
    idAlone: 'give --id alone, or --name or --key with --day',
    idOrDay: 'give --id, or --name or --key with --day',
    kind: (kind) => kind,
    banned: (kind, target, reason) => `Banned the ${kind} ${target}: ${reason}`,
    unbanned: (kind, target) => `The ${kind} ${target} is no longer banned.`,
    renamed: (name) => `The player is now named ${name}.`,
    unlisted: (code) => `The table ${code} is no longer listed in the lobby.`,
    noAudit: 'Nothing in the audit log.',
    noResults: 'No daily results.',
    score: (points) => `score ${points}`,
    won: 'won',
    first: 'first',
    removed: (n) => `Removed ${EN.count(n, { one: '# daily result', other: '# daily results' })}.`,
    rankingBan: (target, reason, n) => `The key ${target} is kept out of the daily rankings: ${reason} (${results(n)} left the field).`,
    rankingUnban: (target) => `The key ${target} is in the daily rankings again (from its next game).`,
    noBans: 'No bans.',
    noMined: 'No puzzles from players’ games.',
    minedCrowd: (attempts, solved) => (attempts === 0 ? 'no attempts yet' : `${EN.count(attempts, { one: '# attempt', other: '# attempts' })}, ${Math.round((100 * solved) / attempts)}% solved`),
    unpublished: 'not published yet',
    puzzleRemoved: (id, n) => `Removed the puzzle ${id}${n === 0 ? '' : ` with its ${EN.count(n, { one: '# attempt', other: '# attempts' })}`}; it is never served again.`,
    noAnswerInTime: 'no answer in time',
    nothingAnswers: (where) => `nothing answers at ${where} (is serve started with --operator-listen ${where}?)`,
    noAnswerFrom: (where, why) => `no answer from ${where}: ${why}`,
    noActs: (where, variable) => `${where} takes no operator acts: serve needs ${variable} in its environment`,
    refusals: {
      badToken: () => "The operator's token is missing or wrong.",
      slowDown: () => 'Too many wrong tokens from your address; wait.',
      badRequest: () => 'The request is not an operator request.',
      tooLarge: () => 'The request is too large.',
      badKey: () => 'A key is named by its fingerprint, SHA256: and 43 characters, as `account` shows it.',
      badAddress: () => 'An address is an IPv4 or IPv6 address, or a range like 198.51.100.0/24.',
      badReason: (max) => `A ban needs a reason: 1 to ${max} characters.`,
      noBan: () => 'There is no such ban.',
      noAccount: () => 'No account holds that name or key.',
      badName: () => 'That name cannot be given: 2 to 20 columns of printable characters, single spaces.',
      nameTaken: () => 'That name, or one that looks the same, is taken on this server.',
      badCode: () => 'A table is named by its code, like KQX7-2MPD.',
      noTable: () => 'There is no open table with that code.',
      noDaily: () => 'This server keeps no daily field.',
      badDay: () => "A day is written YYYY-MM-DD (the server's UTC day).",
      badGame: () => 'That game has no daily field.',
      noResult: () => 'There is no such daily result.',
      noPuzzles: () => 'This server keeps no puzzles from players’ games.',
      noPuzzle: () => 'There is no such puzzle from a player’s game.',
      badRemovalReason: (max) => `A removal needs a reason: 1 to ${max} characters.`,
      unavailable: () => 'The database is not available right now.',
    },
  },
  serve: {
    monitorNeedsListen: '--monitor needs --operator-listen HOST:PORT (where the panel listens)',
    monitorPassword: (min, variable) => `--monitor needs a password of at least ${min} characters in ${variable}`,
    tokenForm: (variable, min) => `${variable} must be at least ${min} characters, without spaces`,
    resumeWithRedis: '--resume restores the tables of the data folder; with --redis the tables live in Redis and move to whichever process their players reach',
    headersTimeout: (headers, request) => `--headers-timeout (${headers} ms) must not be longer than --request-timeout (${request} ms)`,
  },
  account: {
    oneAct: 'give one of --claim, --link, --export, --delete, --holiday and --holiday-end at a time',
    yesWithDelete: '--yes goes with --delete',
    exportExists: (path) => `${path} exists; --export writes a new file only`,
    cannotWrite: (path, why) => `cannot write ${path} (${why})`,
    deleteNeedsTerminal: '--delete asks before it deletes; without a terminal, add --yes',
    noServer: (command) => `no server yet: name one once with ${command} --server HOST:PORT`,
  },
  notify: {
    oneAct: 'give one of ADDRESS, --list, --remove, --off and --test at a time',
    digest: '--digest goes with an address: notify ntfy:TOPIC --digest',
  },
  needsTerminal: {
    lobby: (command) => `the lobby needs a terminal; for scripts use "${command}"`,
    tables: (command) => `the list of your tables needs a terminal; for scripts use "${command}"`,
    puzzles: (command) => `the puzzles need a terminal; run "${command}" in one (or add --screen-reader)`,
  },
  noPuzzles: 'no puzzles are bundled with this program',
  today: (variable, given) => `${variable} must be a date like 2026-11-30, got "${given}"`,
  sessions: {
    noSeat: (code) => `no saved seat for room ${code} on this machine`,
    noEarlier: (role, game) => `no earlier ${role === 'host' ? 'hosted' : 'joined'} ${game} table to resume on this machine`,
    notSeat: (path, game) => `${path}: not a saved ${game} seat`,
  },
  castCannotWrite: (file, why) => `cannot write the recording to ${file}: ${why}`,
  log: {
    seedRefused: (path, why) => `${path}: the log's seed is refused: ${why}`,
    notLegal: (path, move, why) => `${path}: move ${move} is not legal (${why}); check it with replay --verify`,
    alreadyOver: 'the game was already over',
  },
  verify: {
    ok: (moves, result) => `ok: ${EN.count(moves, { one: '# move', other: '# moves' })} replayed, result ${result}`,
    badOptions: (path, why) => `${path}: bad options in the log: ${why}`,
    notLegal: (path, move, text, why) => `${path}: move ${move} "${text}" is not legal: ${why}`,
    resultDiffers: (path, recorded, replayed) => `${path}: the recorded result ${recorded} does not match the replayed one ${replayed}`,
  },
  variantsClash: (a, b) => `the variants ${a} and ${b} cannot be combined`,
  botSeat: (seat, players) => `--bots names seat ${seat}, but the game has ${players === 1 ? '1 seat' : `${players} seats`}`,
  analyze: {
    dealsNeedSeed: '--deals N goes with --seed SEED: it searches the deals SEED/0 … SEED/N−1',
    dealsNotFile: '--deals and --queue search seeded deals: give --seed, not a log FILE',
    lineLogNotDeals: '--line-log writes the line of one deal: leave out --deals',
    dealsNotSeconds: '--deals searches each deal up to --nodes positions, not for --seconds',
    nodesWithDeals: '--nodes and --workers go with --deals N',
    fileOrSeed: 'give either a log FILE or --seed, not both',
    needsFileOrSeed: 'analyze needs a log FILE or --seed SEED',
    optionsWithSeed: '--players and --variant go with --seed; a log file records its own',
    moveUnreadable: (path, move, text, why) => `${path}: move ${move} ${text} cannot be read: ${why}`,
  },
  systemWhy: (code) =>
    code === 'ENOENT'
      ? 'no such folder'
      : code === 'EISDIR'
        ? 'it is a folder'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : code === 'ENOSPC'
            ? 'the disk is full'
            : (code ?? 'write failed'),
};
