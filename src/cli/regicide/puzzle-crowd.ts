// `regicide puzzle` with a server: the first attempt at each puzzle goes to the server named with
// `--server` (remembered, shared with `account`), the settings file's or the remembered one, with
// the player's consent (asked once at a terminal, before the first puzzle, and remembered in the
// data folder), and the crowd's answer shows under the verdict: how many solved it, the moves
// most tried, the player's puzzle rating. Without a server or without consent nothing is sent and
// nothing changes. The server judges the move itself; only the puzzle's id and the move are sent.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { printable } from '../../core/printable.js';
import type { RegicideGame } from '../../games/regicide/index.js';
import type { Refutation } from '../../games/regicide/puzzles/types.js';
import type { ServerAddress } from '../../net/client/address.js';
import { clientKey } from '../../net/accounts/client-key.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import type { PuzzleClient } from '../../table/puzzle-table.js';
import type { Lang } from '../../text/lang.js';
import { type PuzzleCrowd, readCrowd, watchFirstTry } from '../../ui/regicide/puzzle-crowd-watch.js';
import { triedOffline } from './puzzle-tried.js';
import { type CrowdState, type CrowdWords, crowdText, isCrowdRefusal } from '../../ui/regicide/puzzle-crowd-words.js';
import { REGICIDE_TEXTS } from '../../ui/regicide/strings.js';
import { REGICIDE_PUZZLE_CROWD_TEXTS } from '../../ui/regicide/texts/puzzle-crowd.js';
import { REGICIDE_PUZZLE_TEXTS } from '../../ui/regicide/texts/puzzle.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import { accountServer } from '../account/account-server.js';
import { UsageError } from '../program/errors.js';

/** The answer to "send your first attempts at the puzzles?", one word in the data folder: yes or no. */
export const PUZZLE_CONSENT_FILE = 'puzzle-crowd-consent';

export type { PuzzleCrowd } from '../../ui/regicide/puzzle-crowd-watch.js';

export interface CrowdLink {
  server: ServerAddress;
  /** Watches `client` for its first try and sends it; for a puzzle tried offline before, reads its crowd instead (nothing sent). */
  watch(puzzleId: string, client: PuzzleClient<RegicideGame, Refutation>): PuzzleCrowd;
  /**
   * The server's puzzle of the day (`id`: null when this program's set has it not, said in one line
   * with `say`) and its puzzle of the day from players' games (`fromPlayers`: null when none); null
   * when the server could not be read (said too).
   */
  today(say: (line: string) => void): Promise<{ id: string | null; date: string | null; fromPlayers: string | null } | null>;
  /** The crowd's state in words, for the screen-reader lines and after a screen that closed before the answer came. */
  text(state: CrowdState): string;
  /** The line saying the server's next puzzle could not be read (`why`: printable already). */
  unread(why: string): string;
}

function consent(folder: string): boolean | null {
  try {
    const word = readFileSync(join(folder, PUZZLE_CONSENT_FILE), 'utf8').trim();
    return word === 'yes' ? true : word === 'no' ? false : null;
  } catch {
    return null;
  }
}

/** Asks once at a terminal (never when stdin or stdout is not one); the answer is remembered. */
async function consentAskedOnce(server: ServerAddress, lang: Lang, folder: string): Promise<boolean> {
  const given = consent(folder);
  if (given !== null) return given;
  if (!process.stdin.isTTY || !process.stdout.isTTY) return false;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = (await rl.question(textsFor(REGICIDE_PUZZLE_CROWD_TEXTS, lang, false).ask(printable(server.display)))).trim().toLowerCase();
    const yes = /^(y|yes|j|ja|o|oui)$/.test(answer);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    writeFileSync(join(folder, PUZZLE_CONSENT_FILE), yes ? 'yes\n' : 'no\n', { mode: 0o600 });
    return yes;
  } finally {
    rl.close();
  }
}

/** The server named, configured or remembered; null when none (or a remembered one that is no address: offline then). */
function serverOf(folder: string, given: string | undefined): ServerAddress | null {
  if (given !== undefined) return accountServer(folder, given, 'regicide');
  try {
    return accountServer(folder, undefined, 'regicide');
  } catch (e) {
    if (e instanceof UsageError) return null;
    throw e;
  }
}

/** The link to the crowd, or null: no server, or no consent (offline, nothing changes). */
export async function crowdLink(given: string | undefined, lang: Lang, ascii: boolean): Promise<CrowdLink | null> {
  const folder = join(dataHome(), APP_FOLDER);
  const server = serverOf(folder, given);
  if (!server || !(await consentAskedOnce(server, lang, folder))) return null;
  const shownServer = printable(server.display);
  const w: CrowdWords = { p: textsFor(REGICIDE_PUZZLE_TEXTS, lang, ascii), t: textsFor(REGICIDE_TEXTS, lang, ascii), c: textsFor(REGICIDE_PUZZLE_CROWD_TEXTS, lang, ascii), ascii };
  return {
    server,
    text: (state) => crowdText(state, w),
    unread: (why) => w.p.nextUnread(shownServer, why),
    async today(say) {
      const { readTodaysPuzzle } = await import('../../net/puzzles/puzzle-reads-client.js');
      const read = await readTodaysPuzzle(server);
      if (!read.ok) say(w.c.serverDailyUnread(shownServer, printable(read.why)));
      else if (read.body.known === null) say(w.c.serverDailyMissing(shownServer));
      return read.ok ? { id: read.body.known, date: read.body.date, fromPlayers: read.body.fromPlayers } : null;
    },
    watch(puzzleId, client) {
      if (triedOffline(folder).has(puzzleId)) {
        // No first attempt any more: the crowd as it stands, with no attempt sent.
        return readCrowd({ kind: 'sending', server: shownServer, read: true }, async () => {
          const { readPuzzleCrowd } = await import('../../net/puzzles/puzzle-reads-client.js');
          const read = await readPuzzleCrowd(server, puzzleId);
          return read.ok ? { kind: 'answered', facts: read.body } : { kind: 'failed', server: shownServer, why: printable(read.why) };
        });
      }
      const send = async (move: string): Promise<CrowdState> => {
        const { sendPuzzleAttempt } = await import('../../net/puzzles/puzzle-client.js');
        try {
          const reply = await sendPuzzleAttempt(server, clientKey(folder), puzzleId, move);
          if (reply.ok) return { kind: 'answered', facts: reply.body };
          if (isCrowdRefusal(reply.code)) return { kind: 'refused', server: shownServer, code: reply.code };
          return { kind: 'failed', server: shownServer, why: printable(`${reply.code} (HTTP ${reply.status})`) };
        } catch (e) {
          return { kind: 'failed', server: shownServer, why: printable(e instanceof Error ? e.message : String(e)) };
        }
      };
      // The first try is the attempt that counts: sent once, as soon as it is made.
      return watchFirstTry(client, { kind: 'sending', server: shownServer }, send);
    },
  };
}
