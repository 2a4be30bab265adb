// A failed `tables` request in the player's words: no server, an answer that is no list of tables,
// too many requests, a server without turn-based tables, a key it did not take, another refusal.
import { printable } from '../../core/printable.js';
import { TablesFailure } from '../../net/lobby/tables-client.js';
import type { TablesTexts } from './texts/tables.js';

export function tablesTroubleWords(t: TablesTexts, e: unknown, server: string): string {
  if (!(e instanceof TablesFailure)) return printable((e instanceof Error ? e.message : String(e)).split('\n')[0]);
  const p = e.problem;
  if (p.kind === 'unreachable') return t.trouble.unreachable(server);
  if (p.kind === 'nonsense') return t.trouble.nonsense(server);
  if (p.status === 429) return t.trouble.tooMany;
  if (p.status === 404) return t.trouble.noTables(server);
  if (p.status === 401 || p.status === 403) return t.trouble.noAccount(server);
  return t.trouble.refused(server, p.status, p.code);
}
