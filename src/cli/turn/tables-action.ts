// `regicide tables`: the player's turn-based tables on the remembered server (or --server). On a
// terminal the live list (Enter opens the chosen table through `join`'s own flow, with this
// terminal's key, so the account's seat is taken back), for a screen reader the same as lines,
// with --json the list once as one JSON line. Every answer is written to the cache `regicide` with
// no command reads; --refresh-cache (the background check) only writes it, silently. A finished
// table chosen brings its end (finished-table.ts).
import { join } from 'node:path';
import { jsonLine } from '../../core/json-line.js';
import { printable } from '../../core/printable.js';
import type { ServerAddress } from '../../net/client/address.js';
import { clientKey } from '../../net/accounts/client-key.js';
import { type MyTable, type MyTables, myTables, turnsWaiting } from '../../net/lobby/tables-client.js';
import type { TablesRead, TablesSeen } from '../../net/lobby/tables-watch.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import type { Lang } from '../../text/lang.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import { command } from '../../ui/shared/commands.js';
import type { ThemeName } from '../../ui/shared/palettes.js';
import { isOver } from '../../ui/net/tables-rows.js';
import { tablesTroubleWords } from '../../ui/net/tables-words.js';
import { NET_TABLES, type TablesTexts } from '../../ui/net/texts/tables.js';
import { accountServer } from '../account/account-server.js';
import { UsageError } from '../program/errors.js';
import { lineTexts } from '../words/line-texts.js';
import type { JoinFlags } from '../net/join-action.js';
import { chosenLang } from '../program/option-parsers.js';
import { screenReaderWanted } from '../program/screen-reader.js';
import { writeTurnCache } from './turn-cache.js';

export interface TablesFlags {
  server?: string;
  json?: boolean;
  refreshCache?: boolean;
  name?: string;
  lang?: Lang;
  theme?: ThemeName;
  screenReader?: boolean;
}

/** What the list does with a chosen table: `join`'s flow at HOST:PORT/CODE, in the table's game (replaced in tests). */
export type TablesJoin = (game: string, address: string, flags: JoinFlags) => Promise<number>;

export const tablesTexts = (lang: Lang): TablesTexts => textsFor(NET_TABLES, lang, false);

const folder = (): string => join(dataHome(), APP_FOLDER);

/** The answer for scripts: the server, its clock and the tables (every string printable). */
export const tablesJson = (server: string, tables: MyTables): string => jsonLine({ server, now: tables.now, yourTurn: turnsWaiting(tables), tables: tables.tables }) + '\n';

export async function tables(id: string, flags: TablesFlags, join?: TablesJoin): Promise<number> {
  const lang = chosenLang(flags.lang);
  const t = tablesTexts(lang);
  const server = accountServer(folder(), flags.server, id, t.noServer(command(id, 'tables')));
  const shown = printable(server.display);
  const remember = (answer: MyTables): void => {
    try {
      writeTurnCache({ server: shown, checkedAt: Date.now(), yourTurn: turnsWaiting(answer) });
    } catch {
      // A data folder that cannot be written loses only the line of `regicide` with no command.
    }
  };
  const read: TablesRead = async () => myTables(server, clientKey(folder()));
  if (flags.json || flags.refreshCache) {
    let answer: MyTables;
    try {
      answer = await read(new AbortController().signal);
    } catch (e) {
      if (flags.refreshCache) return 1;
      throw new Error(tablesTroubleWords(t, e, shown));
    }
    remember(answer);
    if (flags.json) process.stdout.write(tablesJson(shown, answer));
    return 0;
  }
  if (!process.stdin.isTTY || !process.stdout.isTTY) throw new UsageError(lineTexts().needsTerminal.tables(`${id} tables --json`));
  const onSeen = (seen: TablesSeen): void => {
    if (seen.tables) remember(seen.tables);
  };
  let chosen: MyTable | null;
  if (screenReaderWanted(flags.screenReader)) {
    const { runTablesLines } = await import('../../ui/net/tables-lines.js');
    chosen = await runTablesLines({ server: shown, read, lang, onSeen }, { input: process.stdin, output: process.stdout });
  } else {
    const { runTablesScreen } = await import('../../ui/net/tables-entry.js');
    chosen = await runTablesScreen({ server: shown, read, onSeen, hostCommand: command(id, 'host', '--turn-based') }, lang, undefined, flags.theme);
  }
  if (chosen === null) return 0;
  // A finished table is not opened again: its end comes as it came to the seats at the table then.
  if (isOver(chosen)) return (await import('./finished-table.js')).openFinished(server, chosen, lang, t);
  return openChosen(server, chosen, flags, join);
}

/** `join`'s own flow for the chosen table, at HOST:PORT/CODE, in its game: the account's seat comes back by the key. */
export function openChosen(server: ServerAddress, chosen: MyTable, flags: Pick<TablesFlags, 'name' | 'lang' | 'theme' | 'screenReader'>, join?: TablesJoin): Promise<number> {
  const joinFlags: JoinFlags = {
    ...(flags.lang !== undefined && { lang: flags.lang }),
    ...(flags.theme !== undefined && { theme: flags.theme }),
    ...(flags.screenReader !== undefined && { screenReader: flags.screenReader }),
    ...(flags.name !== undefined && { name: flags.name }),
  };
  const run: TablesJoin = join ?? (async (game, address, f) => (await import('../net/join-action.js')).joinTable(game, address, f));
  return run(chosen.game, `${server.display}/${chosen.code}`, joinFlags);
}
