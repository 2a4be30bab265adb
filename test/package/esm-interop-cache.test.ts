// The bundle hands every importer of a CommonJS package one ES-module wrapper instead of one each
// (scripts/esm-interop-cache.mjs): esbuild's helper is found in what esbuild writes with the
// bundle's options, and the importers see what they saw before.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheEsmInterop } from '../../scripts/esm-interop-cache.mjs';

const ROOT = join(import.meta.dirname, '../..');
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
const dir = mkdtempSync(join(ROOT, '.tmp', 'esm-interop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A CommonJS package (its exports gain a name after the first importer ran), and ES modules that
// import it as a default, by name and as a namespace; the entry reports what each of them saw.
const files: Record<string, string> = {
  'counter.cjs': 'exports.count = 1; exports.bump = () => { exports.count++; }; exports.name = "counter";',
  'plain.cjs': 'module.exports = function plain() { return 7; }; module.exports.extra = 8;',
  'a.mjs': 'import counter, { bump } from "./counter.cjs"; export const a = () => { bump(); return counter.count; };',
  'b.mjs': 'import * as ns from "./counter.cjs"; import counter from "./counter.cjs"; export const b = () => [ns.count, ns.name, counter === ns.default];',
  'c.mjs': 'import plain from "./plain.cjs"; import { extra } from "./plain.cjs"; export const c = () => [plain(), extra];',
  'late.mjs': 'import * as ns from "./counter.cjs"; export const late = () => Object.keys(ns).sort().join(",");',
  'entry.mjs': [
    'import { a } from "./a.mjs"; import { b } from "./b.mjs"; import { c } from "./c.mjs";',
    'import counter from "./counter.cjs";',
    'counter.added = true;',
    'const { late } = await import("./late.mjs");',
    'export const seen = { a: a(), b: b(), c: c(), late: late() };',
  ].join('\n'),
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

async function run(patch: (s: string) => string, name: string): Promise<unknown> {
  const out = await build({
    entryPoints: [join(dir, 'entry.mjs')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minifyWhitespace: true,
    minifySyntax: true,
    write: false,
    logLevel: 'silent',
  });
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, patch(out.outputFiles[0].text));
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { seen: unknown }).seen;
}

describe('one ES-module wrapper per CommonJS package', () => {
  it("finds esbuild's helper in what esbuild writes with the bundle's options", async () => {
    const out = await build({ entryPoints: [join(dir, 'entry.mjs')], bundle: true, format: 'esm', platform: 'node', minifyWhitespace: true, minifySyntax: true, write: false });
    const source = out.outputFiles[0].text;
    expect(source).toContain('__toESM(');
    expect(cacheEsmInterop(source)).not.toBe(source);
    expect(cacheEsmInterop(source)).toContain('__toESMSeen');
  });

  it('gives every importer what it saw with a wrapper of its own', async () => {
    const before = await run((s) => s, 'plain-helper');
    const after = await run(cacheEsmInterop, 'cached-helper');
    expect(after).toEqual(before);
    // The names added to the package's exports after the first importer show in a later one.
    expect((after as { late: string }).late).toContain('added');
  });

  it('leaves a file without the helper as it is', () => {
    expect(cacheEsmInterop('export const x = 1;')).toBe('export const x = 1;');
  });
});
