// Regicide's table talk ("Absprachen"): after a jester, until its player chooses who goes next,
// every other seat may signal; the quick phrases state only public facts — a seat's own hand
// size and the tavern's count, taken from the public view — or are greetings. None names a card.
import { GREETINGS, type GameTalk, type PhraseParams } from '../../core/talk.js';
import type { RegicidePublicView } from './types.js';

/** The phrases that state a public fact; each carries the count as `cards`. */
export const FACT_PHRASES = ['my-hand', 'tavern'] as const;

export const regicideTalk: GameTalk<RegicidePublicView> = {
  // Solo (with extra-jester) has no one to choose: the player simply goes on.
  signalChooser: (v) => (v.phase === 'next' && v.players > 1 && v.outcome === null ? v.current : null),
  phrases: [...FACT_PHRASES, ...GREETINGS],
  phraseParams(v, seat, code): PhraseParams {
    if (code === 'my-hand') return { cards: v.hands[seat - 1] ?? 0 };
    if (code === 'tavern') return { cards: v.tavern };
    return {};
  },
};
