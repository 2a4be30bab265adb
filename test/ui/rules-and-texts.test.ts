// The rules text and the dictionaries: both languages complete, ASCII clean, and in the
// project's own words (no long word run shared with the original rule documents).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesText as regicideRulesText } from '../../src/ui/regicide/rules-text.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { SHARED_TEXTS } from '../../src/ui/shared/shared-strings.js';

const SEEDS = join(import.meta.dirname, '..', '..', '..', 'shared', 'seeds');

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ');

describe('rules text', () => {
  it('covers the whole game in English and German', () => {
    for (const [lang, heads] of [
      ['en', ['SETTING UP', 'YOUR TURN', 'SUIT POWERS', 'THE JESTER', 'TAKING AN ATTACK', 'YIELDING', 'SOLO', 'VARIANTS']],
      ['de', ['AUFBAU', 'DEIN ZUG', 'FARBKRÄFTE', 'DER NARR', 'EINEN ANGRIFF ABWEHREN', 'PASSEN', 'SOLO', 'VARIANTEN']],
    ] as const) {
      const text = regicideRulesText(lang, false);
      for (const h of heads) expect(text).toContain(h);
      for (const v of ['extra-jester', 'bigger-hand', 'smaller-hand', 'short', 'solo-yield', 'feign-death']) expect(text).toContain(v);
    }
  });

  it('uses letters instead of suit symbols with --ascii', () => {
    expect(regicideRulesText('en', true)).not.toMatch(/[♠♥♦♣★]/);
    expect(regicideRulesText('en', true)).toContain('H Hearts');
  });

  it.skipIf(!existsSync(SEEDS))('shares no run of eight words with the original rule documents', () => {
    const seedRuns = new Set<string>();
    for (const name of readdirSync(SEEDS)) {
      const w = words(readFileSync(join(SEEDS, name), 'utf8'));
      for (let i = 0; i + 8 <= w.length; i++) seedRuns.add(w.slice(i, i + 8).join(' '));
    }
    for (const lang of ['en', 'de'] as const) {
      const w = words(regicideRulesText(lang, false));
      for (let i = 0; i + 8 <= w.length; i++) expect(seedRuns.has(w.slice(i, i + 8).join(' '))).toBe(false);
    }
  });
});

describe('dictionaries', () => {
  it('have every text in both languages, and German differs from English', () => {
    for (const dict of [REGICIDE_TEXTS, SHARED_TEXTS] as unknown as Record<'en' | 'de', Record<string, unknown>>[]) {
      expect(Object.keys(dict.de).sort()).toEqual(Object.keys(dict.en).sort());
      const sameText = Object.keys(dict.en).filter((k) => typeof dict.en[k] === 'string' && dict.en[k] === dict.de[k]);
      // Only names that are the same in both languages may stay equal.
      expect(sameText.filter((k) => !['title', 'sep', 'solo', 'turn'].includes(k))).toEqual([]);
    }
  });
});
