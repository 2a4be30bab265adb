// The README's Architecture section is the map of src/: its layer map names every folder of src/,
// and so does the folder list of docs/architecture.md, so a new layer cannot go unmapped.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const folders = readdirSync(join(ROOT, 'src')).filter((name) => statSync(join(ROOT, 'src', name)).isDirectory());

/** The fenced blocks of a markdown text after its heading `title` (up to the next heading of that level). */
function blocksUnder(path: string, title: string): string[] {
  const text = readFileSync(join(ROOT, path), 'utf8');
  const level = /^#+/.exec(title)![0];
  const from = text.indexOf(`\n${title}\n`);
  expect(from, `${path} has a "${title}" heading`).toBeGreaterThanOrEqual(0);
  const rest = text.slice(from + title.length + 2);
  const next = rest.search(new RegExp(`^${level} `, 'm'));
  return [...(next < 0 ? rest : rest.slice(0, next)).matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
}

describe('the architecture map', () => {
  it('finds the folders of src/', () => {
    expect(folders).toEqual(expect.arrayContaining(['core', 'games', 'table', 'ui', 'cli', 'net']));
  });

  it("the README's layer map names every folder of src/", () => {
    const [map] = blocksUnder('README.md', '## Architecture');
    expect(folders.filter((name) => !new RegExp(`\\bsrc/${name}\\b`).test(map ?? ''))).toEqual([]);
  });

  it("docs/architecture.md's folder list names every folder of src/", () => {
    const list = blocksUnder('docs/architecture.md', '## The layers and their rules').find((block) => block.startsWith('bin/'));
    expect(list, 'the folder list (bin/, src/…)').toBeDefined();
    expect(folders.filter((name) => !list!.includes(`src/${name}/`))).toEqual([]);
  });
});
