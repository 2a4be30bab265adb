// The games a networked table can show, by the game's id on the wire. (The UI registry, once it
// lists every game's entry points, is where this lookup belongs.)
import { REGICIDE_NET_SEAT } from '../regicide/net-seat.js';
import { THRONFOLGE_NET_SEAT } from '../thronfolge/net-seat.js';
import type { NetSeatScreen } from './net-seat.js';

export const NET_GAME_SCREENS: Readonly<Record<string, NetSeatScreen>> = {
  regicide: REGICIDE_NET_SEAT,
  thronfolge: THRONFOLGE_NET_SEAT,
};
