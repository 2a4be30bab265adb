// The server the lobby and quick match talk to: the one `account` remembers (one file in the data
// folder, shared by both games), named once with --server; without one, a line in the player's
// language says how to name it.
import { join } from 'node:path';
import type { ServerAddress } from '../../net/client/address.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import type { Lang } from '../../text/lang.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import { command } from '../../ui/shared/commands.js';
import { NET_LOBBY_LIST, type LobbyListTexts } from '../../ui/net/texts/lobby-list.js';
import { accountServer } from '../account/account-server.js';

export const lobbyTexts = (lang: Lang): LobbyListTexts => textsFor(NET_LOBBY_LIST, lang, false);

/** The server given now (remembered) or remembered; `how` is the command that names one (`regicide lobby`). */
export function lobbyServer(id: string, given: string | undefined, lang: Lang, how: string[]): ServerAddress {
  return accountServer(join(dataHome(), APP_FOLDER), given, id, lobbyTexts(lang).noServer(command(id, ...how)));
}
