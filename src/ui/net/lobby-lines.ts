// The lobby in the screen-reader mode: every open table as one numbered line, said again only
// when the listing changes; a number and Enter joins that table, g and s change the filter (said
// as a line), q leaves. Lines are appended, never redrawn.
import type { LobbyTable } from '../../net/lobby/lobby-client.js';
import { type LobbyFilter, type LobbyRead, type LobbySeen, queryOf, waitedNow, watchLobby } from '../../net/lobby/lobby-watch.js';
import type { Lang } from '../../text/lang.js';
import { textsFor } from '../shared/texts-for.js';
import { type LineStreams, pressesOf } from '../shared/line-session.js';
import { gameTitle, lobbyTroubleWords } from './lobby-words.js';
import { type LobbyListTexts, NET_LOBBY_LIST } from './texts/lobby-list.js';
import { NET_TABLES, type TablesTexts } from './texts/tables.js';
import { type EventTableTexts, NET_EVENT_TABLE } from './texts/event-table.js';
import { lobbyTableKind, toggleTurnBased, turnFilterWords } from './lobby-turn.js';

export interface LobbyLinesScreen {
  server: string;
  read: LobbyRead;
  games: readonly string[];
  initial: LobbyFilter;
  lang: Lang;
  retryMs?: number;
  /** An SSH session's: the session went away, and the lines end as q ends them. */
  onGone?: (listener: () => void) => () => void;
}

/** The listing as lines: one per table, or the line that says there is none. */
export function listingLines(t: LobbyListTexts, tables: readonly LobbyTable[], receivedAt: number, now: number, tt?: TablesTexts, et?: EventTableTexts): string[] {
  if (tables.length === 0) return [t.line.none];
  return tables.map((x, i) =>
    t.line.table(i + 1, gameTitle(x.game), x.taken, x.seats, x.lang || '—', x.host || '?', t.waited(waitedNow(x, receivedAt, now)), tt ? lobbyTableKind(tt, x, ', ', et) : x.variants.join(', ')),
  );
}

const filterLine = (t: LobbyListTexts, f: LobbyFilter, tt: TablesTexts): string =>
  t.filter(f.game === null ? t.allGames : gameTitle(f.game), f.seats === null ? t.anySeats : String(f.seats)) + turnFilterWords(tt, f);

/** A terminal's streams or an SSH session's (which has no raw mode to set: it has no line discipline). */
export interface LobbyLinesIo {
  input: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: LineStreams['input']['setRawMode'] };
  output: NodeJS.WritableStream;
}

export function runLobbyLines(screen: LobbyLinesScreen, io: LobbyLinesIo): Promise<LobbyTable | null> {
  const t = textsFor(NET_LOBBY_LIST, screen.lang, false);
  const tt = textsFor(NET_TABLES, screen.lang, false);
  const et = textsFor(NET_EVENT_TABLE, screen.lang, false);
  const say = (lines: readonly string[]): void => void io.output.write(lines.map((l) => `${l}\n`).join(''));
  return new Promise((resolve) => {
    let filter = screen.initial;
    let tables: LobbyTable[] = [];
    let lastSaid = '';
    let typed = '';
    let stop = (): void => {};
    let offGone = (): void => {};
    const onSeen = (seen: LobbySeen): void => {
      if (seen.error) return say([t.retrying(lobbyTroubleWords(t, seen.error, screen.server))]);
      if (!seen.listing) return;
      tables = seen.listing.tables;
      // Said again only when what it says changed (not for the seconds of waiting).
      const key = tables.map((x) => `${x.code} ${x.taken}/${x.seats}`).join(',');
      if (key === lastSaid) return;
      const first = lastSaid === '';
      lastSaid = key;
      say([...(first ? [] : [t.line.changed(tables.length)]), ...listingLines(t, tables, seen.receivedAt, Date.now(), tt, et), t.line.prompt]);
    };
    const watch = (): void => {
      stop();
      lastSaid = '';
      say([filterLine(t, filter, tt)]);
      stop = watchLobby(screen.read, queryOf(filter), onSeen, { retryMs: screen.retryMs });
    };
    const finish = (table: LobbyTable | null): void => {
      stop();
      offGone();
      io.input.off('data', onData);
      if (io.input.isTTY) io.input.setRawMode?.(false);
      io.input.pause();
      resolve(table);
    };
    const onData = (data: string | Buffer): void => {
      for (const press of pressesOf(String(data))) {
        if (press === 'interrupt' || press === 'escape') return finish(null);
        if (press.enter) {
          if (typed === '') continue;
          const table = tables[Number(typed) - 1];
          if (table) return finish(table);
          say([t.line.noSuch(typed)]);
          typed = '';
        } else if (/^[0-9]$/.test(press.input)) typed = (typed + press.input).slice(-3);
        else if (press.input === 'q') return finish(null);
        else if (press.input === 'g') {
          const choices = [null, ...screen.games];
          filter = { ...filter, game: choices[(choices.indexOf(filter.game) + 1) % choices.length] ?? null };
          watch();
        } else if (press.input === 't') {
          filter = toggleTurnBased(filter);
          watch();
        } else if (press.input === 's') {
          const choices = [null, 2, 3, 4];
          filter = { ...filter, seats: choices[(choices.indexOf(filter.seats) + 1) % choices.length] ?? null };
          watch();
        }
      }
    };
    say([t.title(screen.server)]);
    if (io.input.isTTY) io.input.setRawMode?.(true);
    io.input.setEncoding('utf8');
    io.input.on('data', onData);
    io.input.resume();
    watch();
    if (screen.onGone) offGone = screen.onGone(() => finish(null));
  });
}
