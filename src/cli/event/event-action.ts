// The `event` command's work: the terminal's key and server (as `account` finds them), one proven
// request, and its answer as lines within 80 columns, plain sentences for a screen reader, or one
// JSON line (every control character escaped: what a server sent is safe to print).
import { join } from 'node:path';
import { jsonLine } from '../../core/json-line.js';
import { printable } from '../../core/printable.js';
import { gameModule, isGameId } from '../../modules/registry.js';
import { clientKey } from '../../net/accounts/client-key.js';
import { askEventWeek } from '../../net/events/event-client.js';
import { isWeek } from '../../net/events/event-week.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import type { Lang } from '../../text/lang.js';
import { uiGame } from '../../ui/games.js';
import { accountServer } from '../account/account-server.js';
import { UsageError } from '../program/errors.js';
import { eventLines } from './event-lines.js';
import { eventTexts } from './event-texts.js';
import { chosenLang } from '../program/option-parsers.js';
import { screenReaderWanted } from '../program/screen-reader.js';

export interface EventFlags {
  server?: string;
  week?: string;
  json?: boolean;
  lang?: Lang;
  screenReader?: boolean;
}

export async function eventWeek(program: string, flags: EventFlags): Promise<number> {
  const t = eventTexts(chosenLang(flags.lang));
  const title = uiGame(program)?.title ?? program;
  if (!isGameId(program) || !gameModule(program).teamEvent) throw new UsageError(t.noEvent(title));
  if (flags.week !== undefined && !isWeek(flags.week)) throw new UsageError(t.refusals.badRequest);
  const folder = join(dataHome(), APP_FOLDER);
  const server = accountServer(folder, flags.server, program);
  const answer = await askEventWeek(server, clientKey(folder), program, flags.week);
  if (!answer.ok) throw new UsageError(t.refused(t.refusals[answer.code] ?? `${t.refusals.unknown} (HTTP ${answer.status}, ${printable(answer.code)})`));
  const lines = flags.json ? [jsonLine(answer.week)] : eventLines(answer.week, t, title, server.display, { screenReader: screenReaderWanted(flags.screenReader) });
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}
