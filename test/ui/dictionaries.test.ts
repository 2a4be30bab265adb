// Every dictionary of the screens is complete in every language (English, German, French,
// Norwegian Bokmål): the same keys, nested objects and lists as the English one, and no empty text.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allDictionaries } from '../../src/ui/dictionaries.js';
import { asciiText } from '../../src/ui/shared/ascii-text.js';
import { type Dictionary, joinTexts, textsFor } from '../../src/ui/shared/i18n.js';
import { LANGS } from '../../src/text/lang.js';

const DICTIONARIES = await allDictionaries();

/** Where `value` differs in shape from `reference`: missing or extra keys, other types, empty texts. */
function shapeProblems(reference: unknown, value: unknown, path: string): string[] {
  if (typeof value !== typeof reference) return [`${path}: ${typeof value} instead of ${typeof reference}`];
  if (typeof reference === 'string') return value === '' ? [`${path}: empty`] : [];
  if (Array.isArray(reference)) {
    if (!Array.isArray(value)) return [`${path}: not a list`];
    if (value.length === 0) return [`${path}: empty list`];
    return value.flatMap((v, i) => shapeProblems(reference[0], v, `${path}[${i}]`));
  }
  if (reference && typeof reference === 'object') {
    const ref = reference as Record<string, unknown>;
    const val = value as Record<string, unknown>;
    const missing = Object.keys(ref)
      .filter((k) => !(k in val))
      .map((k) => `${path}.${k}: missing`);
    const extra = Object.keys(val)
      .filter((k) => !(k in ref))
      .map((k) => `${path}.${k}: not in English`);
    return [
      ...missing,
      ...extra,
      ...Object.keys(ref)
        .filter((k) => k in val)
        .flatMap((k) => shapeProblems(ref[k], val[k], `${path}.${k}`)),
    ];
  }
  return [];
}

describe('the dictionaries of the screens', () => {
  it('are written in English, German, French and Norwegian (Bokmål)', () => {
    expect([...LANGS]).toEqual(['en', 'de', 'fr', 'nb']);
  });

  for (const lang of LANGS) {
    it(`are complete in ${lang}`, () => {
      const problems = [...DICTIONARIES].flatMap(([area, dictionary]) => shapeProblems(dictionary.en, (dictionary as Record<string, unknown>)[lang], `${area} ${lang}`));
      expect(problems).toEqual([]);
    });
  }

  it('list every dictionary of src/ui (a new area cannot be forgotten)', async () => {
    const root = join(__dirname, '../../src/ui');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));
    const listed = new Set(DICTIONARIES.values());
    const unlisted: string[] = [];
    for (const file of files) {
      const names = [...readFileSync(join(root, file), 'utf8').matchAll(/export const (\w+): Dictionary</g)].map((m) => m[1]);
      if (names.length === 0) continue;
      const module = (await import(join(root, file))) as Record<string, Dictionary<unknown>>;
      // A joined dictionary is made of listed areas; an area itself must be listed.
      for (const name of names) if (!listed.has(module[name]) && !/_TEXTS$/.test(name)) unlisted.push(`${relative(root, join(root, file))}: ${name}`);
    }
    expect(unlisted).toEqual([]);
  });

  it('with --ascii hold no suit symbol, no guillemet and no no-break space (French punctuation included)', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
    for (const lang of LANGS) {
      const texts = [...DICTIONARIES.values()].flatMap((d) => strings(textsFor(d, lang, true)));
      expect(texts.filter((t) => /[♠♥♦♣«»\u00a0]/.test(t))).toEqual([]);
    }
    expect(asciiText('Donne «\u00a0x\u00a0» · quitter\u00a0?')).toBe('Donne "x" | quitter ?');
  });

  it('refuse two areas that define the same key (the later one would silently win)', () => {
    const a = { en: { title: 'A' }, de: { title: 'A' }, fr: { title: 'A' }, nb: { title: 'A' } };
    const b = { en: { title: 'B' }, de: { title: 'B' }, fr: { title: 'B' }, nb: { title: 'B' } };
    expect(() => joinTexts(a, b)).toThrow('two text areas define "title"');
  });
});
