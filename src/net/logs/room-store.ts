// Each room's game log in a store, rewritten after every move: the same log format as local play,
// so `replay` and `replay --verify` read it, plus a `room` field with what a restarted server
// needs to restore the room (names, bot seats, hashes of seat tokens, the deal's salt). The store
// is an interface: the disk store below is one; a shared store (Redis) can be another.
import { problemEnglish } from '../../protocol/problem-english.js';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { type GameLog, parseLog } from '../../core/log.js';
import { chmod, mkdir, rm } from 'node:fs/promises';
import type { WatchPolicy } from '../wire/messages.js';
import { normalizeRoomCode } from '../wire/room-code.js';
import { RoomFileWriter } from './room-file-writer.js';

export interface RoomRecord {
  code: string;
  game: string;
  names: string[];
  /** Seats played by the server's bots. */
  bots: number[];
  botLevel: string;
  botDelayMs: number;
  /** sha256 of each seat's token ('' while the seat has none); the tokens themselves stay with the clients. */
  tokenHashes: string[];
  hostKeyHash: string;
  started: boolean;
  /** The seat holding the host role (it passes on when the host leaves for good). */
  hostSeat?: number | null;
  /** The salt of the deal's commitment (revealed with the seed at the end). */
  salt?: string;
  /** The host chose the seed. */
  seedChosen?: boolean;
  /** Clock time (ms) since when nobody has been at this running table, or null while someone is. */
  abandonedSince?: number | null;
  /** Who may watch, whether watchers may greet, and the seats the host muted. */
  watchers?: WatchPolicy;
  watcherGreetings?: boolean;
  muted?: number[];
  /** The address that opened the table: its per-address quotas count the table after a restore too. */
  owner?: string | null;
  /** A public table's lobby facts (../state/room-listing.ts): listed again after a restore while it waits for players. */
  publicTable?: { lang: string | null; openedAt: number; creatorName: string } | null;
  /** The account of each seat (null: a guest's or nobody's), on a server with accounts. */
  accounts?: (string | null)[];
  /** A turn-based table (issue 30): its log lives in the database (turn/turn-store.ts), each move has `moveMs`. */
  turn?: { moveMs: number; onTimeout: string };
  /** A table of a week's team event (src/net/events): its week. */
  event?: { week: string };
}

/** Where a room's log is kept between moves. */
export interface RoomStore {
  /** Writes the whole log (replacing the last one); resolves once it is durable. Rejects with TableMoved when this process no longer owns the table. */
  save(log: RoomLog): Promise<void>;
  /** Forgets a room (one that never started has nothing worth restoring). */
  remove(code: string): Promise<void>;
  /** A shared store: takes a new table's code for this process (false: the code is taken). */
  claim?(code: string): Promise<boolean>;
  /** A shared store: this process gives the table up (a drain); another process may take it over. */
  release?(code: string): Promise<void>;
  /** A shared store: the table is closed for good here (over, abandoned): nobody takes it over. */
  close?(code: string, finished: boolean): Promise<void>;
}

/** Another process took the table over: this one must not write it again, nor tell its clients anything more. */
export class TableMoved extends Error {
  constructor(code: string) {
    super(`table ${code} is owned by another process now`);
  }
}

export type RoomLog = GameLog & { room: RoomRecord };

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const roomLogPath = (dataDir: string, code: string): string => `${roomsFolderOf(dataDir)}${sep}${code}.json`;

const roomsFolders = new Map<string, string>();
/** `dataDir/rooms`, joined once per data folder: every move's save asks for it (path.join showed in a burst's profile). */
function roomsFolderOf(dataDir: string): string {
  let folder = roomsFolders.get(dataDir);
  if (folder === undefined) roomsFolders.set(dataDir, (folder = join(dataDir, 'rooms')));
  return folder;
}

const madeFolders = new Set<string>();

/** The data folder and its rooms folder, 0700, made once per process. */
async function roomsFolderIn(dataDir: string): Promise<void> {
  const folder = roomsFolderOf(dataDir);
  if (madeFolders.has(folder)) return;
  const madeDataDir = await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (madeDataDir !== undefined) await chmod(dataDir, 0o700);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  madeFolders.add(folder);
}

let writer: RoomFileWriter | null = null;

/**
 * Writes a room's log atomically (temporary file, then rename), off the message loop: a writer
 * thread does it in one hop (room-file-writer.ts). The logs hold seeds and the hashes of seat
 * secrets: folder and files are the owner's only.
 */
export async function saveRoomLog(dataDir: string, log: RoomLog): Promise<void> {
  await roomsFolderIn(dataDir);
  const path = roomLogPath(dataDir, log.room.code);
  writer ??= new RoomFileWriter();
  await writer.write(log.room.code, path, `${path}.tmp-${process.pid}`, JSON.stringify(log) + '\n');
}

/** Room logs as files in `dataDir/rooms/`. */
export function diskRoomStore(dataDir: string): RoomStore {
  return {
    save: (log) => saveRoomLog(dataDir, log),
    remove: (code) => rm(roomLogPath(dataDir, code), { force: true }),
  };
}

/** Every saved room whose game is not over; damaged files are reported and skipped. */
export function unfinishedRooms(dataDir: string, onBad: (file: string, why: string) => void): RoomLog[] {
  let files: string[];
  try {
    files = readdirSync(join(dataDir, 'rooms')).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const rooms: RoomLog[] = [];
  for (const file of files) {
    try {
      const log = parseLog(readFileSync(join(dataDir, 'rooms', file), 'utf8')) as RoomLog;
      const room = log.room;
      if (!room || typeof room !== 'object' || normalizeRoomCode(String(room.code)) !== room.code) throw new Error('no room record');
      if (log.result === null) rooms.push(log);
    } catch (e) {
      // The server's log reads the protocol's English (a coded problem of the log worded).
      onBad(file, problemEnglish(e) ?? (e as Error).message);
    }
  }
  return rooms;
}
