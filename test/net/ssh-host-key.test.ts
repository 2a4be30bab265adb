// The SSH host key made on a server's first start is always one the server can read back: ssh2
// writes an ed25519 key it cannot parse about once in 250 (a server holding one would refuse to
// start, on that start and every later one). Many first starts, each in a folder of its own.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateHostKey } from '../../src/net/ssh/host-key.js';

const root = mkdtempSync(join(tmpdir(), 'ssh-host-keys-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the SSH host key', () => {
  it('made on 1,500 first starts, is read back by ssh2 every time, and again on the next start', () => {
    for (let i = 0; i < 1500; i++) {
      const dir = join(root, String(i));
      const made = loadOrCreateHostKey(dir);
      expect(ssh2.utils.parseKey(readFileSync(made.path, 'utf8'))).not.toBeInstanceOf(Error);
      if (i % 100 === 0) expect(loadOrCreateHostKey(dir).fingerprint).toBe(made.fingerprint);
    }
  });
});
