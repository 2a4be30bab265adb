// A line for someone's very first game (the offer of the lessons): the screen that opens the game
// provides it, and the game shell shows it on the message line, below every other message, until
// that player's first move. The offer is spent only once it was seen: the shell calls `seen` when
// the line is on the board (not while the terminal is too small, or another message stands there).
import { createContext } from 'react';

export interface FirstGameOffer {
  text: string;
  /** The line was shown: the offer is not made again. */
  seen: () => void;
}

export const FirstGameNote = createContext<FirstGameOffer | null>(null);
