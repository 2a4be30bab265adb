// `regicide lobby`: the open public tables of a server. On a terminal the live list (Enter joins
// the chosen table through `join`'s own flow), for a screen reader the same as lines, with --json
// the listing once, as one JSON line for scripts.
import { jsonLine } from '../../core/json-line.js';
import { printable } from '../../core/printable.js';
import type { ServerAddress } from '../../net/client/address.js';
import { type LobbyListing, type LobbyTable, lobbyList } from '../../net/lobby/lobby-client.js';
import { type LobbyFilter, type LobbyRead, queryOf } from '../../net/lobby/lobby-watch.js';
import type { Lang } from '../../text/lang.js';
import { lobbyTroubleWords } from '../../ui/net/lobby-words.js';
import { UsageError } from '../program/errors.js';
import { lineTexts } from '../words/line-texts.js';
import type { JoinFlags } from '../net/join-action.js';
import { chosenLang } from '../program/option-parsers.js';
import { screenReaderWanted } from '../program/screen-reader.js';
import { lobbyServer, lobbyTexts } from './lobby-server.js';
import { gameModules } from '../../modules/registry.js';
import type { ThemeName } from '../../ui/shared/palettes.js';

export interface LobbyFlags {
  server?: string;
  game?: string;
  seats?: number;
  json?: boolean;
  name?: string;
  lang?: Lang;
  theme?: ThemeName;
  /** false: --no-mouse (the lobby's screen and the table joined from it). */
  mouse?: boolean;
  screenReader?: boolean;
  notify?: boolean;
}

/** What the lobby does with a chosen table: `join`'s flow, at HOST:PORT/CODE (replaced in tests). */
export type LobbyJoin = (game: string, address: string, flags: JoinFlags) => Promise<number>;

/** The filter from the options: this program's game unless --game names another or `all`. */
export function lobbyFilter(id: string, flags: Pick<LobbyFlags, 'game' | 'seats'>): LobbyFilter {
  return { game: flags.game === undefined ? id : flags.game === 'all' ? null : flags.game, seats: flags.seats ?? null };
}

/** The listing once, as one JSON line (every string printable). */
export const listingJson = (server: string, listing: LobbyListing): string => jsonLine({ server, version: listing.version, tables: listing.tables }) + '\n';

export async function lobby(id: string, flags: LobbyFlags, join?: LobbyJoin): Promise<number> {
  const lang = chosenLang(flags.lang);
  const t = lobbyTexts(lang);
  const server = lobbyServer(id, flags.server, lang, ['lobby']);
  const shown = printable(server.display);
  const filter = lobbyFilter(id, flags);
  if (flags.json) {
    let listing: LobbyListing;
    try {
      listing = await lobbyList(server, queryOf(filter));
    } catch (e) {
      throw new Error(lobbyTroubleWords(t, e, shown));
    }
    process.stdout.write(listingJson(shown, listing));
    return 0;
  }
  if (!process.stdin.isTTY || !process.stdout.isTTY) throw new UsageError(lineTexts().needsTerminal.lobby(`${id} lobby --json`));
  const read: LobbyRead = (query, signal) => lobbyList(server, query, signal);
  const games = gameModules().map((m) => m.id);
  let chosen: LobbyTable | null;
  if (screenReaderWanted(flags.screenReader)) {
    const { runLobbyLines } = await import('../../ui/net/lobby-lines.js');
    chosen = await runLobbyLines({ server: shown, read, games, initial: filter, lang }, { input: process.stdin, output: process.stdout });
  } else {
    chosen = await (await import('../../ui/net/lobby-entry.js')).runLobbyScreen({ server: shown, read, games, initial: filter }, lang, undefined, flags.theme, flags.mouse);
  }
  return chosen === null ? 0 : joinChosen(server, chosen, flags, join);
}

/** `join`'s own flow for the chosen table, at HOST:PORT/CODE, in its game (a Thronfolge table from `regicide lobby` too). */
export async function joinChosen(
  server: ServerAddress,
  chosen: LobbyTable,
  flags: Pick<LobbyFlags, 'name' | 'lang' | 'theme' | 'mouse' | 'screenReader' | 'notify'>,
  join?: LobbyJoin,
): Promise<number> {
  const joinFlags: JoinFlags = {
    ...(flags.lang !== undefined && { lang: flags.lang }),
    ...(flags.theme !== undefined && { theme: flags.theme }),
    ...(flags.mouse === false && { mouse: false }),
    ...(flags.screenReader !== undefined && { screenReader: flags.screenReader }),
    ...(flags.name !== undefined && { name: flags.name }),
    ...(flags.notify !== undefined && { notify: flags.notify }),
  };
  const run: LobbyJoin = join ?? (async (game, address, f) => (await import('../net/join-action.js')).joinTable(game, address, f));
  return run(chosen.game, `${server.display}/${chosen.code}`, joinFlags);
}
