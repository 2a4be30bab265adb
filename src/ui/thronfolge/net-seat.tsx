// Thronfolge at a networked table: the same duel screen as local play, fed by the remote table;
// this terminal's seat is "you", the server's bots are named so, one game (no match).
import { DEFAULT_LEVEL } from '../../modules/thronfolge/bots.js';
import { thronfolge } from '../../games/thronfolge/index.js';
import type { Seat } from '../../games/thronfolge/types.js';
import { singleGame } from '../../games/thronfolge/match.js';
import type { ThronfolgeClient } from '../../modules/thronfolge/index.js';
import type { NetSeatScreen } from '../net/net-seat.js';
import { THRONFOLGE_TEXTS } from './strings.js';
import { ThronfolgeApp } from './ThronfolgeApp.js';
import { afterNetDuelText } from './entry.js';

export const THRONFOLGE_NET_SEAT: NetSeatScreen = {
  game: thronfolge,
  title: (lang) => THRONFOLGE_TEXTS[lang].title,
  Screen: ({ client, lobby, seat, savePath, host, onExit }) => (
    <ThronfolgeApp
      client={client as ThronfolgeClient}
      seating={{ vs: 'human', botLevel: DEFAULT_LEVEL, me: seat as Seat, botSeats: lobby.seats.filter((s) => s.bot).map((s) => s.seat) }}
      match={singleGame(lobby.code)}
      savePath={savePath}
      host={host}
      newGames={false}
      onExit={onExit}
    />
  ),
  afterGame: (update, savePath, ui) => afterNetDuelText((update as ReturnType<ThronfolgeClient['update']>).result, savePath, ui),
};
