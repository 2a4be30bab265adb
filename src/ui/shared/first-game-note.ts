// A line for someone's very first game (the offer of the lessons): the screen that opens the game
// provides it, and the game shell shows it on the message line, below every other message, until
// that player's first move.
import { createContext } from 'react';

export const FirstGameNote = createContext<string | null>(null);
