// What stays in the terminal after a networked game, the same from the screen (NetTableApp) and
// from the screen-reader mode (net-lines): the result, how to replay this seat's copy of the log
// (over SSH: where it is kept), and a deal that did not check out.
import type { TableClient } from '../../table/client.js';
import type { Lang } from '../../text/lang.js';
import type { NetSeatScreen } from './net-seat.js';
import type { NetTexts } from './net-strings.js';
import type { NetTableLike } from './types.js';

/** When a sealed deal is revealed, as the terminal says it (a moment the server did not give is not made up). */
export const sealedUntilText = (ms: number): string | null => (ms > 0 ? `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC` : null);

/**
 * What stays in the terminal after a finished game: its result and replay command, and a deal that
 * did not check out. A team event's end while its week runs carries no seed and no log: nothing
 * was kept to replay, and the deal is checked when the week ends, so it says that instead.
 */
export function afterGameLines(table: NetTableLike, screen: NetSeatScreen, client: TableClient, savePath: string, ui: { lang: Lang; ascii: boolean }, t: NetTexts, sshKept: string | null): string {
  const sealedUntil = table.deal?.sealedUntil;
  if (sealedUntil !== undefined) return `${screen.afterGame(client.update(table.seat), null, ui)}${t.dealSealed(sealedUntilText(sealedUntil))}`;
  // Over SSH the copy is on the server, kept with the key's saves (a guest's nowhere): no command to run.
  const local = sshKept === null && savePath !== '';
  const kept = sshKept !== null && savePath !== '' ? `\n${sshKept}` : '';
  const text = `${screen.afterGame(client.update(table.seat), local ? savePath : null, ui).replace(/\n$/, '')}${kept}`;
  return table.deal?.matches === false ? `${text}\n${t.dealBad}` : text;
}
