// What a push looks like on the wire. ntfy: the text as the POST body, the title and tags in
// ntfy's headers (https://docs.ntfy.sh/publish/). A webhook: one JSON object that Discord
// (`content`), Slack (`text`) and Matrix hookshot-style receivers (`body`, `msgtype`) each read
// their own field of, so one shape serves the three. Every text is made printable first: the
// server wrote the message, but a table's name or a player's may be in it.
import { printable } from '../../core/printable.js';
import type { PushMessage, PushTag } from './push-port.js';
import type { PushKind } from './push-address.js';

export interface PushRequest {
  headers: Record<string, string>;
  body: Buffer;
}

/** The longest text sent (Discord takes 2,000 characters; a digest is cut before that). */
const TEXT_MAX = 1900;

/** ntfy tags are emoji short codes; the first of each is shown before the title. */
const NTFY_TAGS: Record<PushTag, string> = {
  turn: 'black_joker',
  reminder: 'hourglass_flowing_sand',
  clock: 'alarm_clock',
  ended: 'checkered_flag',
  test: 'white_check_mark',
  digest: 'spiral_notepad',
};

const clean = (text: string): string => printable(text).trim();
/** Each line made printable on its own (a line break of the server's own stays one). */
const cleanLines = (text: string): string[] => text.split('\n').map(clean).filter(Boolean);

/** The message as lines of plain text: the title, the body, the command that opens the table. */
export function pushText(message: PushMessage): string {
  const lines = [clean(message.title), ...cleanLines(message.body), message.command ? clean(message.command) : ''].filter(Boolean);
  const text = lines.join('\n');
  return text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text;
}

/** A header value: ASCII as it is, anything else as RFC 2047 UTF-8 (ntfy decodes it). */
function headerValue(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

export function pushRequest(kind: PushKind, message: PushMessage): PushRequest {
  if (kind === 'ntfy') {
    const lines = [...cleanLines(message.body), message.command ? clean(message.command) : ''].filter(Boolean);
    const body = lines.join('\n') || clean(message.title);
    return {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        Title: headerValue(clean(message.title).slice(0, 200)),
        Tags: `${NTFY_TAGS[message.tag]},${message.tag}`,
        ...(message.tag === 'reminder' && { Priority: 'high' }),
      },
      body: Buffer.from(body.slice(0, TEXT_MAX), 'utf8'),
    };
  }
  const text = pushText(message);
  // Discord would turn a name like @everyone into a mention: none is allowed.
  const json = { content: text, text, body: text, msgtype: 'm.text', allowed_mentions: { parse: [] } };
  return { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(json), 'utf8') };
}

/**
 * The day's digest of one address: a line per table that waits (its latest message), then the
 * messages about no table. Built by the sender from the pushes it held back that day.
 */
export function digestMessage(held: PushMessage[]): PushMessage {
  const byTable = new Map<string, PushMessage>();
  const other: PushMessage[] = [];
  for (const m of held) {
    if (m.table) byTable.set(m.table, m);
    else if (!other.some((o) => o.title === m.title)) other.push(m);
  }
  const tables = [...byTable.values()];
  const lines = [...tables.map((m) => `${clean(m.title)}${m.command ? `: ${clean(m.command)}` : ''}`), ...other.map((m) => clean(m.title))];
  const title = tables.length === 1 ? 'Today: 1 table waits for you' : `Today: ${tables.length} tables wait for you`;
  return { tag: 'digest', title, body: lines.join('\n') };
}
