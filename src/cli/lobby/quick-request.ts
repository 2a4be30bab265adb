// The request quick match sends (`play --online`, and the SSH menu's quick match): the game and
// the table's size and variants it wants, and the create options of the public table it would
// host, in the player's language. Apart from quick-play.ts, so that the SSH session uses it
// without the terminal's own screens.
import type { QuickRequest } from '../../net/lobby/lobby-client.js';
import { gameModule } from '../../modules/registry.js';
import type { Lang } from '../../text/lang.js';
import { UsageError, problemText } from '../program/errors.js';

/** What `host` takes for the game (--players, --first, --variant, --bots, --bot) and the player's name. */
export interface QuickFlags {
  name?: string;
  players?: number;
  first?: 1 | 2;
  variant?: string[];
  bots?: number[];
  bot?: string;
}

/** The quick request for `flags`: the table's size asked only when --players is given. */
export function quickRequest(id: string, flags: QuickFlags, lang: Lang, hostKey: string): QuickRequest {
  let options: { players?: number; variants?: string[] };
  try {
    options = gameModule(id).hostOptions({ players: flags.players, first: flags.first, variant: flags.variant, bots: flags.bots }) as typeof options;
  } catch (e) {
    throw new UsageError(problemText(e));
  }
  const variants = options.variants ?? [];
  const create = {
    game: id,
    options,
    ...(flags.bots?.length && { bots: flags.bots }),
    ...(flags.bot !== undefined && { botLevel: flags.bot }),
    ...(flags.name !== undefined && { name: flags.name }),
    hostKey,
    public: true as const,
    lang,
  };
  // Without --players any size fits (a duel has one size anyway).
  return { game: id, ...(flags.players !== undefined && { seats: flags.players }), variants, lang, create };
}
