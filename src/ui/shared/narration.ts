// Pieces of the screen-reader narration both games share: a line is a label and its text, a list
// is numbered, a long list says how many more it holds. Plain text only: no box drawing, no
// colour, nothing that only makes sense on a redrawn screen.

/** "Label: text". */
export const labelled = (label: string, text: string): string => `${label}: ${text}`;

/** "1 five of hearts, 2 …": the numbers are the keys that choose. */
export const numbered = (items: readonly string[], from = 1): string => items.map((item, i) => `${i + from} ${item}`).join(', ');

/** The first `max` items and how many are left out, for lists a listener cannot take in whole. */
export function firstOf<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}
