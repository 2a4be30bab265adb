// The daily field over SSH: a daily game finished in a session is sent to the game server's daily
// field in-process, for the session's account (the key the session proved), and the day's field
// is what the session shows next. No consent is asked, as a terminal asks before it sends: the
// player is on this server already and plays its daily deal here, on its own tables; a guest (no
// key, or a server without accounts) sends nothing. The game is judged as any other (replayed,
// today's deal, the account's first attempt), so a session cannot rank what a terminal could not.
import { basename } from 'node:path';
import type { GameLog } from '../../core/log.js';
import { printable } from '../../core/printable.js';
import type { DailyResults } from '../../net/daily/daily-results.js';
import { startOfName } from '../../store/saved-logs.js';
import type { Lang } from '../../text/lang.js';
import { typesetTexts } from '../../text/typography.js';
import { fieldText, readField } from '../../ui/shared/field-text.js';
import { SHARED_FIELD } from '../../ui/shared/texts/field.js';

export interface SessionDaily {
  results: DailyResults;
  accountId: string;
  /** The server as players reach it, for the field's title. */
  server: string;
}

/** Sends a finished daily game; the field of the day as lines to show (or why not, in one line), null when the game is no finished daily. */
export async function sendSessionDaily(to: SessionDaily, game: string, log: GameLog, savePath: string, lang: Lang, width: number): Promise<string | null> {
  const day = (log as GameLog & { daily?: unknown }).daily;
  if (typeof day !== 'string' || log.result === null) return null;
  const t = typesetTexts(SHARED_FIELD[lang], lang);
  // When the game began, from its save's name (a key's player keeps one): a game begun before the day is kept apart.
  const startedAt = savePath ? (startOfName(basename(savePath)) ?? undefined) : undefined;
  try {
    const sent = await to.results.submit(to.accountId, game, log, startedAt);
    if (!sent.ok) return t.unreachable(printable(to.server), sent.problem);
    const field = readField(await to.results.field(to.accountId, game, sent.day));
    return field ? fieldText(field, null, to.server, lang, false, Math.max(40, Math.min(80, width))) : null;
  } catch (e) {
    return t.unreachable(printable(to.server), printable(String((e as Error).message ?? e).split('\n')[0]));
  }
}
