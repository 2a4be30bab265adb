// What the clock of a turn-based Regicide table does when a move's time runs out (CONTRACT-30): a
// bot takes the seat, the table waits, or the game ends. A module of its own so that the command
// line's choices load nothing else (a duel's absent player always loses; the server decides that).
export const TURN_TIMEOUTS = ['bot', 'wait', 'end'] as const;
export type TurnTimeout = (typeof TURN_TIMEOUTS)[number];
