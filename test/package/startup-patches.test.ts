// The two changes the bundle makes to bundled code for a faster first frame
// (scripts/startup-patches.mjs): each applies to the installed version of its package, changes
// nothing a program sees, and removes the work it is there to remove.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error a plain JavaScript build script, without types
import { patchStringWidth, patchYogaLoader } from '../../scripts/startup-patches.mjs';

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
