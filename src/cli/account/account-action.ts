// The `account` command's work: the terminal's key (made on first use), the server (given or
// remembered), one proven act, and its answer in the player's language. What the server sends
// (a name, a fingerprint) is made printable before it is shown.
import { openSync, writeSync, closeSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { jsonLine } from '../../core/json-line.js';
import { printable, quoted } from '../../core/printable.js';
import { type AccountReply, accountAct } from '../../net/accounts/account-client.js';
import { clientKey } from '../../net/accounts/client-key.js';
import { askHoliday } from '../../net/turn/holiday-client.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import type { Lang } from '../../text/lang.js';
import { join } from 'node:path';
import { accountServer } from './account-server.js';
import { ACCOUNT_TEXTS, type AccountTexts } from './account-texts.js';
import { UsageError } from '../program/errors.js';
import { lineTexts } from '../words/line-texts.js';
import { chosenLang } from '../program/option-parsers.js';

export interface AccountFlags {
  server?: string;
  claim?: string;
  link?: string | true;
  export?: string | true;
  delete?: boolean;
  yes?: boolean;
  holiday?: number;
  holidayEnd?: boolean;
  lang?: Lang;
}

interface AccountView {
  name: string | null;
  keys: { fingerprint: string; kind: string; addedAt: number }[];
}

/** The folder of this terminal's key and remembered server: shared by both games. */
const accountFolder = (): string => join(dataHome(), APP_FOLDER);

const say = (line: string): void => void process.stdout.write(`${line}\n`);

/** A time as `2026-12-14 12:00 UTC`: the same in every language, and the server's clock. */
const utcMinute = (ms: number): string => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export async function account(program: string, flags: AccountFlags): Promise<number> {
  const acts = [flags.claim !== undefined, flags.link !== undefined, flags.export !== undefined, Boolean(flags.delete), flags.holiday !== undefined, Boolean(flags.holidayEnd)].filter(Boolean).length;
  if (acts > 1) throw new UsageError(lineTexts().account.oneAct);
  if (flags.yes && !flags.delete) throw new UsageError(lineTexts().account.yesWithDelete);
  const t = ACCOUNT_TEXTS[chosenLang(flags.lang)];
  const folder = accountFolder();
  const server = accountServer(folder, flags.server, program);
  const key = clientKey(folder);
  const shown = printable(server.display);
  const act = async (...args: Parameters<typeof accountAct> extends [unknown, unknown, ...infer R] ? R : never): Promise<Record<string, unknown>> => {
    const reply = await accountAct(server, key, ...args);
    if (!reply.ok) throw new UsageError(refusalLine(t, reply));
    return reply.body;
  };

  if (flags.holiday !== undefined || flags.holidayEnd) {
    const reply = await askHoliday(server, key, flags.holiday !== undefined ? { days: flags.holiday } : { end: true });
    if (!reply.ok)
      throw new UsageError(reply.code === 'noDaysLeft' ? t.noDaysLeft(reply.daysLeft ?? 0) : (t.refusals[reply.code] ?? `${t.refusals.other} (HTTP ${reply.status}, ${quoted(reply.code)}).`));
    const { pausedUntil, daysLeft, ended } = reply.body;
    if (flags.holidayEnd) say(ended ? t.holidayEnded : t.notOnHoliday);
    else say(t.holidayStarted(pausedUntil === null ? '?' : utcMinute(pausedUntil), daysLeft));
    return 0;
  }
  if (flags.claim !== undefined) {
    const body = await act('claim', { name: flags.claim });
    say(t.claimed(printable(String((body.account as AccountView).name))));
    return 0;
  }
  if (flags.link === true) {
    const body = await act('link-code');
    const minutes = Math.max(1, Math.round((Number(body.expiresAt) - Date.now()) / 60_000));
    say(t.linkCode(printable(String(body.code)), minutes, program));
    return 0;
  }
  if (typeof flags.link === 'string') {
    const body = await act('link', { code: flags.link });
    const name = (body.account as AccountView).name;
    say(t.linked(name === null ? '' : printable(name)));
    return 0;
  }
  if (flags.export !== undefined) {
    // One JSON line, every control or format character a \u escape: what a server sent is safe to print.
    const json = `${jsonLine(await act('export'))}\n`;
    if (flags.export === true) process.stdout.write(json);
    else {
      writeNewFile(flags.export, json);
      say(t.exported(printable(flags.export)));
    }
    return 0;
  }
  if (flags.delete) {
    if (!flags.yes && !(await confirmed(t.askDelete(shown)))) {
      say(t.notDeleted);
      return 1;
    }
    await act('delete');
    say(t.deleted(shown));
    return 0;
  }
  const body = await act('show');
  const view = body.account as AccountView;
  say(t.server(shown));
  say(view.name === null ? t.noName(program) : t.name(printable(view.name)));
  say(t.keys(view.keys.length));
  for (const k of view.keys) say(`  ${printable(k.fingerprint)} ${printable(k.kind)}${k.fingerprint === key.fingerprint ? ` ${t.thisKey}` : ''}`);
  say(t.kept);
  say(t.howTo(program));
  return 0;
}

function refusalLine(t: AccountTexts, reply: Extract<AccountReply, { ok: false }>): string {
  if (reply.code === 'badName') return `${t.refusals.badName}: ${t.nameProblems[reply.problem ?? ''] ?? printable(reply.problem ?? '')}.`;
  return t.refusals[reply.code] ?? `${t.refusals.other} (HTTP ${reply.status}, ${quoted(reply.code)}).`;
}

/** A new file, readable by its owner only; an existing one is never overwritten. */
function writeNewFile(path: string, text: string): void {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const t = lineTexts();
    throw new UsageError(code === 'EEXIST' ? t.account.exportExists(quoted(path)) : t.account.cannotWrite(quoted(path), t.systemWhy(code)));
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

async function confirmed(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) throw new UsageError(lineTexts().account.deleteNeedsTerminal);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^\s*yes\s*$/i.test(await rl.question(question));
  } finally {
    rl.close();
  }
}
