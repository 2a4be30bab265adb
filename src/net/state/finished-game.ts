// What a room tells the server's services when its game ends (RoomServices.gameEnded): who sat
// where — an account, a guest, the server's bot from the start, or a bot that took a person's seat
// over — the game's result, and whether the host chose the seed. The ladder rates from it
// (src/net/ladder); a turn-based table reports its end the same way (docs/ladder.md), and a duel
// its clock ended names the seat whose time ran out.

export interface FinishedSeat {
  seat: number;
  /** The account whose key proof took the seat; null: a guest's seat, or a bot's from the start. */
  account: string | null;
  /** The server's bot plays this seat now. */
  bot: boolean;
  /** A person sat here and left; a bot finished the game for them. */
  tookOver: boolean;
}

export interface FinishedGame {
  /** Unique per table and kind of table: 'live:CODE' for a live table, 'turn:CODE' for a turn-based one. */
  key: string;
  /** The game's id ('thronfolge', 'regicide'). */
  game: string;
  seats: FinishedSeat[];
  /** The level the table's bots played. */
  botLevel: string;
  /** The host chose the seed (a known deal): never rated. */
  seedChosen: boolean;
  /** The game's own result (for Thronfolge: `{ winner, shared, … }`). */
  result: unknown;
  /** When the game ended (ms); absent: now. */
  at?: number;
  /** A turn-based duel lost on time: the seat whose time ran out (the engine has no result then). */
  timedOut?: number;
}
