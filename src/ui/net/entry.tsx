// What the CLI calls for interactive play at a networked table.
import { render } from 'ink';
import { NetTableApp } from './NetTableApp.js';
import type { NetTableLike } from './types.js';

export async function runNetTable({ table, joinLine }: { table: NetTableLike; joinLine: string | null }): Promise<number> {
  let code = 1;
  // Ctrl-C goes through the app's own quit (which leaves the table), not Ink's abrupt exit.
  const app = render(<NetTableApp table={table} joinLine={joinLine} onExit={(c) => (code = c)} />, { exitOnCtrlC: false });
  await app.waitUntilExit();
  // An open connection would keep the program running after the screen is gone.
  await table.leave();
  return code;
}
