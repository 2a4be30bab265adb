// Bots see a game only through the per-seat view and the legal moves of that view's decision;
// they carry their own seeded randomness, so a game with bots replays exactly from its log
// (the log records every move a bot chose).

export interface Bot<View, Move> {
  readonly name: string;
  /** Chooses one of `legal` (never anything else) from what `view` shows. */
  choose(view: View, legal: Move[]): Move;
}
