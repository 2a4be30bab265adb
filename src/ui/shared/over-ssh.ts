// Whether a screen is drawn on an SSH session's terminal, not the player's own: the commands a
// screen prints for the player to run next (a replay, `--resume`, `tables`) are local ones, and on
// a session they would name files on the server and a program the player may not have. A screen
// on a session says what the session offers instead (run-screen.tsx sets this for every session).
import { createContext, useContext } from 'react';

export const OverSsh = createContext(false);

export const useOverSsh = (): boolean => useContext(OverSsh);
