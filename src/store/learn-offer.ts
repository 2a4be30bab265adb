// The lessons are offered once to someone new: a player's first `play` (or `duel`) in this data
// folder, who has no save of the game and never opened its lessons, sees one line about `learn`.
// Offered once means never again, whether it was taken or not, but only once the line was seen:
// a run in a terminal too small for the board (or a script's) does not use it up. The offer is
// marked in the data folder (`<data>/regicide-cli/learn/<game>.offered.json`) as it is made, with
// `seen: false`, and marked seen when the screen showed it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_FOLDER, dataHome, savesFolder } from './data-dir.js';
import { lessonProgressPath } from './lesson-path.js';
import { writeJsonAtomically } from './save-store.js';

const offeredPath = (gameId: string, env: NodeJS.ProcessEnv): string => join(dataHome(env), APP_FOLDER, 'learn', `${gameId}.offered.json`);

/** Any file of a save, even one that no longer reads: its player has played. */
function hasPlayed(gameId: string, env: NodeJS.ProcessEnv): boolean {
  try {
    return readdirSync(savesFolder(gameId, env)).some((name) => name.endsWith('.json'));
  } catch {
    return false;
  }
}

/** The offer was seen (a mark without `seen: false`, as earlier versions wrote it, counts as seen). */
function spent(path: string): boolean {
  if (!existsSync(path)) return false;
  try {
    const mark: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return !(typeof mark === 'object' && mark !== null && 'seen' in mark && mark.seen === false);
  } catch {
    return true;
  }
}

export interface LearnOffer {
  /** The player saw the offer: it is not made again. */
  seen: () => void;
}

/**
 * The offer, when it is due (a first game: no save, no lessons opened, never seen), else null.
 * It is marked as made but unseen at once: a data folder that cannot be written gets no offer
 * (it would come back every time).
 */
export function learnOffer(gameId: string, env: NodeJS.ProcessEnv = process.env): LearnOffer | null {
  const path = offeredPath(gameId, env);
  if (spent(path) || existsSync(lessonProgressPath(gameId, env)) || hasPlayed(gameId, env)) return null;
  try {
    writeJsonAtomically(path, { version: 1, offered: true, seen: false });
  } catch {
    return null;
  }
  let told = false;
  return {
    seen: () => {
      if (told) return;
      told = true;
      try {
        writeJsonAtomically(path, { version: 1, offered: true, seen: true });
      } catch {
        // Unwritable now: the offer may come once more, which is harmless.
      }
    },
  };
}
