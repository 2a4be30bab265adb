// Player names travel to every other terminal, so they are cleaned first: folded to NFKC (a
// fullwidth or styled "Ｂｏｂ" is "Bob"), without control characters (ESC starts every terminal
// escape sequence), format and other default-ignorable characters (bidi overrides that reorder
// what is shown, zero-width joiners, Hangul fillers: invisible, so a name of them looks blank),
// with collapsed spaces, few combining marks per letter and a bounded length. A name that is
// blank after all this is refused (the seat's own name, "Player N", is used).
//
// Two names are the same when their skeletons are: case, accents, spacing and the letters of
// Cyrillic and Greek that look like Latin ones (the small map below, after Unicode's
// confusables.txt for these scripts) do not tell names apart on a screen, so "Вob" (Cyrillic В)
// or "B o b" cannot pass for Bob at the table.
export const NAME_MAX = 20;

/** Combining marks kept on one letter: accents stack, a wall of them (Zalgo) covers other lines. */
const MARKS_PER_LETTER = 2;

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Default_Ignorable_Code_Point}\u2028\u2029\u2800]/gu;

export function cleanName(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string') return fallback;
  const folded = raw
    .slice(0, 200)
    .normalize('NFKC')
    // Cc: C0/C1 controls and DEL; Cf: format characters (bidi controls, zero-width joiners…);
    // Co/Cs/Cn: private-use, lone surrogates, unassigned; default-ignorables and the blank
    // braille pattern: drawn as nothing — none belong in a name.
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ');
  const chars = limitMarks(folded).trim();
  const cut = [...chars].slice(0, NAME_MAX).join('').trim();
  return cut === '' ? fallback : cut;
}

/** Drops combining marks with no letter before them, and those past the few a letter may carry. */
function limitMarks(text: string): string {
  let out = '';
  let marks = MARKS_PER_LETTER;
  for (const c of text) {
    if (/\p{M}/u.test(c)) {
      if (marks >= MARKS_PER_LETTER) continue;
      marks++;
    } else marks = c === ' ' ? MARKS_PER_LETTER : 0;
    out += c;
  }
  return out;
}

// Letters that look like Latin ones, by their own case (applied before lowercasing, so that
// Greek capital Eta is H and small eta is n), and Latin look-alikes within Latin itself.
const LOOKALIKES: Readonly<Record<string, string>> = {
  // Cyrillic capitals and smalls
  А: 'A',
  В: 'B',
  Е: 'E',
  Ё: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  І: 'I',
  Ї: 'I',
  Ј: 'J',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ү: 'Y',
  Һ: 'H',
  Ӏ: 'l',
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  һ: 'h',
  ӏ: 'l',
  ԁ: 'd',
  ь: 'b',
  п: 'n',
  г: 'r',
  // Greek capitals and smalls
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  μ: 'u',
  // Latin and digits: capital I, small l, one and bar; zero and O.
  I: 'l',
  '1': 'l',
  '|': 'l',
  '0': 'o',
};

/**
 * Skeletons worked out lately: each join compares its name with every seat's and watcher's, and
 * looks it up among the claimed names, so the same few names were mapped over and over (a tenth
 * of a quick-match burst's time in names.ts). Bounded: emptied when it holds too many.
 */
const skeletons = new Map<string, string>();
const SKELETONS_KEPT = 4096;

/** What a name looks like, for telling names apart: two names with the same skeleton are the same name. */
export function nameSkeleton(name: string): string {
  let skeleton = skeletons.get(name);
  if (skeleton === undefined) {
    if (skeletons.size >= SKELETONS_KEPT) skeletons.clear();
    skeletons.set(name, (skeleton = skeletonOf(name)));
  }
  return skeleton;
}

function skeletonOf(name: string): string {
  const mapped = [...name.normalize('NFKC')].map((c) => LOOKALIKES[c] ?? c).join('');
  return (
    [...mapped.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')]
      .map((c) => LOOKALIKES[c] ?? c)
      .join('')
      // Capital I is small l on most screens, and after lower-casing it is i: so i, l (and I, 1, |
      // already mapped) are one letter here, or "ALICE" and "Alice" would differ while "AIice"
      // passed for "Alice". Names that differ only by i and l are refused as look-alikes.
      .replace(/[iı]/g, 'l')
      .replace(/rn/g, 'm')
      .replace(/vv/g, 'w')
      .replace(/[\s._\-'’`]/gu, '')
  );
}

/** The names are the same to a reader. */
export const sameName = (a: string, b: string): boolean => a !== '' && b !== '' && nameSkeleton(a) === nameSkeleton(b);
