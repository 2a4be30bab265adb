// What host, join and watch share at this terminal: the screen's settings, the finished game's
// log kept, the screen-reader's lines, the address argument, and the command that takes a seat
// back. Loaded only when one of them runs.
import { parseRoomAddress, type RoomAddress } from '../../net/client/address.js';
import type { RemoteTable } from '../../net/client/remote-table.js';
import { createSaveStore } from '../../store/save-store.js';
import type { Lang } from '../../text/lang.js';
import { command } from '../../ui/shared/commands.js';
import type { ThemeName } from '../../ui/shared/palettes.js';
import { UsageError } from '../program/errors.js';
import { keepFinishedLog } from '../saves/finished-log.js';
import { chosenLang } from '../program/option-parsers.js';
import type { runNetLines } from '../../ui/net/net-lines.js';
import { usageTexts } from '../words/usage-texts.js';
import { addressLine } from '../words/line-texts.js';

/** The screen's display settings: the language from --lang or the environment, symbols and colours on, --theme, --no-mouse. */
export const screenChoice = (lang?: Lang, theme?: ThemeName, mouse?: boolean) => ({ lang: chosenLang(lang), ascii: false, color: true, theme, ...(mouse === false && { mouse }) });

/**
 * Where the finished game's log is kept on this machine (the end message brings it, seed
 * included, once the game is over): the end screen names it for the replay.
 */
export function keepFinishedLogOf(id: string, table: RemoteTable): string {
  const path = createSaveStore(id).newSavePath();
  keepFinishedLog(table, path);
  return path;
}

/** `join --resume` for a seat of the table at `address` (HOST:PORT/CODE). */
export const rejoinCommand = (id: string, address: string, json = false): string => command(id, 'join', '--resume', ...(json ? ['--json'] : []), address);

/** The screen-reader mode at a networked table: lines instead of the screen. */
export async function netLines(screen: Parameters<typeof runNetLines>[0]): Promise<number> {
  const lines = await import('../../ui/net/net-lines.js');
  return lines.runNetLines(screen, { input: process.stdin, output: process.stdout });
}

/** The address argument of `join` or `watch` (HOST:PORT/CODE); a usage error when it is missing or malformed. */
export function roomAddressArgument(command: string, text: string | undefined): RoomAddress {
  if (!text) throw new UsageError(usageTexts().net.needsAddress(command));
  try {
    return parseRoomAddress(text);
  } catch (e) {
    throw new UsageError(addressLine('room', text, e));
  }
}
