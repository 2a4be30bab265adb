// The smallest terminal the game screens draw in, apart from the screens themselves: the command
// line checks sizes against it (replay --cast) without loading Ink.
export const MIN_COLUMNS = 60;
export const MIN_ROWS = 20;
