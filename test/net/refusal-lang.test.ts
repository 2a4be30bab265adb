// A table's refusal printed by `join`, `host` or `watch` (not the screen) is one line in the
// player's language, worded from the server's code as the screens word it, with a non-zero exit:
// each language once, through the built program against a server on 127.0.0.1 (join at a real
// terminal, as it needs one). With --json the line stays the protocol's English with the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { drive } from '../cli/drive.js';
import { Terminal, tempDataHome, THRONFOLGE_BIN } from '../e2e/terminal.js';

let server: NetServer;
let full: RemoteTable[];
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
  const address = parseServerAddress(`127.0.0.1:${server.port}`);
  // A duel with both seats taken (so under way), and no watchers: closed to a joiner and to a watcher.
  const host = await RemoteTable.create(address, { game: 'thronfolge', options: { first: null, variants: [] }, name: 'Ann', watchers: 'no' });
  full = [host, await RemoteTable.join({ ...address, code: host.code }, { name: 'Bob' })];
});
afterAll(async () => {
  await Promise.all((full ?? []).map((t) => t.leave()));
  await server?.close();
});

const at = (code: string): string => `127.0.0.1:${server.port}/${code}`;
/** A code no table has (well-formed, so the server is asked). */
const NO_TABLE = 'KQX7-2MPD';

/** `join` at a pseudo-terminal wide enough for the line not to wrap: what it left there, and its exit code. */
async function joinAtTerminal(args: string[], env: Record<string, string> = {}): Promise<{ text: string; code: number }> {
  const t = new Terminal(['join', ...args], { cols: 200, dataHome: tempDataHome(), bin: THRONFOLGE_BIN, env });
  try {
    const code = await t.exit();
    return { text: t.normalBuffer().trim(), code };
  } finally {
    t.kill();
  }
}

describe("a table's refusal in the player's language", () => {
  it('English: join a table whose game has started', async () => {
    const { text, code } = await joinAtTerminal([at(full[0].code)]);
    expect(code).not.toBe(0);
    expect(text).toBe('thronfolge: Cannot join the table: The game has already started; a player who left comes back with join --resume');
  });

  it('Bokmål (--lang nb): join with a code no table has', async () => {
    const { text, code } = await joinAtTerminal([at(NO_TABLE), '--lang', 'nb']);
    expect(code).not.toBe(0);
    expect(text).toBe('thronfolge: Kan ikke bli med ved bordet: Ingen bord har den koden her, eller plassnøkkelen gjelder ikke der (eller den er utløpt)');
  });

  it('German (--lang de): watch a table that takes no watchers', async () => {
    const r = await drive('thronfolge', ['watch', at(full[0].code), '--lang', 'de']).exit;
    expect(r.code).not.toBe(0);
    expect(r.stderr).toBe('thronfolge: Zuschauen geht nicht: Dieser Tisch nimmt keine Zuschauer\n');
  });

  it('French (from LANG=fr_FR.UTF-8): watch with a code no table has', async () => {
    const r = await drive('regicide', ['watch', at(NO_TABLE)], { LANG: 'fr_FR.UTF-8', LC_ALL: '', LC_MESSAGES: '' }).exit;
    expect(r.code).not.toBe(0);
    expect(r.stderr).toBe('regicide: Impossible de regarder la table\u202f: Aucune table n’a ce code ici, ou le jeton de place n’y est pas valable (ou il a expiré)\n');
  });

  it("--json keeps the protocol's English and the code, for scripts", async () => {
    const r = await drive('regicide', ['watch', '--json', at(NO_TABLE), '--lang', 'de']).exit;
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/^regicide: cannot watch the table: .+ \(noTable\)\n$/);
  });
});
