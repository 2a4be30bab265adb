// `host --public` lists the host's table in the lobby, with the language of its --lang, on the
// embedded server and on a running `serve` (`host --server`); without it the table stays private.
// Runs the built program (npm run build).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drive } from '../cli/drive.js';
import { postJson, within } from './edge-helpers.js';
import { runProgram } from './net-process.js';

type Listing = { version: string; tables: Record<string, any>[] };

/** The lobby of the server at `port` once `ok` holds for it (each further read a long poll). */
const listingUntil = (port: number, ok: (l: Listing) => boolean, what: string): Promise<Listing> =>
  within(
    15_000,
    (async () => {
      let l = (await postJson(port, '/lobby/list', {})).json as Listing;
      while (!ok(l)) l = (await postJson(port, '/lobby/list', { after: l.version })).json as Listing;
      return l;
    })(),
    what,
  );

describe('host --public', () => {
  it('lists the table of the embedded server, in the host’s language', async () => {
    const data = mkdtempSync(join(tmpdir(), 'lobby-host-'));
    const host = drive('regicide', ['host', '--json', '--public', '--lang', 'fr', '--name', 'Ann', '--port', '0', '--listen', '127.0.0.1', '--data', data], { XDG_DATA_HOME: data });
    try {
      const room = await host.next();
      const port = Number(/:(\d+)\//.exec(room.join)![1]);
      const l = await listingUntil(port, (x) => x.tables.some((t) => t.code === room.code), 'the table listed');
      expect(l.tables.find((t) => t.code === room.code)).toMatchObject({ game: 'regicide', seats: 2, taken: 1, free: 1, lang: 'fr', host: 'Ann' });
    } finally {
      host.kill('SIGTERM');
      await host.exit;
    }
  });

  it('lists a table opened on a running serve; a table hosted without it is not listed', async () => {
    const data = mkdtempSync(join(tmpdir(), 'lobby-serve-'));
    const serve = runProgram('regicide', ['serve', '--port', '0', '--listen', '127.0.0.1', '--data', data]);
    const hosts = [];
    try {
      const { port } = await serve.next();
      const env = { XDG_DATA_HOME: data };
      const open = drive('thronfolge', ['host', '--json', '--server', `127.0.0.1:${port}`, '--public', '--lang', 'de', '--name', 'Bo'], env);
      hosts.push(open);
      const closed = drive('thronfolge', ['host', '--json', '--server', `127.0.0.1:${port}`, '--name', 'Cy'], env);
      hosts.push(closed);
      const [listedRoom, privateRoom] = [await open.next(), await closed.next()];
      const l = await listingUntil(port, (x) => x.tables.some((t) => t.code === listedRoom.code), 'the public table listed');
      expect(l.tables.find((t) => t.code === listedRoom.code)).toMatchObject({ game: 'thronfolge', seats: 2, taken: 1, lang: 'de', host: 'Bo' });
      expect(l.tables.some((t) => t.code === privateRoom.code)).toBe(false);
    } finally {
      for (const h of hosts) h.kill('SIGTERM');
      await Promise.all(hosts.map((h) => h.exit));
      serve.kill('SIGTERM');
      await serve.exit;
    }
  });
});
