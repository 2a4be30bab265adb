// "Quit now?" — quitting loses nothing (the game is saved after every move), but a stray q
// should not end a game either. Before the player's first move there is no save, and it says so.
// The screen that asks hands the answer keys to confirmAnswer.
import { createContext, useContext } from 'react';
import { ConfirmBox } from './ConfirmBox.js';
import { useTexts } from './i18n.js';
import { SHARED_TEXTS } from './shared-strings.js';

/** What quitting keeps, when a frame around the game knows better than the game (a lesson keeps its progress). */
export const QuitNote = createContext<string | null>(null);

/** The help's q row, when a frame around the game knows what leaving does there (a networked table: not local play's --resume). */
export const QuitHelp = createContext<string | null>(null);

export function QuitConfirm({ saved = true }: { saved?: boolean }) {
  const t = useTexts(SHARED_TEXTS);
  const note = useContext(QuitNote);
  return <ConfirmBox question={t.quitQuestion} notes={[note ?? (saved ? t.quitSaved : t.quitNotSaved)]} keys={t.quitYesNo} />;
}
