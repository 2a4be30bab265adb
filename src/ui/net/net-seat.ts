// What a game's UI gives a networked table: its rules (to read the wire's moves and views), its
// name in the lobby, and its game screen for this seat's client of the remote table.
import type { ReactElement } from 'react';
import type { AnyGame } from '../../core/game.js';
import type { TableClient } from '../../table/client.js';
import type { SeatUpdate } from '../../table/types.js';
import type { Lang } from '../../text/lang.js';
import type { ExitReason } from '../shared/run-screen.js';
import type { HostKeys } from '../shell/shell-state.js';
import type { LobbyMessage } from './types.js';

export interface NetSeatProps {
  client: TableClient;
  lobby: LobbyMessage;
  /** This terminal's seat. */
  seat: number;
  savePath: string;
  host: HostKeys<unknown>;
  onExit: (reason: ExitReason) => void;
}

export interface NetSeatScreen {
  game: AnyGame;
  title: (lang: Lang) => string;
  Screen: (props: NetSeatProps) => ReactElement;
  /**
   * What stays in the terminal once the finished game's screen is gone, as a local game leaves it:
   * the result (public facts only) and how to replay this seat's copy of the log at `savePath`
   * (null: no copy was kept, as at a team event's table while its week runs), from the seat's
   * last update (at the table, or of a finished log fetched later).
   */
  afterGame: (update: SeatUpdate, savePath: string | null, ui: { lang: Lang; ascii: boolean }) => string;
}
