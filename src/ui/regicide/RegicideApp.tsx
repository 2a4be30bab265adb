// A game of Regicide at one terminal, from the table client alone: the seats of this terminal by
// keyboard (hot seat with a hand-over screen between two humans), bots and remote seats through
// the table. The game shell does the screen; Regicide brings its part (game-screen.tsx).
import type { RegicideClient } from '../../modules/regicide/index.js';
import type { ExitReason } from '../shared/run-screen.js';
import { GameShell } from '../shell/GameShell.js';
import type { HostKeys } from '../shell/shell-state.js';
import { REGICIDE_SCREEN } from './game-screen.js';
import { mainWidth } from './layout.js';

export type { ExitReason };
export { hintText } from './messages.js';
export { previewContextOf } from './RegicideTable.js';

export interface RegicideAppProps {
  client: RegicideClient;
  /** Where the log is saved, for the end screen. */
  savePath: string;
  /** Keys typed this long before a hand-over or end screen appeared are ignored. */
  armDelayMs?: number;
  /** After a lost game the end screen offers the solver ("could this deal have been won?"). */
  canAnalyze?: boolean;
  /** A finished daily game's field in a few lines for the end screen (the game is sent when it appears). */
  dailyField?: () => Promise<string | null>;
  /** False at a networked table: the end screen only leaves. */
  newGames?: boolean;
  /** Keys of the front end around the game (a networked table's). */
  host?: HostKeys<unknown>;
  onExit: (reason: ExitReason) => void;
}

export function RegicideApp({ client, savePath, armDelayMs, canAnalyze, dailyField, newGames, host, onExit }: RegicideAppProps) {
  return (
    <GameShell game={REGICIDE_SCREEN} options={{ canAnalyze, dailyField, newGames }} client={client} savePath={savePath} armDelayMs={armDelayMs} widthOf={mainWidth} host={host} onExit={onExit} />
  );
}
