// The daily field's consent and the remembered server, as files in the data folder: what a game's
// start asks (is a finished daily game sent without a question?) without loading the field's
// words, the server's client or the question's readline (./daily-field.ts, loaded when a daily
// game is sent or its field shown).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ServerAddress, parseServerAddress } from '../../net/client/address.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import { REMEMBERED_SERVER_FILE } from '../account/remembered-server.js';

/**
 * True when a finished daily game is sent without a question (a server remembered, consent given,
 * the puzzles' question answered too): it can be sent while the end screen shows.
 */
export const sendsWithoutAsking = (folder = accountFolder()): boolean => rememberedServer(folder) !== null && dailyConsent(folder) === true && puzzleAnswer(folder) !== null;

/** The answer to "send your daily games?", one word in the data folder: yes or no. */
export const DAILY_CONSENT_FILE = 'daily-field-consent';

/** The answer to "may the server make puzzles of them?", asked once after a yes to the first: yes or no. */
export const DAILY_PUZZLE_CONSENT_FILE = 'daily-puzzle-consent';

/** The folder of this terminal's key, its remembered server and the consent (both games share it). */
export const accountFolder = (): string => join(dataHome(), APP_FOLDER);

/** The server remembered by `account --server`, or null (none, or not an address). */
export function rememberedServer(folder = accountFolder()): ServerAddress | null {
  try {
    const text = readFileSync(join(folder, REMEMBERED_SERVER_FILE), 'utf8').trim();
    return text ? parseServerAddress(text) : null;
  } catch {
    return null;
  }
}

/** The consent given once: true, false, or null when never asked. */
export function dailyConsent(folder = accountFolder()): boolean | null {
  try {
    const word = readFileSync(join(folder, DAILY_CONSENT_FILE), 'utf8').trim();
    return word === 'yes' ? true : word === 'no' ? false : null;
  } catch {
    return null;
  }
}

export function rememberConsent(yes: boolean, folder = accountFolder(), file = DAILY_CONSENT_FILE): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  writeFileSync(join(folder, file), yes ? 'yes\n' : 'no\n', { mode: 0o600 });
}

/** The answer to the puzzles' question: true, false, or null when never asked (a yes to sending given before it existed). */
export function puzzleAnswer(folder = accountFolder()): boolean | null {
  try {
    const word = readFileSync(join(folder, DAILY_PUZZLE_CONSENT_FILE), 'utf8').trim();
    return word === 'yes' ? true : word === 'no' ? false : null;
  } catch {
    return null;
  }
}

/** Whether the player let the server make puzzles of its daily games (only a `yes` in its file does). */
export const puzzleConsent = (folder = accountFolder()): boolean => puzzleAnswer(folder) === true;
