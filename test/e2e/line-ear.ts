// The lines a program in the screen-reader mode says through a pty, and a wait for the next one
// that matches (after those already read): a test listens as a blind player does, line by line.
import type { Terminal } from './terminal.js';

export function ear(term: Terminal) {
  let raw = '';
  let read = 0;
  const waiters: (() => void)[] = [];
  term.proc.onData((data) => {
    raw += data;
    waiters.splice(0).forEach((w) => w());
  });
  const lines = (): string[] => raw.replace(/\r\n/g, '\n').split('\n').slice(0, -1);
  /** The next line from here on that matches; the lines before it are passed over. */
  const next = (pattern: RegExp | string, timeoutMs = 20_000): Promise<string> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not heard: ${String(pattern)}\nlast lines:\n${lines().slice(-8).join('\n')}`)), timeoutMs);
      const look = (): void => {
        const all = lines();
        for (let i = read; i < all.length; i++) {
          if (typeof pattern === 'string' ? all[i] === pattern : pattern.test(all[i])) {
            read = i + 1;
            clearTimeout(timer);
            resolve(all[i]);
            return;
          }
        }
        waiters.push(look);
      };
      look();
    });
  return { next, lines, raw: () => raw };
}

/** "Your hand: card 1: ace of spades; card 2: …" → the cards by position ([] for an empty hand). */
export function handOf(line: string): string[] {
  const body = line.replace(/^Your hand: /, '');
  if (body === 'empty') return [];
  return body.split('; ').map((part, i) => {
    const m = /^card (\d+): (.+)$/.exec(part);
    if (m?.[1] !== String(i + 1)) throw new Error(`not a numbered hand: ${line}`);
    return m[2];
  });
}
