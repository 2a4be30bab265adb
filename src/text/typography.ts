// Typography a language sets its own way, applied once where its texts are produced (the
// dictionary lookup, the reports the command line prints) instead of by hand in every string.
// French puts a narrow no-break space (U+202F) before : ; ? ! and inside « », so a line never
// breaks between a word and its sign. Keys shown as signs ("  ? aide", "· ? aide") are left
// alone: a sign counts as punctuation only right after a word, a number or a closing mark.

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

const typesetCache = new WeakMap<object, unknown>();

/**
 * A dictionary's texts in `lang` with its typography: every string, and every string a function
 * returns. Other languages get the same object back.
 */
export function typesetTexts<T>(value: T, lang: string): T {
  if (lang !== 'fr') return value;
  if (typeof value === 'string') return frenchSpacing(value) as T;
  if (typeof value === 'function') {
    const known = typesetCache.get(value);
    if (known) return known as T;
    const fn = value as (...args: unknown[]) => unknown;
    const wrapped = (...args: unknown[]): unknown => typesetTexts(fn(...args), lang);
    typesetCache.set(value, wrapped);
    return wrapped as T;
  }
  if (value && typeof value === 'object') {
    const known = typesetCache.get(value);
    if (known) return known as T;
    const out: unknown = Array.isArray(value) ? value.map((v: unknown) => typesetTexts(v, lang)) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetTexts(v, lang)]));
    typesetCache.set(value, out);
    return out as T;
  }
  return value;
}
