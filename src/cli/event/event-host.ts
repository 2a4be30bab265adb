// `host --event`: a table of this week's team event. Its deal is the week's for its player count
// (the server deals it; no --seed), and it lives on a server with accounts that runs the event:
// the one named with --server, or the remembered one (never an embedded server, which keeps no
// accounts). It may be turn-based too. `join --event` joins such a table knowingly.
import { join } from 'node:path';
import { gameModule, isGameId } from '../../modules/registry.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import type { Lang } from '../../text/lang.js';
import { uiGame } from '../../ui/games.js';
import { accountServer } from '../account/account-server.js';
import { UsageError } from '../program/errors.js';
import { eventTexts } from './event-texts.js';

export interface EventHostFlags {
  event?: boolean;
  server?: string;
  seed?: string;
  resume?: boolean;
}

/** The server an event table goes to (as given or remembered), or null for any other table; a usage error in the player's language for what does not go together. */
export function eventHostServer(id: string, flags: EventHostFlags, lang: Lang): string | null {
  if (!flags.event) return null;
  const t = eventTexts(lang);
  if (!isGameId(id) || !gameModule(id).teamEvent) throw new UsageError(t.noEvent(uiGame(id)?.title ?? id));
  if (flags.seed !== undefined) throw new UsageError(t.noSeed);
  if (flags.resume) throw new UsageError(t.noResume);
  return accountServer(join(dataHome(), APP_FOLDER), flags.server, id).display;
}

/**
 * `join --event`: the player joins a team event's table knowingly. Only then (or after `host
 * --event`) is the table's sealed end believed: the lobby's listing or the table's own lobby
 * saying it is an event table is only the server's word.
 */
export function joinEventChoice(id: string, flags: { event?: boolean }, lang: Lang): boolean {
  if (!flags.event) return false;
  if (!isGameId(id) || !gameModule(id).teamEvent) throw new UsageError(eventTexts(lang).noEvent(uiGame(id)?.title ?? id));
  return true;
}
