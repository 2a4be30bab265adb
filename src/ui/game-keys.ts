// A game's keys as the README's key table lists them (see key-table.ts and each game's key-rows.ts).

/** A key label and what it does, in English (the README's key table). */
export type KeyRow = readonly [key: string, what: string];

/** A game's keys for the README: at the table (the shell's keys after the game's), on its end screen, and on screens of its own. */
export interface GameKeyRows {
  table: readonly KeyRow[];
  end: readonly KeyRow[];
  /** Each with where it is ("discard pile (d, Regicide)"). */
  screens: readonly (readonly [where: string, rows: readonly KeyRow[]])[];
}
