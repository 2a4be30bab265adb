// What the CLI calls for interactive play at a networked table.
import { render } from 'ink';
import { NetTableApp } from './NetTableApp.js';
import type { NetTableLike } from './types.js';

export async function runNetTable({ table, joinLine }: { table: NetTableLike; joinLine: string | null }): Promise<number> {
  let code = 1;
  const app = render(<NetTableApp table={table} joinLine={joinLine} onExit={(c) => (code = c)} />);
  await app.waitUntilExit();
  return code;
}
