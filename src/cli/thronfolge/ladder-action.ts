// The `ladder` command's work: the terminal's key and server (as `account` finds them), one proven
// request, and its answer as lines within 80 columns or as one JSON line (every control character
// escaped: what a server sent is safe to print).
import { join } from 'node:path';
import { jsonLine } from '../../core/json-line.js';
import { printable } from '../../core/printable.js';
import { clientKey } from '../../net/accounts/client-key.js';
import { askLadder, askOwnLadder } from '../../net/ladder/ladder-client.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import type { Lang } from '../../text/lang.js';
import { accountServer } from '../account/account-server.js';
import { UsageError } from '../program/errors.js';
import { chosenLang } from '../program/option-parsers.js';
import { LADDER_TEXTS } from '../ladder/ladder-texts.js';
import { ladderLines, ownLines } from '../ladder/ladder-lines.js';

/** The game's title in the ladder's lines. */
const TITLE = 'Thronfolge';

export interface LadderFlags {
  server?: string;
  me?: boolean;
  json?: boolean;
  lang?: Lang;
}

/** How many places `thronfolge ladder` shows. */
export const LADDER_SHOWN = 20;

export async function ladder(program: string, flags: LadderFlags): Promise<number> {
  const t = LADDER_TEXTS[chosenLang(flags.lang)];
  const folder = join(dataHome(), APP_FOLDER);
  const server = accountServer(folder, flags.server, program);
  const key = clientKey(folder);
  const refused = (code: string, status: number): UsageError => new UsageError(t.refused(t.refusals[code] ?? `${t.refusals.unknown} (HTTP ${status}, ${printable(code)})`));
  const print = (lines: string[]): void => void process.stdout.write(`${lines.join('\n')}\n`);
  if (flags.me) {
    const own = await askOwnLadder(server, key, true);
    if (!own.ok) throw refused(own.code, own.status);
    print(flags.json ? [jsonLine(own.body)] : ownLines(own.body, t, TITLE, server.display));
    return 0;
  }
  const top = await askLadder(server, key, LADDER_SHOWN);
  if (!top.ok) throw refused(top.code, top.status);
  print(flags.json ? [jsonLine({ ladder: top.body })] : ladderLines(top.body, t, TITLE, server.display));
  return 0;
}
