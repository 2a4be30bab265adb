// Table talk in English, for the protocol's lines and the plain watch log: a signal, a quick
// phrase with the fact it states, and who said it. The screens word the same codes in each
// reader's language; these words are for scripts and for `watch` until its screen exists.
import type { Signal } from '../core/talk.js';
import type { Heard } from '../table/client.js';
import { wordsIn } from '../text/words.js';

const en = wordsIn('en');
const cards = (n: number | undefined): string => en.count(n ?? 0, { one: '# card', other: '# cards' });

const PHRASES: Record<string, (params: Record<string, number>) => string> = {
  'my-hand': (p) => `I have ${cards(p.cards)}`,
  tavern: (p) => `${cards(p.cards)} left in the tavern`,
  'good-luck': () => 'good luck',
  'well-played': () => 'well played',
  sorry: () => 'sorry',
  thinking: () => 'thinking…',
};

export const signalWords = (value: Signal): string => (value === 'go' ? "I'd like to go next" : 'rather not me');

/** What a phrase says ("I have 3 cards"); a code this program does not know is shown as the code. */
export const phraseWords = (code: string, params: Record<string, number>): string => PHRASES[code]?.(params) ?? code;

/** One line for something said: "seat 2: I'd like to go next", "Eve (watching): good luck". */
export function heardLine(heard: Heard, names: readonly string[] = []): string {
  const who = 'watcher' in heard ? `${heard.watcher} (watching)` : names[heard.seat - 1] ? `${names[heard.seat - 1]} (seat ${heard.seat})` : `seat ${heard.seat}`;
  return `${who}: ${heard.kind === 'signal' ? signalWords(heard.value) : phraseWords(heard.code, heard.params)}`;
}

/** The protocol line of something said (`signal` or `phrase`), with English words beside the codes. */
export function heardMessage(heard: Heard): object {
  if (heard.kind === 'signal') return { type: 'signal', at: heard.at, seat: heard.seat, value: heard.value, message: heardLine(heard) };
  const watcher = 'watcher' in heard ? { watcher: heard.watcher } : {};
  return { type: 'phrase', at: heard.at, seat: heard.seat, ...watcher, code: heard.code, params: heard.params, message: heardLine(heard) };
}
