// The English words a line in German, French or Norwegian must not hold outside option names,
// command names, the values one types, code and addresses: what the language tests look for.

export type Other = 'de' | 'fr' | 'nb';

/** English words that none of the three languages writes (so "option", "in", "for" and "a" are not here). */
const ENGLISH = new Set(
  (
    'the and must with of is are your this that from into display output unknown invalid missing commands command ' +
    'required number game games seat seats when not only each every or an at by be without default choices allowed ' +
    'help print show file while until after before which who how many there it its then than will would should can ' +
    'cannot may takes give gives play plays player players deal deals'
  ).split(' '),
);
/** Words of those that are also words of a language (French "file", a queue; Norwegian "be", to ask; …). */
const ALSO_NATIVE: Record<Other, ReadonlySet<string>> = { de: new Set(['will', 'an']), fr: new Set(['or', 'file']), nb: new Set(['at', 'by', 'be']) };

/** The values one types, which stay as typed in every language. */
const TYPED = new Set(
  (
    'random easy normal hard bot human yes no ask all none wait end dark light high contrast lang ascii four color screen reader mouse notify server theme bash zsh fish ' +
    'extra jester bigger smaller hand short solo yield feign death open discards'
  ).split(' '),
);

/** The English words of `text` outside option names, command names, typed values, code and addresses. */
export function englishIn(text: string, lang: Other, names: ReadonlySet<string>): string[] {
  const bare = text
    .replace(/`[^`]*`/g, ' ')
    .replace(/\S+:\/\/\S*/g, ' ')
    .replace(/(^|\s|\()--?[\w-]+(=\S*)?( [<[][^>\]]*[>\]])?/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/"[^"]*"/g, ' ');
  const words = bare.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.filter((w) => ENGLISH.has(w) && !ALSO_NATIVE[lang].has(w) && !TYPED.has(w) && !names.has(w));
}
