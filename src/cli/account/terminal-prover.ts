// The proof `join`, `host --server` and `watch` bring to a server that keeps accounts: this
// terminal's key (client-key.ts, the one `account` uses), made silently on first use, in the
// data folder both games share. A server without accounts never asks, and no key is made for it.
import { join } from 'node:path';
import { type Prover, keyProver } from '../../net/accounts/account-client.js';
import { type ClientKey, clientKey } from '../../net/accounts/client-key.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';

export function terminalProver(): Prover {
  let key: ClientKey | undefined;
  return keyProver(() => (key ??= clientKey(join(dataHome(), APP_FOLDER))));
}
