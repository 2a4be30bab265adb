// Why a table could not be reached or refused a player, as one line: in the player's language
// for a person (host, join, watch at a terminal; the SSH menu), the protocol's English with the
// server's code for scripts (--json). The refusal itself is worded from the server's code as the
// screens word it.
import { printable } from '../../core/printable.js';
import { TableRefused } from '../../net/client/remote-table.js';
import type { Lang } from '../../text/lang.js';
import type { TableAttempt } from '../../ui/net/texts/connect.js';
import { typesetTexts } from '../../text/typography.js';

const refusedNotConnect = /ECONNREFUSED/;

/** The English words for an error of the network (no server answers, or the error's own message). */
export const failureWords = (e: unknown): string => {
  const message = (e as Error).message || String(e);
  return refusedNotConnect.test(message) ? 'no server answers at that address' : message;
};

const ENGLISH_ATTEMPT: Record<TableAttempt, string> = { open: 'cannot open the table', join: 'cannot join the table', rejoin: 'cannot rejoin the table', watch: 'cannot watch the table' };

/** The server's refusal with a code this client may word; none for anything else (a dropped connection, say). */
const refusalOf = (e: unknown): TableRefused | null => (e instanceof TableRefused && e.code !== 'unknown' ? e : null);

/** The line for a person in `lang`: what `attempt` could not do, and why (printable: the server's words may be anything). */
export async function failureLine(attempt: TableAttempt, game: string, lang: Lang, e: unknown): Promise<string> {
  // Loaded only on a failure: the dictionaries are not needed for a table that opens.
  const [{ NET_TEXTS }, { codeWords, gameCodes }] = await Promise.all([import('../../ui/net/net-strings.js'), import('../../ui/net/code-words.js')]);
  const t = typesetTexts(NET_TEXTS[lang], lang);
  const refused = refusalOf(e);
  const why = refused ? codeWords(lang, await gameCodes(game), 0, refused) : refusedNotConnect.test((e as Error).message ?? '') ? t.noServerAnswers : failureWords(e);
  return printable(t.cannot(attempt, why));
}

/**
 * `run`, or — when the table cannot be reached or refuses `attempt` — an error of one line: in the
 * player's language, or with --json the protocol's English with the code.
 */
export async function tableFailure<T>(attempt: TableAttempt, game: string, choice: { lang: Lang; json?: boolean }, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const refused = refusalOf(e);
    if (choice.json) throw new Error(`${ENGLISH_ATTEMPT[attempt]}: ${failureWords(e)}${refused ? ` (${refused.code})` : ''}`);
    throw new Error(await failureLine(attempt, game, choice.lang, e));
  }
}
