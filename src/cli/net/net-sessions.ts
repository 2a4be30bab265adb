// Where a client keeps what it needs to rejoin its seat (`join --resume`, `host --resume`): the
// room code, seat and the seat's secret token, and every address the server is known at (the one
// used, then the live processes it named), so that the seat comes back through any of them. One file per room plus the latest
// per game; readable by this user only, since the token is the seat.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeatSession } from '../../net/client/remote-table.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import { UsageError } from '../program/errors.js';
import { lineTexts } from '../words/line-texts.js';

export const sessionsFolder = (env: NodeJS.ProcessEnv = process.env): string => join(dataHome(env), APP_FOLDER, 'net-sessions');

export function saveSession(session: SeatSession, role: 'host' | 'join', env: NodeJS.ProcessEnv = process.env): void {
  const folder = sessionsFolder(env);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const text = JSON.stringify(session) + '\n';
  for (const name of [`${session.code}.json`, `latest-${role}-${session.game}.json`]) {
    const path = join(folder, name);
    writeFileSync(path, text, { mode: 0o600 });
    chmodSync(path, 0o600);
  }
}

/** The session of `code`, or the latest one of this game and role. */
export function loadSession(game: string, role: 'host' | 'join', code?: string, env: NodeJS.ProcessEnv = process.env): SeatSession {
  const path = join(sessionsFolder(env), code ? `${code}.json` : `latest-${role}-${game}.json`);
  let session: SeatSession;
  try {
    session = JSON.parse(readFileSync(path, 'utf8')) as SeatSession;
  } catch {
    const t = lineTexts().sessions;
    throw new UsageError(code ? t.noSeat(code) : t.noEarlier(role, game));
  }
  if (session.game !== game || typeof session.seatToken !== 'string') throw new UsageError(lineTexts().sessions.notSeat(path, game));
  if (!Array.isArray(session.endpoints) || !session.endpoints.every((e) => typeof e === 'string')) session.endpoints = [];
  // Only a file's plain true says the player chose an event table.
  const event: unknown = session.event;
  if (event !== undefined && event !== true) delete session.event;
  return session;
}
