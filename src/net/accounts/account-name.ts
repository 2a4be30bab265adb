// The rules of a name a player claims on a server: printable (no control, format, private-use or
// unassigned character: no escape sequence, no bidi trick, nothing invisible), one space at most
// between words, 2 to 20 terminal columns. Two names are the same name when their folded forms
// are equal: the tables' own skeleton (../seats/names.ts: NFKC, case, accents, spacing and Cyrillic or
// Greek look-alikes of Latin letters), so a taken name cannot be claimed again in disguise. The
// folding stays a parameter for tests.
import { textWidth } from '../../text/width.js';
import { nameSkeleton } from '../seats/names.js';

export const NAME_MIN_COLUMNS = 2;
export const NAME_MAX_COLUMNS = 20;
/** Combining marks take no column: a cap on characters keeps a name from stacking hundreds. */
export const NAME_MAX_CHARS = 40;

export type FoldName = (name: string) => string;

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

export const defaultFoldName: FoldName = (name) => nameSkeleton(name.replace(IGNORABLE, ''));

export type NameProblem = 'notText' | 'blank' | 'notPrintable' | 'spaces' | 'tooNarrow' | 'tooWide';

// Controls (ESC, DEL, C1), format characters (bidi overrides, zero-width joiners), private use,
// lone surrogates, unassigned code points, line and paragraph separators, default-ignorables.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\u2028\u2029]|\p{Default_Ignorable_Code_Point}/u;

/** The name as it will be kept (NFC), or what is wrong with it. */
export function checkName(raw: unknown): { ok: true; name: string } | { ok: false; problem: NameProblem } {
  if (typeof raw !== 'string') return { ok: false, problem: 'notText' };
  // Measured before anything else, so a megabyte of text costs nothing.
  if (raw.length > NAME_MAX_CHARS * 2) return { ok: false, problem: 'tooWide' };
  const name = raw.normalize('NFC');
  if (name.trim() === '') return { ok: false, problem: 'blank' };
  if (UNPRINTABLE.test(name)) return { ok: false, problem: 'notPrintable' };
  // Any other space (a tab is a control; a no-break or ideographic space) or two in a row hides a difference.
  if (name !== name.trim() || /\s{2}|[^\S ]/u.test(name)) return { ok: false, problem: 'spaces' };
  const columns = textWidth(name);
  if ([...name].length > NAME_MAX_CHARS || columns > NAME_MAX_COLUMNS) return { ok: false, problem: 'tooWide' };
  if (columns < NAME_MIN_COLUMNS || [...defaultFoldName(name)].length === 0) return { ok: false, problem: 'tooNarrow' };
  return { ok: true, name };
}
