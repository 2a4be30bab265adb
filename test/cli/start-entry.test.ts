// A clone has two builds after `npm ci`: dist/ (tsc) and the bundle, which starts faster. The
// start-up runs the bundle unless dist/ is newer (built after it, as `npm test` and a developer's
// `npm run build` do); the installed package has only the bundle.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** bin/start.js is plain JavaScript (the bins run before any build), so its export is typed here. */
type EntryOf = (compiled: string, bundled: string) => string | null;
const { entryOf } = (await import(new URL('../../bin/start.js', import.meta.url).href)) as { entryOf: EntryOf };

const folder = mkdtempSync(join(tmpdir(), 'start-entry-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, writtenAtSeconds?: number): string {
  const path = join(folder, name);
  writeFileSync(path, '');
  if (writtenAtSeconds !== undefined) utimesSync(path, writtenAtSeconds, writtenAtSeconds);
  return path;
}

describe('which build a bin runs', () => {
  it('runs the bundle when it was made after dist/ (npm ci: build, then bundle)', () => {
    expect(entryOf(file('a-dist.js', 1_000), file('a-bundle.js', 2_000))).toBe(join(folder, 'a-bundle.js'));
  });

  it('runs dist/ when it was built after the bundle (npm run build after a change)', () => {
    expect(entryOf(file('b-dist.js', 3_000), file('b-bundle.js', 2_000))).toBe(join(folder, 'b-dist.js'));
  });

  it('runs whichever is there alone, and nothing when neither is built', () => {
    expect(entryOf(join(folder, 'missing-dist.js'), file('c-bundle.js'))).toBe(join(folder, 'c-bundle.js'));
    expect(entryOf(file('d-dist.js'), join(folder, 'missing-bundle.js'))).toBe(join(folder, 'd-dist.js'));
    expect(entryOf(join(folder, 'none-1.js'), join(folder, 'none-2.js'))).toBeNull();
  });
});
