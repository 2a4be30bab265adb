// A desktop notification through the terminal itself (no window, no daemon): the escape sequence
// the player's terminal understands, chosen from its environment, wrapped so that tmux or GNU
// screen passes it on to the terminal outside. Terminals that know none of them get BEL, which
// most turn into a bell, a flashing tab or an urgent window.
//
// Pure: the environment and the text in, the bytes out. The text may hold a name a server sent;
// it is made printable and stripped of the sequences' own separators, so it can neither end the
// sequence early nor start another one.
import { printable } from '../../core/printable.js';

/** Which sequence a terminal shows as a notification. */
export type NoticeKind = 'osc9' | 'osc777' | 'bel';

/** The environment variables the choice reads (a process's env, or what an SSH client sent). */
export type TerminalEnv = Readonly<Record<string, string | undefined>>;

const ESC = '\u001b';
const BEL = '\u0007';
/** String terminator (ESC \): ends a DCS, as tmux and screen expect. */
const ST = `${ESC}\\`;

/**
 * TERM_PROGRAM values, as the terminals set them. OSC 9 is iTerm2's; WezTerm, ghostty and kitty
 * show it too. OSC 777 is rxvt-unicode's `notify`, also read by foot, Windows Terminal (since
 * 2026) and the VTE terminals that carry Fedora's patch. Apple's Terminal, Alacritty, VS Code's
 * terminal and the rest get BEL.
 */
const BY_PROGRAM: Readonly<Record<string, NoticeKind>> = {
  'iTerm.app': 'osc9',
  WezTerm: 'osc9',
  ghostty: 'osc9',
  kitty: 'osc9',
  Apple_Terminal: 'bel',
  vscode: 'bel',
};

/** Variables a terminal sets in its shells (they survive into tmux, whose TERM_PROGRAM is "tmux"). */
const BY_VARIABLE: readonly (readonly [string, NoticeKind])[] = [
  ['ITERM_SESSION_ID', 'osc9'],
  // iTerm2 sets LC_TERMINAL so that it crosses SSH with the locale (SendEnv LC_*).
  ['LC_TERMINAL', 'osc9'],
  ['KITTY_WINDOW_ID', 'osc9'],
  ['WEZTERM_PANE', 'osc9'],
  ['GHOSTTY_RESOURCES_DIR', 'osc9'],
  ['WT_SESSION', 'osc777'],
  ['VTE_VERSION', 'osc777'],
];

/** TERM prefixes that name the terminal (an SSH session knows little more than TERM). */
const BY_TERM: readonly (readonly [string, NoticeKind])[] = [
  ['xterm-kitty', 'osc9'],
  ['xterm-ghostty', 'osc9'],
  ['wezterm', 'osc9'],
  ['foot', 'osc777'],
  ['rxvt-unicode', 'osc777'],
];

/** The sequence the terminal of `env` shows as a notification. */
export function noticeKindOf(env: TerminalEnv): NoticeKind {
  const program = env.TERM_PROGRAM ?? '';
  if (Object.hasOwn(BY_PROGRAM, program)) return BY_PROGRAM[program];
  for (const [variable, kind] of BY_VARIABLE) if (env[variable]) return kind;
  const term = env.TERM ?? '';
  for (const [prefix, kind] of BY_TERM) if (term.startsWith(prefix)) return kind;
  return 'bel';
}

/** Longest text a notification carries (a long name is cut; the terminal's banner is short anyway). */
export const NOTICE_TEXT_MAX = 160;

/**
 * `text` safe inside an OSC: every control character (ESC, BEL, the C1 string terminator …)
 * shown as `\u{…}` by `printable`, and `;` — the separator of OSC 777's fields, and of OSC 9's
 * sub-commands in ConEmu and Windows Terminal — replaced by a comma; cut to NOTICE_TEXT_MAX.
 */
export function noticeText(text: string): string {
  const safe = printable(text).replace(/;/g, ',');
  const chars = Array.from(safe);
  return chars.length <= NOTICE_TEXT_MAX ? safe : `${chars.slice(0, NOTICE_TEXT_MAX - 1).join('')}…`;
}

/** The bare sequence (before any multiplexer's wrapping) for `kind`. */
export function noticeSequence(kind: NoticeKind, title: string, body: string): string {
  const t = noticeText(title);
  const b = noticeText(body);
  if (kind === 'osc9') return `${ESC}]9;${b ? `${t}: ${b}` : t}${BEL}`;
  if (kind === 'osc777') return `${ESC}]777;notify;${t};${b}${BEL}`;
  return BEL;
}

/**
 * `sequence` as tmux or GNU screen passes it to the terminal outside: tmux's DCS passthrough
 * (`ESC P tmux; …ESC \`, each ESC inside doubled; tmux 3.3 and later needs `allow-passthrough`)
 * when $TMUX is set, screen's DCS (`ESC P … ESC \`) when TERM says screen and tmux is not there.
 * BEL is never wrapped: the multiplexer rings it itself (and marks the window).
 */
export function forMultiplexer(sequence: string, env: TerminalEnv): string {
  if (sequence === BEL) return sequence;
  if (env.TMUX) return `${ESC}Ptmux;${sequence.replaceAll(ESC, ESC + ESC)}${ST}`;
  if ((env.TERM ?? '').startsWith('screen')) return `${ESC}P${sequence}${ST}`;
  return sequence;
}

/** Everything written to the terminal of `env` to show the notification `title` (`body` may be empty). */
export function terminalNotice(env: TerminalEnv, title: string, body = ''): string {
  return forMultiplexer(noticeSequence(noticeKindOf(env), title, body), env);
}
