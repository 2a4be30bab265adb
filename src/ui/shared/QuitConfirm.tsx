// "Quit now?" — quitting loses nothing (the game is saved after every move), but a stray q
// should not end a game either. Before the player's first move there is no save, and it says so.
// The screen that asks hands the answer keys to confirmAnswer.
import { createContext, useContext } from 'react';
import { ConfirmBox } from './ConfirmBox.js';
import { useTexts } from './i18n.js';
import { SHARED_TEXTS } from './shared-strings.js';
import { useOverSsh } from './over-ssh.js';

/** What quitting keeps, when a frame around the game knows better than the game (a lesson keeps its progress). */
export const QuitNote = createContext<string | null>(null);

/** The help's q row, when a frame around the game knows what leaving does there (a networked table: not local play's --resume). */
export const QuitHelp = createContext<string | null>(null);

/** `kept`: the game has a save file (an SSH guest's has none: it goes on from nowhere). */
export function QuitConfirm({ saved = true, kept = true }: { saved?: boolean; kept?: boolean }) {
  const t = useTexts(SHARED_TEXTS);
  const note = useContext(QuitNote);
  // Over SSH a game of one goes on from the menu, not with --resume (a guest's not at all).
  const ssh = useOverSsh();
  const savedNote = !ssh ? t.quitSaved : kept ? t.sshQuitSaved : t.sshQuitGuest;
  return <ConfirmBox question={t.quitQuestion} notes={[note ?? (saved ? savedNote : t.quitNotSaved)]} keys={t.quitYesNo} />;
}
