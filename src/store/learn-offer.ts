// The lessons are offered once to someone new: a player's first `play` (or `duel`) in this data
// folder, who has no save of the game and never opened its lessons, sees one line about `learn`.
// Offered once means never again, whether it was taken or not: the offer is marked in the data
// folder as it is made (`<data>/regicide-cli/learn/<game>.offered.json`).
import { existsSync, readdirSync } from 'node:fs';
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

/**
 * Whether to offer the lessons now (a first game: no save, no lessons opened, never offered);
 * when it does, the offer is marked as made, so it is the only one. A data folder that cannot be
 * written gets no offer (it would come back every time).
 */
export function offerLearnOnce(gameId: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (existsSync(offeredPath(gameId, env)) || existsSync(lessonProgressPath(gameId, env)) || hasPlayed(gameId, env)) return false;
  try {
    writeJsonAtomically(offeredPath(gameId, env), { version: 1, offered: true });
    return true;
  } catch {
    return false;
  }
}
