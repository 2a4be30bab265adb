// Player names travel to every other terminal, so they are cleaned first: no control characters
// (ESC starts every terminal escape sequence), no invisible format characters (bidi overrides
// that reorder what is shown), collapsed spaces and a bounded length.
export const NAME_MAX = 20;

export function cleanName(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string') return fallback;
  const cleaned = raw
    .slice(0, 200)
    .normalize('NFC')
    // Cc: C0/C1 controls and DEL; Cf: format characters (bidi controls, zero-width joiners…);
    // Co/Cs/Cn: private-use, lone surrogates, unassigned — none belong in a name.
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\u2028\u2029]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const chars = [...cleaned].slice(0, NAME_MAX).join('').trim();
  return chars === '' ? fallback : chars;
}
