// What `join` does: takes a seat at a table by its address (HOST:PORT/CODE), or takes a seat
// back with --resume, and plays it at this terminal (or speaks the protocol with --json).
import { parseRoomAddress } from '../../net/client/address.js';
import { RemoteTable } from '../../net/client/remote-table.js';
import type { Lang } from '../../text/lang.js';
import type { ThemeName } from '../../ui/shared/palettes.js';
import { oneLineOnUncaught, UsageError } from '../program/errors.js';
import { joinEventChoice } from '../event/event-host.js';
import { runNetProtocol } from './net-protocol.js';
import { loadSession, saveSession } from './net-sessions.js';
import { keepFinishedLogOf, netLines, rejoinCommand, roomAddressArgument, screenChoice } from './net-table-run.js';
import { chosenLang } from '../program/option-parsers.js';
import { screenReaderWanted } from '../program/screen-reader.js';
import { tableFailure } from './table-failure.js';
import { terminalProver } from '../account/terminal-prover.js';
import { notifyWanted } from '../turn/turn-notify-option.js';
import { usageTexts } from '../words/usage-texts.js';
import { addressLine } from '../words/line-texts.js';

export interface JoinFlags {
  screenReader?: boolean;
  lang?: Lang;
  theme?: ThemeName;
  /** false: --no-mouse. */
  mouse?: boolean;
  name?: string;
  seat?: number;
  json?: boolean;
  resume?: boolean;
  /** False: --no-notify (or the settings file's notify = false). */
  notify?: boolean;
  /** --event: the player joins a team event's table knowingly (its sealed end is believed only then). */
  event?: boolean;
}

export async function joinTable(id: string, addressText: string | undefined, flags: JoinFlags): Promise<number> {
  oneLineOnUncaught(id);
  if (!flags.json && (!process.stdin.isTTY || !process.stdout.isTTY)) {
    throw new UsageError(usageTexts().play.needsTerminal(`${id} join --json`));
  }
  let table: RemoteTable;
  if (flags.resume) {
    let given;
    if (addressText) {
      try {
        given = parseRoomAddress(addressText);
      } catch (e) {
        throw new UsageError(addressLine('room', addressText, e));
      }
    }
    const session = loadSession(id, 'join', given?.code);
    // The address given first, then every address the seat knew: any live process of the server finds the table.
    const endpoints = [...new Set([...(given ? [given.endpoint] : []), session.endpoint, ...(session.endpoints ?? [])])];
    // The choice made before the first join holds when the seat is taken back (`--event` may say it too).
    const event = flags.event || (session.event ?? false);
    table = await tableFailure('rejoin', id, { lang: chosenLang(flags.lang), json: flags.json }, () =>
      RemoteTable.rejoin(endpoints, session.code, { seatToken: session.seatToken, name: flags.name ?? session.name }, undefined, event),
    );
  } else {
    const address = roomAddressArgument('join', addressText);
    const event = joinEventChoice(id, flags, chosenLang(flags.lang));
    table = await tableFailure('join', id, { lang: chosenLang(flags.lang), json: flags.json }, () => RemoteTable.join(address, { name: flags.name, seat: flags.seat }, [], terminalProver(), event));
  }
  if (table.game !== id) {
    await table.leave();
    throw new UsageError(usageTexts().net.joinOther(table.game, `${table.game} join`));
  }
  saveSession(table.session(), 'join');
  table.subscribe((c) => c.kind === 'welcome' && saveSession(table.session(), 'join'));
  const comeBack = rejoinCommand(id, `${table.server.display}/${table.code}`, flags.json);
  if (flags.json) return runNetProtocol({ table, rejoinCommand: comeBack, input: process.stdin, output: process.stdout, errors: process.stderr });
  const savePath = keepFinishedLogOf(id, table);
  const commands = { rejoin: comeBack, resumeHost: null };
  if (screenReaderWanted(flags.screenReader)) return netLines({ table, joinLine: null, commands, ui: screenChoice(flags.lang, flags.theme), savePath });
  const ui = await import('../../ui/net/entry.js');
  return ui.runNetTable({ table, joinLine: null, savePath, commands, ui: screenChoice(flags.lang, flags.theme, flags.mouse), notify: notifyWanted(flags) });
}
