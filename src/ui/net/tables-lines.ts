// The player's tables in the screen-reader mode: every table as one numbered line, said again
// only when whose turn it is changes (not for the minutes ticking); a number and Enter opens that
// table, q leaves. Lines are appended, never redrawn.
import type { MyTable } from '../../net/lobby/tables-client.js';
import { serverNow, type TablesRead, type TablesSeen, watchTables } from '../../net/lobby/tables-watch.js';
import type { Lang } from '../../text/lang.js';
import { textsFor } from '../shared/texts-for.js';
import { type LineStreams, pressesOf } from '../shared/line-session.js';
import { tableLine } from './tables-rows.js';
import { tablesTroubleWords } from './tables-words.js';
import { NET_TABLES } from './texts/tables.js';

export interface TablesLinesScreen {
  server: string;
  read: TablesRead;
  lang: Lang;
  onSeen?: (seen: TablesSeen) => void;
  refreshMs?: number;
}

export function runTablesLines(screen: TablesLinesScreen, io: LineStreams): Promise<MyTable | null> {
  const t = textsFor(NET_TABLES, screen.lang, false);
  const say = (lines: readonly string[]): void => void io.output.write(lines.map((l) => `${l}\n`).join(''));
  return new Promise((resolve) => {
    let tables: MyTable[] = [];
    let lastSaid = '';
    let typed = '';
    const onSeen = (seen: TablesSeen): void => {
      screen.onSeen?.(seen);
      if (seen.error) return say([t.retrying(tablesTroubleWords(t, seen.error, screen.server))]);
      if (!seen.tables) return;
      tables = seen.tables.tables;
      const key = tables.map((x) => `${x.code} ${x.toMove} ${x.status}`).join(',');
      if (key === lastSaid) return;
      const first = lastSaid === '';
      lastSaid = key;
      const clock = serverNow(seen, Date.now());
      const lines = tables.length === 0 ? [t.line.none] : tables.map((x, i) => tableLine(t, x, i + 1, clock));
      say([...(first ? [] : [t.line.changed(tables.filter((x) => x.yourTurn).length)]), ...lines, t.line.prompt]);
    };
    const stop = watchTables(screen.read, onSeen, screen.refreshMs);
    const finish = (table: MyTable | null): void => {
      stop();
      io.input.off('data', onData);
      if (io.input.isTTY) io.input.setRawMode(false);
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
      }
    };
    say([t.title(screen.server)]);
    if (io.input.isTTY) io.input.setRawMode(true);
    io.input.setEncoding('utf8');
    io.input.on('data', onData);
    io.input.resume();
  });
}
