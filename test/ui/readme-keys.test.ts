// The key table of docs/keys.md (the README's full key table) is the one the key maps make: a key
// added, changed or removed in a game must show there too (regenerate it with `npm run readme:keys`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyTableMarkdown } from '../../src/ui/key-table.js';

describe('the key table in docs/keys.md', () => {
  it('is the table generated from every game’s key map', async () => {
    const keys = readFileSync(new URL('../../docs/keys.md', import.meta.url), 'utf8');
    const section = /<!-- keys:start[^>]*-->\n([\s\S]*?)\n<!-- keys:end -->/.exec(keys);
    expect(section, 'docs/keys.md needs the key-table markers').not.toBeNull();
    expect(section![1]).toBe(await keyTableMarkdown());
  });

  it('lists every key of each game’s help', async () => {
    const table = await keyTableMarkdown();
    for (const key of ['← → h l', 'Enter', 'p', 'y', 'f', 'e', 't', 'd', 'v', '?', 'q']) expect(table).toContain(`| ${key} |`);
  });
});
