// The daily field at a terminal: with a server remembered (`account --server`) and the player's
// consent (asked once, at the end of a finished daily game, and remembered in the data folder),
// each finished daily game is sent to the server, which replays it before it counts; `stats
// --daily`, `share` and the end of the game then show the day's field. Without a server, or
// without consent, nothing is sent or asked for. A server that cannot be reached costs one line.
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { GameLog } from '../../core/log.js';
import { printable } from '../../core/printable.js';
import type { AnyModule } from '../../modules/module.js';
import type { ServerAddress } from '../../net/client/address.js';
import { clientKey } from '../../net/accounts/client-key.js';
import { startOfName } from '../../store/saved-logs.js';
import type { Lang } from '../../text/lang.js';
import { type FieldFacts, type HistoryFacts, fieldBrief, fieldText, readField, readHistory } from '../../ui/shared/field-text.js';
import { SHARED_FIELD } from '../../ui/shared/texts/field.js';
import { typesetTexts } from '../../text/typography.js';
import { DAILY_PUZZLE_CONSENT_FILE, accountFolder, dailyConsent, puzzleAnswer, puzzleConsent, rememberConsent, rememberedServer } from './daily-consent.js';

export { DAILY_CONSENT_FILE, DAILY_PUZZLE_CONSENT_FILE, dailyConsent, puzzleConsent, rememberConsent, rememberedServer, sendsWithoutAsking } from './daily-consent.js';

const isYes = (answer: string): boolean => /^(y|yes|j|ja|o|oui)$/.test(answer.trim().toLowerCase());

/** The terminal the questions are asked at (a test hands its own). */
export interface ConsentPrompt {
  /** Whether there is a terminal to ask at: without one nothing is asked. */
  terminal: boolean;
  /** One line said, no answer asked. */
  say(line: string): void;
  question(text: string): Promise<string>;
  close(): void;
}

function stdioPrompt(): ConsentPrompt {
  const terminal = process.stdin.isTTY && process.stdout.isTTY;
  let rl: ReturnType<typeof createInterface> | null = null;
  const open = (): ReturnType<typeof createInterface> => {
    // The game's screen (Ink) leaves stdin unreferenced: without this the program would end at the
    // question, its answer never read (as ../program/one-key.ts says).
    process.stdin.ref();
    return (rl ??= createInterface({ input: process.stdin, output: process.stdout }));
  };
  return {
    terminal,
    say: (line) => void process.stdout.write(`${line}\n`),
    question: (text) => open().question(text),
    close: () => rl?.close(),
  };
}

/**
 * Asks once at a terminal (never when there is none); the answer is remembered. A player who said
 * yes before the puzzles' question existed is asked that one once, at the next game sent (until
 * then, and without a terminal, nothing of theirs becomes a puzzle).
 */
export async function consentAskedOnce(server: ServerAddress, lang: Lang, folder: string, prompt: ConsentPrompt = stdioPrompt()): Promise<boolean> {
  const given = dailyConsent(folder);
  if (given === false || (given === true && puzzleAnswer(folder) !== null)) return given;
  if (!prompt.terminal) return given === true;
  const t = typesetTexts(SHARED_FIELD[lang], lang);
  try {
    if (given === true) prompt.say(t.puzzlesNew(printable(server.display)));
    const yes = given === true || isYes(await prompt.question(t.ask(printable(server.display))));
    if (given === null) rememberConsent(yes, folder);
    // Puzzles from the games sent are a consent of their own, asked only of a player who sends them.
    if (yes) rememberConsent(isYes(await prompt.question(t.askPuzzles)), folder, DAILY_PUZZLE_CONSENT_FILE);
    return yes;
  } finally {
    prompt.close();
  }
}

/** The field of the day (and the history), or why not in one printable line. */
type Fetched = { ok: true; field: FieldFacts; history: HistoryFacts[] } | { ok: false; why: string };

async function fetchField(server: ServerAddress, folder: string, game: string, day: string, history: boolean): Promise<Fetched> {
  const { askDailyField } = await import('../../net/daily/daily-client.js');
  try {
    const reply = await askDailyField(server, clientKey(folder), game, { day, history });
    if (!reply.ok) return { ok: false, why: `${reply.code} (HTTP ${reply.status})` };
    const field = readField(reply.body.field);
    return field ? { ok: true, field, history: readHistory(reply.body.history) } : { ok: false, why: 'no field' };
  } catch (e) {
    return { ok: false, why: (e as Error).message };
  }
}

export interface ShownField {
  /** The field's text, or the line saying it could not be reached. */
  text: string;
  /** The player's share beaten, for the share text; null when not ranked or alone. */
  beat: number | null;
  /** The field in a few lines (no chart), for the end screen; absent when it could not be reached. */
  brief?: string;
}

/**
 * The field of a day for `stats --daily` and `share`: only with a server remembered and consent
 * given (asking for it proves the key, which makes an account); null otherwise.
 */
export async function dailyFieldShown(module: AnyModule, day: string, o: { lang: Lang; ascii: boolean; history: boolean; unsent?: UnsentGame | null }): Promise<ShownField | null> {
  if (!module.dailyField) return null;
  const folder = accountFolder();
  const server = rememberedServer(folder);
  if (!server || dailyConsent(folder) !== true) return null;
  let fetched = await fetchField(server, folder, module.id, day, o.history);
  // Today's first game that never reached the server (it could not be reached then) is sent now.
  if (fetched.ok && fetched.field.own === null && o.unsent) {
    const { submitDaily } = await import('../../net/daily/daily-client.js');
    const sent = await submitDaily(server, clientKey(folder), module.id, o.unsent.log, startOfSave(o.unsent.path), puzzleConsent(folder)).catch(() => null);
    if (sent?.ok) fetched = await fetchField(server, folder, module.id, day, o.history);
  }
  return shown(fetched, server, o.lang, o.ascii);
}

/** A finished daily game of today kept in the saves, which `stats --daily` and `share` send when the server has none of the day. */
export interface UnsentGame {
  log: object;
  path: string;
}

const startOfSave = (path: string | null): number | undefined => (path && existsSync(path) ? (startOfName(basename(path)) ?? undefined) : undefined);

function shown(fetched: Fetched, server: ServerAddress, lang: Lang, ascii: boolean): ShownField {
  if (!fetched.ok) return { text: typesetTexts(SHARED_FIELD[lang], lang).unreachable(printable(server.display), printable(fetched.why)), beat: null };
  const own = fetched.field.own;
  return {
    text: fieldText(fetched.field, fetched.history, server.display, lang, ascii),
    beat: own?.standing === 'ranked' ? own.beat : null,
    brief: fieldBrief(fetched.field, server.display, lang, ascii),
  };
}

/**
 * After a finished daily game: sends it (asking consent once) and answers the day's field;
 * null when the game is no daily, or there is no server, or no consent.
 */
export async function sendFinishedDaily(module: AnyModule, log: GameLog, savePath: string | null, lang: Lang, ascii: boolean): Promise<ShownField | null> {
  const day = (log as GameLog & { daily?: unknown }).daily;
  if (!module.dailyField || typeof day !== 'string' || log.result === null) return null;
  const folder = accountFolder();
  const server = rememberedServer(folder);
  if (!server || !(await consentAskedOnce(server, lang, folder))) return null;
  const { submitDaily } = await import('../../net/daily/daily-client.js');
  const startedAt = startOfSave(savePath);
  const t = typesetTexts(SHARED_FIELD[lang], lang);
  try {
    const sent = await submitDaily(server, clientKey(folder), module.id, log, startedAt, puzzleConsent(folder));
    if (!sent.ok) return { text: t.unreachable(printable(server.display), printable(`${sent.code} (HTTP ${sent.status})`)), beat: null };
  } catch (e) {
    return { text: t.unreachable(printable(server.display), printable((e as Error).message)), beat: null };
  }
  const field = shown(await fetchField(server, folder, module.id, day, false), server, lang, ascii);
  return { ...field, text: `${t.sent(printable(server.display))}\n${field.text}` };
}
