// Telling the player it is their turn while the program runs: a terminal notification (see
// terminal-notify.ts) each time what waits for them rises, sent only while the terminal is not
// focused — or always, when it never said (terminal-focus.ts). The screens that wait for others
// call `useTurnNotice`; the entry that runs them says with `TurnNoticeRoot` whether to notify
// (--no-notify, the `notify` setting) and which terminal it is (an SSH client's, for a session).
import { useStdin, useStdout } from 'ink';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { focusReportsOf, holdFocusReports } from './terminal-focus.js';
import { type TerminalEnv, terminalNotice } from './terminal-notify.js';

export interface TurnNoticeSettings {
  /** False with --no-notify or `notify = false` in the settings file. */
  notify: boolean;
  /** The terminal's environment (TERM, TERM_PROGRAM, TMUX …): the process's, or what an SSH client sent. */
  env: TerminalEnv;
  /** The process's own terminal (its exit turns focus reporting off too); false for an SSH session. */
  ownTerminal: boolean;
}

const NoticeContext = createContext<TurnNoticeSettings | null>(null);

/**
 * Where a screen's notifications go and whether there are any. The entry that runs a screen
 * wraps it (see `noticeSettings`); a screen without it (a test's render) notifies nobody.
 */
export function TurnNoticeRoot({ settings, children }: { settings: TurnNoticeSettings; children: ReactNode }) {
  return <NoticeContext.Provider value={settings}>{children}</NoticeContext.Provider>;
}

const NO_NOTICE: TurnNoticeSettings = { notify: false, env: {}, ownTerminal: false };

/**
 * One terminal notification each time `waiting` rises: `true` after `false` ("is it my turn
 * now"), or a larger count after a smaller one ("how many tables wait for me"). Never for what
 * was already so when the screen (or the first known state) appeared, never twice for one turn
 * (a turn that lasts is one rise), and none while the terminal reports that it has the focus.
 *
 * `waiting` is null while the screen does not know yet (connecting): the first value after it is
 * the starting point, not a rise. `text` is the notification's words at the moment of the rise
 * (made printable and safe inside the escape sequence here; a name from a server may be in it).
 *
 * While a screen that calls this is shown with `waiting` known, and notifications are on, the
 * terminal is asked to report its focus (DECSET 1004); the request is withdrawn when the screen
 * goes (and, on the process's own terminal, at its exit however it ends).
 *
 * The entry that runs the screen wraps it in
 * `<TurnNoticeRoot settings={noticeSettings(flags.notify !== false, session)}>`; without one the
 * hook tells nobody. A screen that reads keys with its own `useInput` (not the key bus) drops the
 * focus reports with `useFocusFilter` (focus-filter.ts).
 */
export function useTurnNotice(waiting: number | boolean | null, text: string): void {
  const settings = useContext(NoticeContext) ?? NO_NOTICE;
  const { notify, env, ownTerminal } = settings;
  const { stdout } = useStdout();
  const { stdin } = useStdin();
  const focus = useMemo(() => focusReportsOf(stdin), [stdin]);
  const level = waiting === null ? null : Number(waiting);
  // Reports on while something may come (not while connecting, nor for a menu with nothing to watch).
  const watching = notify && level !== null;
  useEffect(() => (watching ? holdFocusReports(stdout, ownTerminal) : undefined), [watching, stdout, ownTerminal]);
  const before = useRef<number | null>(null);
  const words = useRef(text);
  words.current = text;
  useEffect(() => {
    if (level === null) return;
    const previous = before.current;
    before.current = level;
    if (previous === null || level <= previous || !notify || !focus.wantsNotice()) return;
    stdout.write(terminalNotice(env, words.current));
  }, [level, notify, focus, stdout, env]);
}

/** The settings for a screen on this process's terminal, or on an SSH session's (its client's TERM). */
export const noticeSettings = (notify: boolean, session?: { env?: TerminalEnv }): TurnNoticeSettings =>
  session ? { notify, env: session.env ?? {}, ownTerminal: false } : { notify, env: process.env, ownTerminal: true };
