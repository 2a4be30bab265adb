// `host --turn-based [--days-per-move N | --hours-per-move N] [--on-timeout bot|wait|end]`: the
// create option of a turn-based table (CONTRACT-30), and the server it goes to. Such a table lives
// on a server with accounts between visits, so it needs `--server` or the remembered server; the
// embedded server of `host` ends with the host's program and cannot hold it.
import { join } from 'node:path';
import type { TurnBasedCreate } from '../../net/wire/messages.js';
import type { TurnTimeout } from '../../net/wire/turn-timeouts.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import type { Lang } from '../../text/lang.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import { command } from '../../ui/shared/commands.js';
import { NET_TABLES } from '../../ui/net/texts/tables.js';
import { accountServer } from '../account/account-server.js';
import { UsageError } from '../program/errors.js';

export interface TurnHostFlags {
  server?: string;
  resume?: boolean;
  turnBased?: boolean;
  daysPerMove?: number;
  hoursPerMove?: number;
  onTimeout?: TurnTimeout;
}

/** The default time per move: two days. */
export const DEFAULT_MOVE_HOURS = 48;
/** The longest: fourteen days. */
export const MOST_MOVE_HOURS = 14 * 24;

/**
 * The turn-based create option and the server's address as given (or remembered), or null for a
 * live table; a usage error in the player's language for what does not go together.
 */
export function turnHostChoice(id: string, flags: TurnHostFlags, lang: Lang): { turnBased: TurnBasedCreate; server: string } | null {
  const t = textsFor(NET_TABLES, lang, false).host;
  const clockGiven = flags.daysPerMove !== undefined || flags.hoursPerMove !== undefined || flags.onTimeout !== undefined;
  if (!flags.turnBased) {
    if (clockGiven) throw new UsageError(t.onlyTurnBased);
    return null;
  }
  if (flags.daysPerMove !== undefined && flags.hoursPerMove !== undefined) throw new UsageError(t.oneClock);
  if (flags.resume) throw new UsageError(t.needsServer(command(id, 'account')));
  const moveHours = flags.daysPerMove !== undefined ? flags.daysPerMove * 24 : (flags.hoursPerMove ?? DEFAULT_MOVE_HOURS);
  // The server named now, or the one `account` and `tables` remember (never an embedded one).
  const server = accountServer(join(dataHome(), APP_FOLDER), flags.server, id, t.needsServer(command(id, 'account')));
  return { turnBased: { moveHours, onTimeout: flags.onTimeout ?? 'bot' }, server: server.display };
}
