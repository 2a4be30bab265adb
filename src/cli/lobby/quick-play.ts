// Quick match (`regicide play --online`, `thronfolge duel --online`): the lobby seats the player
// at the oldest open public table that fits, or opens one with the options `host --server` would
// use (public, in the player's language) and the player hosts it, waiting in the table's waiting
// screen until it fills (the host may start sooner: Enter gives the empty seats to bots).
import { randomBytes } from 'node:crypto';
import { printable } from '../../core/printable.js';
import type { QuickRequest } from '../../net/lobby/lobby-client.js';
import type { Lang } from '../../text/lang.js';
import { command } from '../../ui/shared/commands.js';
import { lobbyTroubleWords } from '../../ui/net/lobby-words.js';
import { LobbyFailure } from '../../net/lobby/lobby-client.js';
import { UsageError } from '../program/errors.js';
import { chosenLang } from '../program/option-parsers.js';
import { lobbyServer, lobbyTexts } from './lobby-server.js';
import { QuickAllFull, quickSeat } from './quick-match.js';
import { remoteQuickDeps } from './quick-remote.js';
import { quickRequest } from './quick-request.js';
import { failureLine } from '../net/table-failure.js';
import { terminalProver } from '../account/terminal-prover.js';
import { usageTexts } from '../words/usage-texts.js';

export interface OnlineFlags {
  server?: string;
  name?: string;
  lang?: Lang;
  screenReader: boolean;
  /** What `host` takes for the game: --players, --first, --variant, --bots (seats), --bot. */
  players?: number;
  first?: 1 | 2;
  variant?: string[];
  bots?: number[];
  bot?: string;
  /** False: --no-notify (or the settings file's notify = false). */
  notify?: boolean;
}

/** The quick request for `flags`: the table's size asked only when --players is given. */
export const quickRequestOf = (id: string, flags: OnlineFlags, lang: Lang, hostKey: string): QuickRequest => quickRequest(id, flags, lang, hostKey);

/** `playCommand`: the game's play command (`play`, `duel`), for the line that says how to name a server. */
export async function playOnline(id: string, playCommand: string, flags: OnlineFlags): Promise<number> {
  const lang = chosenLang(flags.lang);
  const t = lobbyTexts(lang);
  const server = lobbyServer(id, flags.server, lang, [playCommand, '--online']);
  if (!process.stdin.isTTY || !process.stdout.isTTY) throw new UsageError(usageTexts(lang).quickNeedsTerminal(`${id} lobby --json`, `${id} join --json`));
  const request = quickRequestOf(id, flags, lang, randomBytes(24).toString('base64url'));
  const shown = printable(server.display);
  process.stdout.write(`${t.quick.looking(shown)}\n`);
  let seat;
  try {
    seat = await quickSeat(server, request, remoteQuickDeps(terminalProver()));
  } catch (e) {
    if (e instanceof LobbyFailure) throw new Error(lobbyTroubleWords(t, e, shown));
    if (e instanceof QuickAllFull) throw new Error(t.quick.allFull);
    throw new Error(await failureLine('join', id, lang, e));
  }
  const { table } = seat;
  if (table.game !== id) {
    await table.leave();
    throw new UsageError(usageTexts(lang).net.findOther(printable(table.game), `${table.game} lobby`));
  }
  const joinLine = seat.host ? command(id, 'join', `${server.display}/${seat.code}`) : null;
  const { playSeated } = await import('../net/seated-table.js');
  return playSeated(id, table, { lang: flags.lang, screenReader: flags.screenReader, joinLine, notify: flags.notify !== false });
}
