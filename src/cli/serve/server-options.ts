// The operator's limits of a server, as options of `serve` and `host`: one option per limit of
// ServerLimits, each checked with a one-line error, and turned into the limits the server takes.
// An option not given keeps its default (DEFAULT_LIMITS): far above what a household needs.
import { type Command, InvalidArgumentError, Option } from 'commander';
import { quoted } from '../../core/printable.js';
import { parseProxy } from '../../net/http/client-address.js';
import { gameCards } from '../../modules/cards.js';
import { DEFAULT_LIMITS, type ServerLimits } from '../../net/server/server-limits.js';
import { UsageError } from '../program/errors.js';
import { lineTexts } from '../words/line-texts.js';
import { parseIntInRange } from '../program/option-parsers.js';
import { argumentReason } from '../words/argument-texts.js';

export interface ServerLimitFlags {
  connectionsPerAddress?: number;
  tablesPerMinute?: number;
  botTablesPerAddress?: number;
  reservationsPerTable?: number;
  reservationsPerAddress?: number;
  watchersPerTable?: number;
  watchersPerAddress?: number;
  joinsPerMinute?: number;
  rejoinsPerMinute?: number;
  codeGuessesPerMinute?: number;
  maxBody?: number;
  headersTimeout?: number;
  requestTimeout?: number;
  idleTimeout?: number;
  allowOrigin?: string[];
  trustProxy?: string[];
  minBotDelay?: number;
  botLevels?: string[];
  botWorkers?: number;
  abandonedMinutes?: number;
  finishedLogDays?: number;
  roomLogsMaxMb?: number;
  monitorGuessesPerMinute?: number;
  publicTablesPerAddress?: number;
  lobbyWaitsPerAddress?: number;
  quickMatchesPerMinute?: number;
  keysPerAccount?: number;
  turnTablesPerAccount?: number;
  nameChangesPerDay?: number;
  namesPerAddressPerDay?: number;
  challengesPerMinute?: number;
  dailySubmitsPerMinute?: number;
  remindersPerDay?: number;
  holidayDaysPerMonth?: number;
  pushAddressesPerAccount?: number;
  pushesPerHour?: number;
  notifyAllow?: string[];
}

const BOT_LEVELS = [...new Set(gameCards().flatMap((g) => g.bots.levels))];

/** `https://cards.example.org` (scheme, host and port, as a browser sends it in Origin). */
export function parseOrigin(text: string, previous: string[] = []): string[] {
  let origin = '';
  try {
    origin = new URL(text).origin;
  } catch {
    // Not a URL at all.
  }
  if (origin === 'null' || origin !== text.replace(/\/$/, '')) {
    throw new InvalidArgumentError(argumentReason((t) => t.origin(quoted(text))));
  }
  return [...previous, origin];
}

export function parseProxyAddress(text: string, previous: string[] = []): string[] {
  if (!parseProxy(text)) throw new InvalidArgumentError(argumentReason((t) => t.proxy(quoted(text))));
  return [...previous, text.trim()];
}

export function parseBotLevels(text: string): string[] {
  const given = text.split(',').map((l) => l.trim());
  const levels = given.map((l) => l.toLowerCase());
  const bad = given.find((l, i) => !BOT_LEVELS.includes(levels[i]));
  if (bad !== undefined) throw new InvalidArgumentError(argumentReason((t) => t.botLevels(BOT_LEVELS.join(', '), quoted(bad))));
  return [...new Set(levels)];
}

/** `--notify-allow HOST`: a host name or an IP address, as it stands in a push URL (no scheme, port or path). */
export function parseNotifyAllow(text: string, previous: string[] = []): string[] {
  const host = text.trim().toLowerCase();
  if (!/^(\[[0-9a-f:.]+\]|[0-9a-f:]*:[0-9a-f:.]*|[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?)$/.test(host)) {
    throw new InvalidArgumentError(argumentReason((t) => t.notifyAllow(quoted(text))));
  }
  return [...previous, host.replace(/^\[|\]$/g, '')];
}

const d = DEFAULT_LIMITS;
const MIB = 1024 * 1024;

/** `--flag <n>`: a whole number from `low` to `high`, its default in the help. */
export const count = (flag: string, what: string, low: number, high: number, byDefault: number): Option =>
  new Option(`--${flag} <n>`, `${what} (default ${byDefault})`).argParser(parseIntInRange(`--${flag}`, low, high));

/** `serve --monitor`'s own limit (not `host`'s: it has no monitor). */
export const monitorGuessesOption = (): Option =>
  count(
    'monitor-guesses-per-minute',
    'wrong monitor passwords (and operator tokens) one address may try a minute; then it waits, twice as long after each further one',
    1,
    1000,
    d.monitorGuessesPerMinute,
  ).helpGroup('Server limits:');

/** `serve`'s limits on accounts (not `host`'s: it keeps none). */
export const accountLimitOptions = (): Option[] =>
  [
    count('keys-per-account', 'keys one account may hold (a link past it is refused)', 1, 1000, d.keysPerAccount),
    count('name-changes-per-day', "names one account may claim in a day (an operator's rename is not counted)", 1, 1000, d.nameChangesPerAccountPerDay),
    count('names-per-address-per-day', 'names claimed from one address (an IPv6 /64) in a day, over all accounts', 1, 100_000, d.namesPerAddressPerDay),
    count('turn-tables-per-account', 'open turn-based tables one account may sit at (plus one per finished turn-based game of the account)', 1, 10_000, d.turnTablesPerAccount),
    count('challenges-per-minute', 'key-proof challenges one address may ask for per minute (each sign-in takes one)', 1, 1_000_000, d.challengesPerMinutePerAddress),
    count('daily-submits-per-minute', 'finished daily games one address may send per minute', 1, 1_000_000, d.dailySubmitsPerMinutePerAddress),
    count('reminders-per-day', "reminders of a turn-based table's deadline one account is sent in a UTC day; 0: none", 0, 1000, d.remindersPerDay),
    count('holiday-days-per-month', 'days one account may pause its turn-based clocks in a UTC month; 0: no holidays', 0, 31, d.holidayDaysPerMonth),
    count('push-addresses-per-account', 'push addresses (ntfy topics, webhooks) one account may hold; 0: no pushes', 0, 100, d.pushAddressesPerAccount),
    count('pushes-per-hour', 'pushes one account may get in an hour (the rest wait)', 1, 100_000, d.pushesPerHour),
    new Option('--notify-allow <host>', 'a host pushes may go to although it resolves to a private or loopback address, repeatable (default: none)').argParser(parseNotifyAllow),
  ].map((option) => option.helpGroup('Server limits:'));

/** The limit options, in one help group, on `serve` or `host`. */
export function addServerLimitOptions(command: Command): Command {
  const options = [
    count('connections-per-address', 'open connections from one address', 1, 100_000, d.connectionsPerAddress),
    count('tables-per-minute', 'tables one address may open per minute', 1, 100_000, d.tablesPerMinutePerAddress),
    count('bot-tables-per-address', 'open tables with server bots one address may hold', 0, 10_000, d.botTablesPerAddress),
    count('reservations-per-table', 'seats of one table reserved and not yet connected', 1, 1000, d.reservationsPerTable),
    count('reservations-per-address', 'of those, held by one address (an IPv6 /64) at once', 1, 1000, d.reservationsPerAddress),
    count('watchers-per-table', 'watchers of one table, admitted or asking the host', 0, 1000, d.watchersPerTable),
    count('watchers-per-address', 'of those, from one address (an IPv6 /64); one request to watch at a time', 1, 1000, d.watchersPerAddress),
    count('joins-per-minute', 'joins and rejoins from one address per minute', 1, 100_000, d.joinsPerMinutePerAddress),
    count('rejoins-per-minute', 'rejoins of one seat per minute', 1, 10_000, d.rejoinsPerMinutePerSeat),
    count('code-guesses-per-minute', 'joins by code that find no table, from one address per minute', 1, 100_000, d.codeGuessesPerMinutePerAddress),
    count('public-tables-per-address', 'open public tables (listed in the lobby) one address may hold', 0, 10_000, d.publicTablesPerAddress),
    count('lobby-waits-per-address', 'lobby listings one address may keep waiting for a change at once', 0, 10_000, d.lobbyWaitsPerAddress),
    count('quick-matches-per-minute', 'quick-match requests from one address per minute', 1, 100_000, d.quickMatchesPerMinutePerAddress),
    new Option('--max-body <bytes>', `largest matchmaking request (default ${d.bodyMaxBytes})`).argParser(parseIntInRange('--max-body', 256, 1_048_576)),
    new Option('--headers-timeout <ms>', `time for a request's headers (default ${d.headersTimeoutMs})`).argParser(parseIntInRange('--headers-timeout', 100, 600_000)),
    new Option('--request-timeout <ms>', `time for a whole request (default ${d.requestTimeoutMs})`).argParser(parseIntInRange('--request-timeout', 100, 600_000)),
    new Option('--idle-timeout <ms>', `time an idle kept-alive connection stays open (default ${d.idleTimeoutMs})`).argParser(parseIntInRange('--idle-timeout', 100, 600_000)),
    new Option('--allow-origin <origin>', 'a web page origin allowed to use the server, repeatable (default: none; terminals send no origin)').argParser(parseOrigin),
    new Option('--trust-proxy <address>', 'a reverse proxy whose X-Forwarded-For names the client, repeatable (an address or a range)').argParser(parseProxyAddress),
    new Option('--min-bot-delay <ms>', `shortest bot pause a table may ask for (default ${d.minBotDelayMs})`).argParser(parseIntInRange('--min-bot-delay', 0, 5000)),
    new Option('--bot-levels <levels>', `bot levels tables may ask for, e.g. easy,normal (default: all: ${BOT_LEVELS.join(',')})`).argParser(parseBotLevels),
    new Option('--bot-workers <n>', "worker threads for the server's bots; 0: on the message loop (default: cores − 1, 1 to 4)").argParser(parseIntInRange('--bot-workers', 0, 16)),
    new Option('--abandoned-minutes <n>', `a table nobody has touched for this long is closed, and --resume skips it (default ${d.abandonedMinutes})`).argParser(
      parseIntInRange('--abandoned-minutes', 1, 100_000),
    ),
    new Option('--finished-log-days <n>', `room logs unchanged for this many days are removed; 0 keeps them (default ${d.finishedLogDays})`).argParser(
      parseIntInRange('--finished-log-days', 0, 36_500),
    ),
    new Option(
      '--room-logs-max-mb <n>',
      `room logs kept on disk together, in MiB; past it the oldest closed tables' logs are removed, abandoned ones first; 0: no cap (default ${d.roomLogsMaxBytes / MIB})`,
    ).argParser(parseIntInRange('--room-logs-max-mb', 0, 10_000_000)),
  ];
  for (const option of options) command.addOption(option.helpGroup('Server limits:'));
  // Checks that involve two options, before the command runs: a one-line usage error.
  return command.hook('preAction', (_, action) => {
    try {
      serverLimitsFrom(action.opts());
    } catch (e) {
      action.error((e as Error).message);
    }
  });
}

/** The limits the flags name (the rest default), with the checks that involve two options. */
export function serverLimitsFrom(f: ServerLimitFlags): Partial<ServerLimits> {
  const given: Partial<ServerLimits> = {
    connectionsPerAddress: f.connectionsPerAddress,
    tablesPerMinutePerAddress: f.tablesPerMinute,
    botTablesPerAddress: f.botTablesPerAddress,
    reservationsPerTable: f.reservationsPerTable,
    reservationsPerAddress: f.reservationsPerAddress,
    watchersPerTable: f.watchersPerTable,
    watchersPerAddress: f.watchersPerAddress,
    joinsPerMinutePerAddress: f.joinsPerMinute,
    rejoinsPerMinutePerSeat: f.rejoinsPerMinute,
    codeGuessesPerMinutePerAddress: f.codeGuessesPerMinute,
    bodyMaxBytes: f.maxBody,
    headersTimeoutMs: f.headersTimeout,
    requestTimeoutMs: f.requestTimeout,
    idleTimeoutMs: f.idleTimeout,
    allowedOrigins: f.allowOrigin,
    trustProxy: f.trustProxy,
    minBotDelayMs: f.minBotDelay,
    botLevels: f.botLevels,
    abandonedMinutes: f.abandonedMinutes,
    finishedLogDays: f.finishedLogDays,
    roomLogsMaxBytes: f.roomLogsMaxMb === undefined ? undefined : f.roomLogsMaxMb * MIB,
    monitorGuessesPerMinute: f.monitorGuessesPerMinute,
    publicTablesPerAddress: f.publicTablesPerAddress,
    lobbyWaitsPerAddress: f.lobbyWaitsPerAddress,
    quickMatchesPerMinutePerAddress: f.quickMatchesPerMinute,
    keysPerAccount: f.keysPerAccount,
    turnTablesPerAccount: f.turnTablesPerAccount,
    nameChangesPerAccountPerDay: f.nameChangesPerDay,
    namesPerAddressPerDay: f.namesPerAddressPerDay,
    challengesPerMinutePerAddress: f.challengesPerMinute,
    dailySubmitsPerMinutePerAddress: f.dailySubmitsPerMinute,
    remindersPerDay: f.remindersPerDay,
    holidayDaysPerMonth: f.holidayDaysPerMonth,
    pushAddressesPerAccount: f.pushAddressesPerAccount,
    pushesPerHour: f.pushesPerHour,
    notifyAllow: f.notifyAllow,
  };
  const limits = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as Partial<ServerLimits>;
  const headers = limits.headersTimeoutMs ?? d.headersTimeoutMs;
  const request = limits.requestTimeoutMs ?? d.requestTimeoutMs;
  if (headers > request) throw new UsageError(lineTexts().serve.headersTimeout(headers, request));
  return limits;
}
