// The `notify` command's work: the terminal's key and the server (given or remembered), as
// `account` finds them, one proven act, and one line in the player's language. What the server
// sends back (an id, an address) is made printable before it is shown; a webhook's path, which
// holds its secret, is not shown at all.
import { printable } from '../../core/printable.js';
import { clientKey } from '../../net/accounts/client-key.js';
import { notifyAct, type NotifyReply } from '../../net/push/notify-client.js';
import type { Lang } from '../../text/lang.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import { join } from 'node:path';
import { accountServer } from './account-server.js';
import { UsageError } from '../program/errors.js';
import { lineTexts } from '../words/line-texts.js';
import { NOTIFY_TEXTS, type NotifyTexts } from './notify-texts.js';
import { chosenLang } from '../program/option-parsers.js';

export interface NotifyFlags {
  server?: string;
  digest?: boolean;
  list?: boolean;
  remove?: string;
  off?: boolean;
  test?: boolean;
  lang?: Lang;
}

interface AddressView {
  id: string;
  kind: string;
  url: string;
  digest: boolean;
  failures: number;
}

const say = (line: string): void => void process.stdout.write(`${line}\n`);

/** `ntfy:TOPIC` / `ntfy:https://…/TOPIC` → `{ ntfy }`; anything else → `{ url }` (the server judges it). */
export function targetOf(text: string): { ntfy: string } | { url: string } {
  const given = text.trim();
  return /^ntfy:/i.test(given) ? { ntfy: given.slice(5) } : { url: given };
}

/** An address as shown: an ntfy topic whole; a webhook by its origin only (its path is its secret). */
export function shownAddress(kind: string, url: string): string {
  try {
    const parsed = new URL(url);
    if (kind === 'ntfy') return printable(parsed.origin === 'https://ntfy.sh' ? `ntfy:${parsed.pathname.slice(1)}` : `ntfy:${parsed.href}`);
    return printable(`${parsed.origin}/…`);
  } catch {
    return printable(url);
  }
}

export async function notify(program: string, address: string | undefined, flags: NotifyFlags): Promise<number> {
  const acts = [address !== undefined, Boolean(flags.list), flags.remove !== undefined, Boolean(flags.off), Boolean(flags.test)].filter(Boolean).length;
  if (acts > 1) throw new UsageError(lineTexts().notify.oneAct);
  if (flags.digest && address === undefined) throw new UsageError(lineTexts().notify.digest);
  const t = NOTIFY_TEXTS[chosenLang(flags.lang)];
  const folder = join(dataHome(), APP_FOLDER);
  const server = accountServer(folder, flags.server, program, lineTexts().account.noServer(`${program} notify`));
  const key = clientKey(folder);
  const shown = printable(server.display);
  const act = async (...args: Parameters<typeof notifyAct> extends [unknown, unknown, ...infer R] ? R : never): Promise<Record<string, unknown>> => {
    const reply = await notifyAct(server, key, ...args);
    if (!reply.ok) throw new UsageError(refusalLine(t, reply));
    return reply.body;
  };

  if (address !== undefined) {
    const body = await act('add', { ...targetOf(address), ...(flags.digest && { digest: true }) });
    const added = body.address as AddressView;
    say(t.added(shownAddress(added.kind, added.url), added.digest));
    return 0;
  }
  if (flags.remove !== undefined) {
    await act('remove', { id: flags.remove });
    say(t.removed);
    return 0;
  }
  if (flags.off) {
    say(t.off(Number((await act('off')).removed)));
    return 0;
  }
  if (flags.test) {
    say(t.tested(Number((await act('test')).queued)));
    return 0;
  }
  const addresses = (await act('list')).addresses as AddressView[];
  if (addresses.length === 0) {
    say(t.none(shown, program));
    return 0;
  }
  say(t.listed(shown, addresses.length));
  for (const a of addresses) say(t.line(printable(a.id), shownAddress(a.kind, a.url), a.digest, a.failures));
  return 0;
}

function refusalLine(t: NotifyTexts, reply: Extract<NotifyReply, { ok: false }>): string {
  return t.refusals[reply.code] ?? `${t.refusals.other} (HTTP ${reply.status}, ${printable(reply.code)}).`;
}
