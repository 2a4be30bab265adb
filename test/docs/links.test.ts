// Every relative link of the README and docs/*.md reaches an existing file and, with an anchor, a
// heading of that page; every page of docs/ is linked from the README's table of its pages.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, relativeLinks } from './links.js';
import { docPages, ROOT } from './pages.js';

describe('the links of the README and docs/', () => {
  const pages = docPages();

  it('all reach a file and a heading', () => {
    const links = pages.flatMap(relativeLinks);
    // Not a vacuous pass: the split left many links between the pages.
    expect(links.length).toBeGreaterThan(40);
    expect(links.filter((l) => l.href.includes('#')).length).toBeGreaterThan(20);
    expect(brokenLinks(pages, ROOT)).toEqual([]);
  });

  it('reach every page of docs/ from the README', () => {
    const fromReadme = new Set(relativeLinks(pages[0]!).map((l) => l.href.split('#')[0]));
    expect(
      pages
        .slice(1)
        .map((p) => p.path)
        .filter((path) => !fromReadme.has(path)),
    ).toEqual([]);
  });

  it('are read as GitHub reads them: its slugs, headings in code are none, a link in code is none', () => {
    expect([...anchorsOf('# Headless protocol (`--json`)\n## The daily deal: `--daily`\n## The solver (*loaded*)\n## Keys\n## Keys\n```\n# not a heading\n```\n')]).toEqual([
      'headless-protocol---json',
      'the-daily-deal---daily',
      'the-solver-loaded',
      'keys',
      'keys-1',
    ]);
    expect(relativeLinks({ path: 'README.md', text: '`[x](nowhere.md)` [y](docs/a.md#b) [z](https://example.org/)\n\n    [w](indented.md)\n' })).toEqual([{ page: 'README.md', href: 'docs/a.md#b' }]);
  });

  // The check itself, against pages that break it: a missing file, a missing heading in another
  // page and in the same page, and a file that exists but is not a page (no headings to check).
  it('finds a missing file, a missing heading and an anchor into a file that is not a page', () => {
    const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'LICENSE'), 'MIT');
    const broken = [
      { path: 'README.md', text: '# Top\n\n[a](docs/gone.md) [b](docs/page.md#nothing) [c](#top) [d](#bottom) [e](LICENSE) [f](LICENSE#x) [g](docs/page.md#a-part)\n' },
      { path: 'docs/page.md', text: '# Page\n\n## A part\n\n[back](../README.md#top) [up](../README.md#nope)\n' },
    ];
    expect(brokenLinks(broken, root)).toEqual([
      'README.md: docs/gone.md — no file docs/gone.md',
      'README.md: docs/page.md#nothing — docs/page.md has no heading #nothing',
      'README.md: #bottom — README.md has no heading #bottom',
      'README.md: LICENSE#x — LICENSE is not a documentation page, so it has no heading #x',
      'docs/page.md: ../README.md#nope — README.md has no heading #nope',
    ]);
  });
});
