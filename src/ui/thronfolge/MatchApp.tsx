// A match of one or more duels in one screen session: each game gets its own save, and once a
// game ends the next one is prepared (and saved) at once, so quitting on the end screen loses
// nothing; Enter starts it.
import { useState } from 'react';
import type { ExitReason, ThronfolgeBot } from './ThronfolgeApp.js';
import { ThronfolgeApp } from './ThronfolgeApp.js';
import type { Seating } from './names.js';
import type { ThronfolgeLog, ThronfolgeSession } from './session.js';

export interface GameSlot {
  session: ThronfolgeSession;
  savePath: string;
  resumed: boolean;
  /** Saves the log (autosave and --log) after every move. */
  persist: (log: ThronfolgeLog) => void;
}

export interface MatchAppProps {
  first: GameSlot;
  seating: Seating;
  botFor: (session: ThronfolgeSession) => ThronfolgeBot | null;
  /** The next game of the match, already saved; null after the last game. */
  startNext: (finished: ThronfolgeSession) => GameSlot | null;
  botDelayMs: number;
  armDelayMs?: number;
  /** Told about every game that starts, so the caller knows which save is current. */
  onSlot?: (slot: GameSlot) => void;
  onExit: (reason: ExitReason) => void;
}

export function MatchApp({ first, seating, botFor, startNext, botDelayMs, armDelayMs, onSlot, onExit }: MatchAppProps) {
  const [slot, setSlot] = useState(first);
  const [next, setNext] = useState<GameSlot | null>(null);
  const [bot] = useState(() => new Map<string, ThronfolgeBot | null>());
  const botOf = (s: GameSlot) => {
    if (!bot.has(s.savePath)) bot.set(s.savePath, botFor(s.session));
    return bot.get(s.savePath)!;
  };
  return (
    <ThronfolgeApp
      key={slot.savePath}
      initial={slot.session}
      seating={seating}
      bot={botOf(slot)}
      persist={slot.persist}
      savePath={slot.savePath}
      botDelayMs={botDelayMs}
      armDelayMs={armDelayMs}
      resumed={slot.resumed}
      onGameOver={(finished) => setNext(startNext(finished))}
      onNext={
        next
          ? () => {
              onSlot?.(next);
              setSlot(next);
              setNext(null);
            }
          : undefined
      }
      onExit={onExit}
    />
  );
}
