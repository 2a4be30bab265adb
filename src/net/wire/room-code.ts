// Room codes: what players type to join, so short and unambiguous (no 0/O, 1/I/L), and drawn from
// the operating system's random source so that nobody can guess a room they were not told about.
// Eight characters of a 31-letter alphabet: about 8.5e11 codes (a million wrong guesses a second
// would need days to find one room).
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** E.g. `KQX7-2MPD`. */
export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) {
    if (i === 4) code += '-';
    code += ALPHABET[randomInt(ALPHABET.length)];
  }
  return code;
}

/** Accepts any case and a missing dash; returns the canonical code or null. */
export function normalizeRoomCode(text: string): string | null {
  const bare = text.trim().toUpperCase().replace(/-/g, '');
  if (bare.length !== 8 || [...bare].some((c) => !ALPHABET.includes(c))) return null;
  return `${bare.slice(0, 4)}-${bare.slice(4)}`;
}
