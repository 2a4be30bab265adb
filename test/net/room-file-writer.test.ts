// The writer threads behind the room logs (src/net/logs/room-file-writer.ts): a log appears whole,
// owner-only whatever a crash left behind, one room's saves land in order, and a write that
// cannot happen fails its promise instead of hanging.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { RoomFileWriter } from '../../src/net/logs/room-file-writer.js';
import { type RoomLog, diskRoomStore } from '../../src/net/logs/room-store.js';

const dir = mkdtempSync(join(tmpdir(), 'room-writer-'));
const writer = new RoomFileWriter(2);
afterAll(async () => {
  await writer.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the room log writer', () => {
  it('writes the file whole, 0600 even over a temporary file a crash left world-readable', async () => {
    const path = join(dir, 'A.json');
    const temp = `${path}.tmp-1`;
    writeFileSync(temp, 'left by a crash', { mode: 0o644 });
    await writer.write('A', path, temp, '{"moves":[]}\n');
    expect(readFileSync(path, 'utf8')).toBe('{"moves":[]}\n');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(() => statSync(temp)).toThrow();
  });

  it("keeps one room's saves in order while other rooms write beside it", async () => {
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 200; i++) for (const room of ['B', 'C', 'D']) writes.push(writer.write(room, join(dir, `${room}.json`), join(dir, `${room}.json.tmp`), `${room}${i}`));
    await Promise.all(writes);
    for (const room of ['B', 'C', 'D']) expect(readFileSync(join(dir, `${room}.json`), 'utf8')).toBe(`${room}199`);
  });

  it('fails the save when the folder is not there, and goes on writing after it', async () => {
    await expect(writer.write('E', join(dir, 'missing', 'E.json'), join(dir, 'missing', 'E.tmp'), 'x')).rejects.toThrow(/ENOENT|no such file/);
    await writer.write('E', join(dir, 'E.json'), join(dir, 'E.tmp'), 'y');
    expect(readFileSync(join(dir, 'E.json'), 'utf8')).toBe('y');
  });

  it('is what the disk store saves through, into an owner-only rooms folder', async () => {
    const data = join(dir, 'data');
    const log = {
      game: 'test',
      version: 1,
      seed: 's',
      players: 2,
      moves: [],
      room: { code: 'ABCD', game: 'test', names: [], bots: [], botLevel: 'easy', botDelayMs: 0, tokenHashes: [], hostKeyHash: '', started: true },
    };
    // The store's own type: a log as the server keeps it.
    const roomLog: RoomLog = JSON.parse(JSON.stringify(log)) as RoomLog;
    await diskRoomStore(data).save(roomLog);
    const file = join(data, 'rooms', 'ABCD.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(log);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(data, 'rooms')).mode & 0o777).toBe(0o700);
  });

  it('lets the process end once its saves are done (a program that hosts a table exits after the game)', () => {
    // The built module, as the program runs it (npm test builds first): an idle writer must not hold the process open.
    const store = pathToFileURL(join(import.meta.dirname, '../../dist/net/logs/room-store.js')).href;
    const data = join(dir, 'exits');
    const script = `import(${JSON.stringify(store)}).then((m) => m.diskRoomStore(${JSON.stringify(data)}).save({ moves: [], room: { code: 'EXIT' } })).then(() => console.log('saved'))`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stdout.trim()).toBe('saved');
    // Killed by the timeout (SIGTERM, no status) when something kept it alive.
    expect(run.status).toBe(0);
    expect(readFileSync(join(data, 'rooms', 'EXIT.json'), 'utf8')).toContain('"EXIT"');
  }, 40_000);
});
