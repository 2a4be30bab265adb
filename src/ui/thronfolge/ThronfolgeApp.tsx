// One duel at one terminal, from the table client alone: the human by keyboard (two humans take
// turns behind a hand-over screen), the bot or the other terminal through the table. The game
// shell does the screen; Thronfolge brings its part (game-screen.tsx).
import type { MatchInfo } from '../../games/thronfolge/match.js';
import type { ThronfolgeClient } from '../../modules/thronfolge/index.js';
import type { ExitReason } from '../shared/run-screen.js';
import { GameShell } from '../shell/GameShell.js';
import type { HostKeys } from '../shell/shell-state.js';
import { THRONFOLGE_SCREEN } from './game-screen.js';
import { mainWidth } from './layout.js';
import type { Seating } from './names.js';

export type { ExitReason };
export { hintText } from './messages.js';

export interface ThronfolgeAppProps {
  client: ThronfolgeClient;
  seating: Seating;
  match: MatchInfo;
  /** Where the log is saved, for the end screen. */
  savePath: string;
  /** Keys typed this long before a hand-over or end screen appeared are ignored. */
  armDelayMs?: number;
  /** The game just ended (a match prepares its next game here). */
  onGameOver?: () => void;
  /** Present when a next game of the match is ready: Enter on the end screen starts it. */
  onNext?: () => void;
  /** False at a networked table: the end screen only leaves. */
  newGames?: boolean;
  /** Keys of the front end around the game (a networked table's). */
  host?: HostKeys<unknown>;
  /** A finished daily duel's field for the end screen (the duel is sent when it appears). */
  dailyField?: () => Promise<string | null>;
  onExit: (reason: ExitReason) => void;
}

export function ThronfolgeApp({ client, seating, match, savePath, armDelayMs, onGameOver, onNext, newGames, host, dailyField, onExit }: ThronfolgeAppProps) {
  return (
    <GameShell
      game={THRONFOLGE_SCREEN}
      options={{ seating, match, onGameOver, onNext, newGames, dailyField }}
      client={client}
      savePath={savePath}
      armDelayMs={armDelayMs}
      widthOf={mainWidth}
      host={host}
      onExit={onExit}
    />
  );
}
