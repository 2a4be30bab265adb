// The server a player's account and lobby commands talk to: given once with `--server ADDRESS`,
// remembered in the data folder (one line, the address as typed), used when none is given. The
// settings file's `server` comes before the remembered one: the player wrote it there on purpose.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseServerAddress, type ServerAddress } from '../../net/client/address.js';
import { whenServerAnswers } from '../../net/client/http-request.js';
import { UsageError } from '../program/errors.js';
import { addressLine, lineTexts } from '../words/line-texts.js';
import { readSettings } from '../settings/file.js';

import { REMEMBERED_SERVER_FILE } from './remembered-server.js';

export { REMEMBERED_SERVER_FILE };

/**
 * The server named now (remembered for next time once it has answered), the settings file's, or the one remembered; a
 * usage error when neither (`missing`: its line in the player's language, saying how to name one).
 */
export function accountServer(folder: string, given: string | undefined, program: string, missing?: string): ServerAddress {
  const file = join(folder, REMEMBERED_SERVER_FILE);
  if (given !== undefined) {
    const address = parseOrUsage(given.trim());
    whenServerAnswers(address, () => {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      writeFileSync(file, `${given.trim()}\n`, { mode: 0o600 });
    });
    return address;
  }
  const configured = readSettings().values.server;
  if (typeof configured === 'string') return parseOrUsage(configured);
  let remembered = '';
  try {
    remembered = readFileSync(file, 'utf8').trim();
  } catch {
    // None yet: said below.
  }
  if (remembered === '') throw new UsageError(missing ?? lineTexts().account.noServer(`${program} account`));
  return parseOrUsage(remembered);
}

function parseOrUsage(text: string): ServerAddress {
  try {
    return parseServerAddress(text);
  } catch (e) {
    throw new UsageError(addressLine('server', text, e));
  }
}
