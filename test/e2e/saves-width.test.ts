// Friction 6: `saves` in a terminal uses the terminal's width — a 120-column terminal shows whole
// lines that 80 columns would cut — and the hint to continue is wrapped there, never cut.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newLog } from '../../src/core/log.js';
import { regicide } from '../../src/games/regicide/index.js';
import { Terminal, tempDataHome } from './terminal.js';

const running: Terminal[] = [];
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

function homeWithSave(): string {
  const home = tempDataHome();
  const folder = join(home, 'regicide-cli', 'regicide');
  mkdirSync(folder, { recursive: true });
  // Every variant that fits one game: the summary row is long.
  const options = regicide.normalizeOptions({ players: 2, variants: ['extra-jester', 'bigger-hand', 'short', 'feign-death'] });
  writeFileSync(join(folder, '20261130-100000-aaaaaaaa.json'), JSON.stringify({ ...newLog('regicide', 'wide', options), bots: [] }));
  return home;
}

async function savesAt(cols: number, lang = 'en'): Promise<string[]> {
  const t = new Terminal(['saves', '--lang', lang], { cols, rows: 24, dataHome: homeWithSave() });
  running.push(t);
  expect(await t.exit()).toBe(0);
  return t
    .normalBuffer()
    .split('\n')
    .filter((l) => l.trim() !== '');
}

describe('saves at the width of the terminal (friction 6)', () => {
  it('shows whole lines in 120 columns', async () => {
    for (const lang of ['en', 'de']) {
      const lines = await savesAt(120, lang);
      expect(lines.join('\n')).not.toContain('…');
      expect(lines.some((l) => [...l].length > 80)).toBe(true);
      expect(lines.join(' ')).toContain('saves --delete N');
    }
  });

  it('wraps the hint in 80 columns instead of cutting it', async () => {
    const lines = await savesAt(80);
    expect(Math.max(...lines.map((l) => [...l].length))).toBeLessThanOrEqual(80);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toContain('delete: regicide saves --delete N');
  });
});
