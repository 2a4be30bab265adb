// "Your tables" over SSH: the session's account's turn-based tables on the list `regicide tables`
// shows, read in-process from the game server beside the front (the session's key is its account;
// no proof travels). Enter opens the chosen table as joining it by its code does: the voucher of
// the session's key takes the account's seat back.
//
// ADAPTER (issue 30, turn-client ↔ turn-server): `SshTablesSource` is the game server's own list of
// an account's tables, in the shape `POST …/tables/mine` answers ({ now, tables: […] }). The server
// side (src/net/turn/turn-tables.ts) provides it; serve passes it to the SSH front as `myTables`.
// Until it does, the menu has no "Your tables" row. Whatever it returns is checked as a hostile
// server's answer would be (myTablesFrom), so the screens see printable, well-formed tables only.
import { PACKAGE_NAME } from '../../core/package-name.js';
import { printable } from '../../core/printable.js';
import { finishedTableFrom, type MyTable, myTablesFrom, TablesFailure } from '../../net/lobby/tables-client.js';
import { NET_TABLES } from '../../ui/net/texts/tables.js';
import { TABLES_REFRESH_MS, type TablesRead, watchTables } from '../../net/lobby/tables-watch.js';
import type { Lang } from '../../text/lang.js';
import { isOver } from '../../ui/net/tables-rows.js';
import type { SessionScreen } from '../../ui/shared/run-screen.js';
import { command } from '../../ui/shared/commands.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import type { ThemeName } from '../../ui/shared/palettes.js';
import { SHARED_TEXTS } from '../../ui/shared/shared-strings.js';

/** An account's turn-based tables, as `…/tables/mine` answers for it. */
export type SshTablesSource = (accountId: string) => Promise<unknown>;

/** The end of an account's finished table, as `…/tables/result` answers for it (undefined: none such). */
export type SshFinishedSource = (accountId: string, code: string) => Promise<unknown>;

/**
 * The list's reader for one account. A finished table is listed only where the session can fetch
 * its end (`finished`: the game server's tables/result, read in-process), as `regicide tables` in a
 * terminal does (finished-table.ts); else choosing it would join it, which a finished table refuses.
 */
export const sessionTablesRead =
  (source: SshTablesSource, accountId: string, server: string, finished = false): TablesRead =>
  async () => {
    const tables = myTablesFrom(await source(accountId));
    if (!tables) throw new TablesFailure({ kind: 'nonsense', status: 200 }, server);
    return finished ? tables : { ...tables, tables: tables.tables.filter((t) => !isOver(t)) };
  };

/**
 * A finished table chosen over SSH: its end fetched, the player's copy kept with the key's saves
 * (`keepAt`), and the lines that show it (the log's place said as kept, no local command); a
 * refusal or an end that does not check out is one line.
 */
export async function sessionFinishedLines(source: SshFinishedSource, accountId: string, code: string, lang: Lang, keepAt: (game: string) => string): Promise<string[]> {
  const t = textsFor(NET_TABLES, lang, false);
  const got = finishedTableFrom(await source(accountId, code), code);
  if (!got) return [t.finished.bad(code)];
  const { finishedLines } = await import('../turn/finished-table.js');
  try {
    return await finishedLines(got, lang, t, keepAt, textsFor(SHARED_TEXTS, lang, false).sshLogKept);
  } catch (e) {
    return [printable(e instanceof Error ? e.message : String(e))];
  }
}

/**
 * The menu's count of the account's tables waiting for its move (MenuFacts.turns): asked at once
 * and every `periodMs` while the menu is up, the listener told each count (a failed ask tells
 * nothing: the count stays as it was). The menu notifies when it rises.
 */
export const sessionTurns =
  (read: TablesRead, periodMs = TABLES_REFRESH_MS) =>
  (listener: (count: number) => void): (() => void) =>
    watchTables(
      read,
      (seen) => {
        if (seen.tables) listener(seen.tables.tables.filter((t) => t.yourTurn).length);
      },
      periodMs,
    );

/** The list on the session's terminal; the chosen table, or null when the player leaves. */
export async function chooseSessionTable(read: TablesRead, server: string, lang: Lang, place: SessionScreen, theme?: ThemeName): Promise<MyTable | null> {
  const { runTablesScreen } = await import('../../ui/net/tables-entry.js');
  return runTablesScreen({ server: printable(server), read, hostCommand: textsFor(SHARED_TEXTS, lang, false).sshOwnTerminal(command(PACKAGE_NAME, 'host', '--turn-based')) }, lang, place, theme);
}
