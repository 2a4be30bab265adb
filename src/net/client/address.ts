// Addresses players type: `HOST:PORT/CODE`, or a full `ws://…` / `wss://…` URL (a server behind a
// TLS reverse proxy, possibly under a path) ending in the room code.
import { normalizeRoomCode } from '../wire/room-code.js';

export interface ServerAddress {
  /** The server's endpoint for the Colyseus client, e.g. ws://192.168.1.5:2567. */
  endpoint: string;
  /** What to show: host:port (or the URL when it is not plain ws). */
  display: string;
  /** Headers for every request and WebSocket to it (the SSH front's forwarded address). */
  headers?: Readonly<Record<string, string>>;
}

export interface RoomAddress extends ServerAddress {
  code: string;
}

export function parseServerAddress(text: string): ServerAddress {
  const withScheme = /^[a-z]+:\/\//i.test(text) ? text : `ws://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Error(`"${text}" is not an address; expected HOST:PORT, e.g. 192.168.1.5:2567`);
  }
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') throw new Error(`"${text}": only ws:// and wss:// addresses are understood`);
  if (!url.hostname) throw new Error(`"${text}" names no host`);
  const path = url.pathname.replace(/\/+$/, '');
  const endpoint = `${url.protocol}//${url.host}${path}`;
  const display = url.protocol === 'ws:' && path === '' ? url.host : endpoint;
  return { endpoint, display };
}

export function parseRoomAddress(text: string): RoomAddress {
  const trimmed = text.trim().replace(/\/+$/, '');
  const slash = trimmed.lastIndexOf('/');
  const code = slash >= 0 ? normalizeRoomCode(trimmed.slice(slash + 1)) : null;
  if (slash < 0 || code === null || trimmed.slice(0, slash).endsWith(':/')) {
    throw new Error(`"${text}" is not a room address; expected HOST:PORT/CODE, e.g. 192.168.1.5:2567/KQX7-2MPD`);
  }
  return { ...parseServerAddress(trimmed.slice(0, slash)), code };
}

export const roomAddressText = (server: ServerAddress, code: string): string => `${server.display}/${code}`;
