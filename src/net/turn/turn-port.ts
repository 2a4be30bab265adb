// What the turn-based clock (turn-clock.ts) asks of the tables when a deadline passes (issue 30):
// the tables' side (turn-tables.ts) acts on the table by its setting, in the process that holds
// its live room or after restoring it here, and resolves once the outcome is durable. The clock
// has claimed the deadline first, so this is asked once per deadline however many processes run.

export interface TurnTableActions {
  /**
   * The seat's time ran out. A Regicide table does what its host chose ('bot': a server bot takes
   * the seat; 'wait': nothing but a new deadline; 'end': the game ends with no result); in a duel
   * the absent player loses.
   */
  timedOut(code: string, seat: number): Promise<void>;
}
