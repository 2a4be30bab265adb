// A failed lobby request in the player's words: no server, an answer that is no lobby's, too many
// requests, a server without a lobby, or another refusal with its status and code.
import { printable } from '../../core/printable.js';
import { LobbyFailure } from '../../net/lobby/lobby-client.js';
import type { LobbyListTexts } from './texts/lobby-list.js';

export function lobbyTroubleWords(t: LobbyListTexts, e: unknown, server: string): string {
  if (!(e instanceof LobbyFailure)) return printable(((e as Error)?.message ?? String(e)).split('\n')[0]);
  const p = e.problem;
  if (p.kind === 'unreachable') return t.trouble.unreachable(server);
  if (p.kind === 'nonsense') return t.trouble.nonsense(server);
  if (p.status === 429) return t.trouble.tooMany(server);
  if (p.status === 404) return t.trouble.noLobby(server);
  return t.trouble.refused(server, p.status, p.code);
}

/** A game's name as the lists show it (the id, capitalised: Regicide, Thronfolge). */
export const gameTitle = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);
