// Which part of the room answers each message type a client may send: the seats' commands
// (room-commands.ts), the table talk and the watchers (room-talk.ts, room-watchers.ts) and the
// proposals of pace (turn/turn-pace.ts), each behind the client's rate limit; any other type
// earns an error with a code. Apart from table-room.ts so that the room's wiring of messages
// reads as one table.
import type { Client } from '@colyseus/core';
import { netMessage } from '../wire/net-codes.js';
import type { RoomCommands } from './room-commands.js';
import type { RoomContext } from './room-context.js';
import type { RoomTalk } from './room-talk.js';
import type { RoomWatchers } from './room-watchers.js';
import type { RoomPace } from '../turn/turn-pace.js';

type Handler = (client: Client, message: unknown) => void;

export interface HandlingParts {
  commands: RoomCommands;
  talk: RoomTalk;
  watch: RoomWatchers;
  pace: RoomPace;
}

/** Registers the room's handlers with `on` (the room's onMessage). */
export function handleMessages(on: (type: string, handler: (client: Client, message: unknown) => void) => void, context: RoomContext, parts: HandlingParts): void {
  const { commands, talk, watch, pace } = parts;
  const handle = (type: string, handler: Handler): void => on(type, (client, message) => context.connections.guarded(client, () => handler(client, message)));
  handle('move', (client, message) => commands.onMove(client, message));
  handle('start', (client, message) => commands.onStart(client, message));
  handle('bot', (client, message) => commands.onBotTakeover(client, message));
  handle('signal', (client, message) => talk.onSignal(client, message));
  handle('say', (client, message) => (watch.isWatcher(client) ? watch.onSay(client, message) : talk.onSay(client, message)));
  handle('mute', (client, message) => talk.onMute(client, message));
  handle('watcher', (client, message) => watch.onAnswer(client, message));
  handle('pace', (client, message) => void pace.onPace(client, message).catch((e: unknown) => context.event('paceFailed', { message: String(e) })));
  // The fallback's second argument is the type the client named.
  on('*', (client, type) => context.connections.guarded(client, () => context.refuse(client, netMessage('unknownType', { type: String(type).slice(0, 20) }))));
}
