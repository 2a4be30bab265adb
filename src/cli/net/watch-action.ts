// What `watch` does: joins a table by its address as a watcher (no seat), then shows the watcher's
// screen at a terminal, speaks the protocol's public lines (`--json`), or prints the table's
// public event log as plain lines when stdout is no terminal (a pipe, a file). The finished
// game's log is kept on this machine for the replay.
import { RemoteTable } from '../../net/client/remote-table.js';
import { oneLineOnUncaught, UsageError } from '../program/errors.js';
import type { Lang } from '../../text/lang.js';
import { keepFinishedLogOf, roomAddressArgument, screenChoice } from './net-table-run.js';
import { tableFailure } from './table-failure.js';
import { command } from '../../ui/shared/commands.js';
import { terminalProver } from '../account/terminal-prover.js';
import type { ThemeName } from '../../ui/shared/palettes.js';
import { usageTexts } from '../words/usage-texts.js';

export interface WatchFlags {
  name?: string;
  json?: boolean;
  lang?: Lang;
  theme?: ThemeName;
  /** false: --no-mouse. */
  mouse?: boolean;
}

/** The plain log and the game's words for it, loaded before the table is joined: nothing the table sends waits on a load. */
async function plainLog(id: string) {
  const [{ runWatchLog }, { moveLinesOf }, { gameCodes }] = await Promise.all([import('./watch-log.js'), import('./watch-lines.js'), import('../../ui/net/code-words.js')]);
  const [moveLines, codes] = await Promise.all([moveLinesOf(id), gameCodes(id)]);
  return { runWatchLog, moveLines, codes };
}

export async function watchTable(id: string, addressText: string | undefined, flags: WatchFlags): Promise<number> {
  oneLineOnUncaught(id);
  const address = roomAddressArgument('watch', addressText);
  const onScreen = !flags.json && process.stdout.isTTY === true;
  // Loaded before the table is joined, as the plain log is.
  const screen = onScreen ? await import('../../ui/net/watch-entry.js') : null;
  const plain = flags.json || onScreen ? null : await plainLog(id);
  const table = await tableFailure('watch', id, { lang: screenChoice(flags.lang).lang, json: flags.json }, () => RemoteTable.watch(address, { name: flags.name }, terminalProver()));
  if (table.game !== id) {
    await table.leave();
    if (table.game === '') throw new UsageError(usageTexts().net.unknownGame);
    throw new UsageError(usageTexts().net.watchOther(table.game, `${table.game} watch`));
  }
  const savePath = keepFinishedLogOf(id, table);
  if (screen) {
    return screen.runWatchScreen({ table, savePath, replayCommand: command(id, 'replay', savePath), ui: screenChoice(flags.lang, flags.theme, flags.mouse) });
  }
  if (!plain) {
    const { runWatchProtocol } = await import('./watch-protocol.js');
    return runWatchProtocol({ table, input: process.stdin, output: process.stdout });
  }
  return plain.runWatchLog({
    table,
    output: process.stdout,
    lang: screenChoice(flags.lang).lang,
    savePath,
    replayCommand: command(id, 'replay', savePath),
    moveLines: plain.moveLines,
    codes: plain.codes,
  });
}
