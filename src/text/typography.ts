// Typography a language sets its own way, applied once where its texts are produced (the
// dictionary lookup, the reports the command line prints) instead of by hand in every string.
// French puts a narrow no-break space (U+202F) before : ; ? ! and inside « », so a line never
// breaks between a word and its sign. Keys shown as signs ("  ? aide", "· ? aide") are left
// alone: a sign counts as punctuation only right after a word, a number or a closing mark.

import { cardLetters } from './card-letters.js';

const NNBSP = '\u202f';

/** What may stand before punctuation: a letter, a digit, a closing bracket or quote, …, %, a suit. */
const BEFORE = String.raw`[\p{L}\p{N})\]»”’…%♠♥♦♣★]`;
/** At most one space of any kind between the word and its sign. */
const GAP = '[ \\u00a0\\u202f]?';

// ":" and ";" end a label or a clause: followed by a space or the end ("12:30", "ssh://" stay).
const COLON = new RegExp(`(${BEFORE})${GAP}([:;])(?=\\s|$)`, 'gu');
// "?" and "!" end a sentence: followed by a space, the end or a closing mark.
const QUESTION = new RegExp(`(${BEFORE})${GAP}([?!])(?=[\\s)\\]»”’]|$)`, 'gu');

/** French spacing: a narrow no-break space before : ; ? ! and inside « », whatever space was there. */
export function frenchSpacing(text: string): string {
  return text
    .replace(COLON, `$1${NNBSP}$2`)
    .replace(QUESTION, `$1${NNBSP}$2`)
    .replace(/«[ \u00a0\u202f]?/g, `«${NNBSP}`)
    .replace(/[ \u00a0\u202f]?»/g, `${NNBSP}»`);
}

/** `text` with the typography of `lang` (only French has rules of its own here). */
export function typeset(text: string, lang: string): string {
  return lang === 'fr' ? frenchSpacing(text) : text;
}

/** One cache of mapped texts per way of mapping them ("fr", "de cards" …). */
const caches = new Map<string, WeakMap<object, unknown>>();

/** `value` with `map` over every string, and every string a function returns (cached per `key`). */
function mapTexts<T>(value: T, key: string, map: (text: string) => string): T {
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new WeakMap()));
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return map(v);
    if (typeof v !== 'function' && (!v || typeof v !== 'object')) return v;
    const known = cache.get(v);
    if (known) return known;
    let out: unknown;
    if (typeof v === 'function') {
      const fn = v as (...args: unknown[]) => unknown;
      out = (...args: unknown[]): unknown => walk(fn(...args));
    } else out = Array.isArray(v) ? v.map(walk) : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    cache.set(v, out);
    return out;
  };
  return walk(value) as T;
}

/**
 * A dictionary's texts in `lang` with its typography: every string, and every string a function
 * returns. Other languages get the same object back.
 */
export function typesetTexts<T>(value: T, lang: string): T {
  return lang === 'fr' ? mapTexts(value, lang, frenchSpacing) : value;
}

/**
 * A dictionary's texts as a player reads them in `lang`: its typography, and (unless --ascii,
 * which keeps the notation's letters) the face cards in the letters of the language's decks.
 */
export function readableTexts<T>(value: T, lang: string, ascii: boolean): T {
  if (ascii || (lang !== 'de' && lang !== 'fr')) return typesetTexts(value, lang);
  return mapTexts(value, `${lang} cards`, (text) => cardLetters(typeset(text, lang), lang));
}
