// The rows of the SSH menu on a screen: each is its key (a digit or a letter), two spaces and its words.

/** The menu's rows, trimmed, key first ("1  Play Regicide alone"). */
export const menuRows = (screen: string): string[] =>
  screen
    .split('\n')
    .filter((l) => /^\s*[\da-z]\s\s\S/.test(l) && !l.includes('Language'))
    .map((l) => l.trim());
