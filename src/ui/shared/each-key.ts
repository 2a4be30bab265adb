// Ink hands over fast typing (or tmux send-keys, or a paste) as one string: "12" rather than
// "1" then "2". Games want one key at a time, so such a string is split into single keys, which
// the screens' reducers then fold in order.
import type { Key } from 'ink';
import type { KeyPress } from './keymap.js';

const NO_KEY: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

/** The single keys of what Ink delivered at once (a special key is one key already). */
export function splitKeys(input: string, key: Key): KeyPress[] {
  // A line feed is Enter as a terminal still in line mode sends it (a key typed before the screen
  // was up), and Ctrl-J; Ink names only a carriage return "return".
  if (input === '\n') return [{ input: '', key: { ...key, return: true } }];
  const special = key.ctrl || key.meta || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow || key.escape || key.return;
  if (input.length <= 1 || special) return [{ input, key }];
  return [...input].map((ch) => (ch === '\r' || ch === '\n' ? { input: '', key: { ...NO_KEY, return: true } } : { input: ch, key: { ...NO_KEY, shift: ch !== ch.toLowerCase() } }));
}

/** A key as a press, for screens that make their own (tests, the too-small guard). */
export const pressOf = (input: string, key: Partial<Key> = {}): KeyPress => ({ input, key: { ...NO_KEY, ...key } });
