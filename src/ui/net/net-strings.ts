// Texts of network play (lobby, notices, the server's codes, the deal check, the lines printed on
// leaving): one dictionary per screen area (texts/), joined here. The server sends codes with
// parameters; these words are the client's own.
import { type Dictionary, joinTexts } from '../shared/texts-for.js';
import { NET_CODES, type NetCodesTexts } from './texts/codes.js';
import { NET_CONNECT, type NetConnectTexts } from './texts/connect.js';
import { NET_DOOR, type NetDoorTexts } from './texts/door.js';
import { NET_END, type NetEndTexts } from './texts/end.js';
import { NET_KEYS, type NetKeysTexts } from './texts/keys.js';
import { NET_LEAVING, type NetLeavingTexts } from './texts/leaving.js';
import { NET_LOBBY, type NetLobbyTexts } from './texts/lobby.js';
import { NET_NOTICES, type NetNoticesTexts } from './texts/notices.js';
import { NET_WATCH, type NetWatchTexts } from './texts/watch.js';
import { NET_WATCH_LOG, type NetWatchLogTexts } from './texts/watch-log.js';
import { NET_WATCHERS, type NetWatchersTexts } from './texts/watchers.js';

/** The screen areas of network play's texts, each a dictionary of its own. */
export const NET_AREAS = {
  lobby: NET_LOBBY,
  notices: NET_NOTICES,
  codes: NET_CODES,
  door: NET_DOOR,
  end: NET_END,
  leaving: NET_LEAVING,
  keys: NET_KEYS,
  watchers: NET_WATCHERS,
  watch: NET_WATCH,
  watchLog: NET_WATCH_LOG,
  connect: NET_CONNECT,
};

export type NetTexts = NetLobbyTexts &
  NetNoticesTexts &
  NetCodesTexts &
  NetDoorTexts &
  NetEndTexts &
  NetLeavingTexts &
  NetKeysTexts &
  NetWatchersTexts &
  NetWatchTexts &
  NetWatchLogTexts &
  NetConnectTexts;

export const NET_TEXTS: Dictionary<NetTexts> = joinTexts(...Object.values(NET_AREAS));
