// The three changes the bundle makes to bundled code for a faster first frame
// (scripts/startup-patches.mjs): each applies to the installed version of its package, changes
// nothing a program sees, and removes the work it is there to remove.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { patchStringWidth, patchStyledChars, patchYogaLoader } from '../../scripts/startup-patches.mjs';

const ROOT = join(import.meta.dirname, '../..');
// Under the clone, so the patched copies import their dependencies from its node_modules (.tmp/
// is ignored by git, and a fresh clone has none yet).
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
const dir = mkdtempSync(join(ROOT, '.tmp', 'startup-patches-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface YogaApi {
  Node: { create(): { setWidth(w: number): void; calculateLayout(): void; getComputedWidth(): number } };
}

async function loadAs(name: string, source: string): Promise<Record<string, unknown>> {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, source);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
}

describe('yoga without fetch', () => {
  const source = readFileSync(join(ROOT, 'node_modules/yoga-layout/dist/binaries/yoga-wasm-base64-esm.js'), 'utf8');

  it('loads the layout engine without fetch(), which the original calls', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no network here')));
    vi.stubGlobal('fetch', fetch);
    try {
      const original = (await loadAs('yoga-original', source)).default as () => Promise<Record<string, unknown>>;
      await original();
      expect(fetch).toHaveBeenCalled();
      fetch.mockClear();
      const patchedSource: string = patchYogaLoader(source);
      expect(patchedSource).not.toBe(source);
      const patched = (await loadAs('yoga-patched', patchedSource)).default as () => Promise<Record<string, unknown>>;
      const yoga = await patched();
      expect(fetch).not.toHaveBeenCalled();
      // The engine works, wrapped as yoga-layout wraps it: a node lays out to the width it was given.
      const wrap = (await import(/* @vite-ignore */ pathToFileURL(join(ROOT, 'node_modules/yoga-layout/dist/src/wrapAssembly.js')).href)) as { default: (m: unknown) => YogaApi };
      const node = wrap.default(yoga).Node.create();
      node.setWidth(42);
      node.calculateLayout();
      expect(node.getComputedWidth()).toBe(42);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('string-width asks Emoji_Presentation first', () => {
  const source = readFileSync(join(ROOT, 'node_modules/string-width/index.js'), 'utf8');
  const patchedSource: string = patchStringWidth(source);

  it('gives the width the original gives, for every code point up to U+2FFFF and for emoji sequences', async () => {
    expect(patchedSource).toContain('mayBeRgiEmoji(segment) && rgiEmojiRegex.test(segment)');
    const width = (await loadAs('string-width-original', source)).default as (s: string) => number;
    const patched = (await loadAs('string-width-patched', patchedSource)).default as (s: string) => number;
    const differ: string[] = [];
    for (let cp = 0x80; cp <= 0x2ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const s = String.fromCodePoint(cp);
      if (patched(s) !== width(s)) differ.push(cp.toString(16));
    }
    expect(differ).toEqual([]);
    for (const s of ['♠ 10 ♥', '♠\uFE0F', '👍🏽', '👨‍👩‍👧', '🇳🇴', '#\uFE0F\u20E3', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '🇳', '🏻', 'Ünïcödé ─│┌']) expect(patched(s)).toBe(width(s));
  });

  it('builds the RGI_Emoji expression only when a cluster of several code points needs it', async () => {
    const built: string[] = [];
    const Original = RegExp;
    vi.stubGlobal('RegExp', new Proxy(Original, { construct: (target, args: [string, string?]) => (built.push(args[0]), new target(...args)) }));
    try {
      const width = (await loadAs('string-width-lazy', patchedSource)).default as (s: string) => number;
      expect(width('♠ 10 ♥ ─│┌ Ünïcödé')).toBe(18);
      expect(built.filter((p) => p.includes('RGI_Emoji'))).toEqual([]);
      expect(width('👨‍👩‍👧')).toBe(2);
      expect(built.filter((p) => p.includes('RGI_Emoji'))).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('holds what the change rests on: a single code point is RGI_Emoji only if it is Emoji_Presentation', () => {
    const rgi = new RegExp('^\\p{RGI_Emoji}$', 'v');
    const presentation = /^\p{Emoji_Presentation}$/u;
    const counter: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const s = String.fromCodePoint(cp);
      if (rgi.test(s) && !presentation.test(s)) counter.push(cp.toString(16));
    }
    expect(counter).toEqual([]);
  });
});

interface StyledChar {
  type: string;
  value: string;
  fullWidth: boolean;
  styles: { code: string; endCode: string }[];
}
type ToString = (chars: StyledChar[]) => string;

describe('ansi-tokenize skips the difference between cells of the same style', () => {
  const build = join(ROOT, 'node_modules/@alcalzone/ansi-tokenize/build');
  const at = (file: string): string => pathToFileURL(join(build, file)).href;
  const source = readFileSync(join(build, 'styledChars.js'), 'utf8');
  const patchedSource: string = patchStyledChars(source);
  // The copies import the package's own modules, and diffAnsiCodes through a wrapper that counts its calls.
  const rewired = (s: string): string =>
    s
      .replace('"./ansiCodes.js"', JSON.stringify(at('ansiCodes.js')))
      .replace('"./reduce.js"', JSON.stringify(at('reduce.js')))
      .replace('"./diff.js"', '"./diff-counting.mjs"');
  writeFileSync(
    join(dir, 'diff-counting.mjs'),
    `import { diffAnsiCodes as diff } from ${JSON.stringify(at('diff.js'))};\nexport const calls = { n: 0 };\nexport function diffAnsiCodes(a, b) { calls.n++; return diff(a, b); }\n`,
  );

  /** Rows as Ink's Output builds them: blank cells around styled text, and a wide character's second cell. */
  async function rows(): Promise<StyledChar[][]> {
    const tokenizer = (await import(/* @vite-ignore */ at('index.js'))) as { tokenize(s: string): unknown[]; styledCharsFromTokens(t: unknown[]): StyledChar[] };
    const codes = [
      '\x1b[1m',
      '\x1b[2m',
      '\x1b[22m',
      '\x1b[31m',
      '\x1b[39m',
      '\x1b[42m',
      '\x1b[49m',
      '\x1b[4m',
      '\x1b[24m',
      '\x1b[7m',
      '\x1b[27m',
      '\x1b[0m',
      '\x1b[38;5;208m',
      '\x1b[38;2;10;20;30m',
      '\x1b[48;5;17m',
      '\x1b]8;;https://example.org\x07',
      '\x1b]8;;\x07',
    ];
    const texts = ['a', ' ', 'Q♠', '─│', '漢', '10'];
    let seed = 35; // mulberry32: the same rows on every run
    const random = (): number => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    };
    const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)];
    const blank = (): StyledChar => ({ type: 'char', value: ' ', fullWidth: false, styles: [] });
    const out: StyledChar[][] = [];
    for (let row = 0; row < 3000; row++) {
      let line = '';
      for (let piece = pick([0, 1, 3, 8]); piece > 0; piece--) line += pick([...codes, ...texts, ...texts]);
      const cells: StyledChar[] = [];
      for (const char of tokenizer.styledCharsFromTokens(tokenizer.tokenize(line))) {
        cells.push(char);
        if (char.value === '漢') cells.push({ type: 'char', value: '', fullWidth: false, styles: char.styles });
      }
      const before = pick([0, 2]);
      out.push([...Array.from({ length: before }, blank), ...cells, ...Array.from({ length: pick([0, 5]) }, blank)]);
    }
    return out;
  }

  it('writes every row as the original does, with fewer differences worked out', async () => {
    expect(patchedSource).toContain('else if (!sameAnsiCodes(chars[i - 1].styles, char.styles))');
    const counter = (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'diff-counting.mjs')).href)) as { calls: { n: number } };
    const original = (await loadAs('styled-chars-original', rewired(source))).styledCharsToString as ToString;
    const patched = (await loadAs('styled-chars-patched', rewired(patchedSource))).styledCharsToString as ToString;
    const all = await rows();
    counter.calls.n = 0;
    const expected = all.map(original);
    const originalCalls = counter.calls.n;
    counter.calls.n = 0;
    expect(all.map(patched)).toEqual(expected);
    expect(expected.filter((r) => r.includes('\x1b')).length).toBeGreaterThan(500);
    expect(counter.calls.n).toBeLessThan(originalCalls / 2);
  });
});
