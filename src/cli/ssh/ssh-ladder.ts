// The ladder over SSH: the menu's Ladder reads the game server's ladder in-process for the
// session's account (the key the session proved) — its rating and place, and the best ten — and
// the session shows it as it shows the daily field: first, before the menu, any key leads back.
import type { Ladder } from '../../net/ladder/ladder.js';
import type { Lang } from '../../text/lang.js';
import { wrapLine } from '../../text/wrap.js';
import { ladderLines, ownSentence } from '../ladder/ladder-lines.js';
import { LADDER_TEXTS } from '../ladder/ladder-texts.js';

/** The places the SSH screen shows (with the title, the account's line and the note, within 24 rows). */
export const SSH_LADDER_PLACES = 10;

/** The ladder's lines for the session's screen, within its width (40 to 80 columns). */
export async function sessionLadder(ladder: Ladder, accountId: string, lang: Lang, game: string, server: string, columns: number): Promise<string> {
  const t = LADDER_TEXTS[lang];
  const width = Math.max(40, Math.min(80, columns));
  const [own, top] = await Promise.all([ladder.own(accountId), ladder.top(SSH_LADDER_PLACES)]);
  const lines = ladderLines(top, t, game, server, width);
  // The account's own line goes below the title (which may take two rows on a narrow screen).
  const afterTitle = lines.indexOf('') + 1;
  lines.splice(afterTitle, 0, ...wrapLine(ownSentence(own, t), width), '');
  return lines.join('\n');
}
