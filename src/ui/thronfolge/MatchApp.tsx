// A match of one or more duels in one screen session: each game has its own table and save. Once a
// game ends the next one is prepared at once; Enter on the end screen starts it.
import { useContext, useMemo, useState } from 'react';
import { FirstGameNote } from '../shared/first-game-note.js';
import type { DuelGame } from '../../modules/thronfolge/duel.js';
import type { Seating } from './names.js';
import { type ExitReason, ThronfolgeApp } from './ThronfolgeApp.js';

export interface MatchAppProps {
  first: DuelGame;
  /** The next game of the match; null after the last game. */
  startNext: (finished: DuelGame) => DuelGame | null;
  armDelayMs?: number;
  /** Told about every game that starts, so the caller knows which save is current. */
  onGame?: (game: DuelGame) => void;
  onExit: (reason: ExitReason) => void;
  /** A game's daily field for its end screen, when it is a daily duel sent without asking (daily-field.ts). */
  dailyField?: (game: DuelGame) => (() => Promise<string | null>) | undefined;
}

export function MatchApp({ first, startNext, armDelayMs, onGame, onExit, dailyField }: MatchAppProps) {
  const [game, setGame] = useState(first);
  // One asker per game (the end screen asks once for the function it was given).
  const askField = useMemo(() => dailyField?.(game), [dailyField, game]);
  const [next, setNext] = useState<DuelGame | null>(null);
  const seating: Seating = { vs: game.vs, botLevel: game.botLevel };
  // A first game's note belongs to the match's first game only.
  const firstNote = useContext(FirstGameNote);
  return (
    <FirstGameNote.Provider value={game === first ? firstNote : null}>
      <ThronfolgeApp
        key={game.savePath}
        client={game.client}
        seating={seating}
        match={game.match}
        savePath={game.savePath}
        armDelayMs={armDelayMs}
        dailyField={askField}
        onGameOver={() => setNext(startNext(game))}
        onNext={
          next
            ? () => {
                game.client.close();
                onGame?.(next);
                setGame(next);
                setNext(null);
              }
            : undefined
        }
        onExit={onExit}
      />
    </FirstGameNote.Provider>
  );
}
