// Ink hands over fast typing (or tmux send-keys, or a paste) as one string: "12" rather than
// "1" then "2". Games want one key at a time, so such a string is split into single keys.
import type { Key } from 'ink';

const NO_KEY: Key = {
  upArrow: false, downArrow: false, leftArrow: false, rightArrow: false, pageDown: false, pageUp: false,
  home: false, end: false, return: false, escape: false, ctrl: false, shift: false, tab: false,
  backspace: false, delete: false, meta: false, super: false, hyper: false, capsLock: false, numLock: false,
};

export function eachKey(handler: (input: string, key: Key) => void): (input: string, key: Key) => void {
  return (input, key) => {
    const special = key.ctrl || key.meta || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow || key.escape || key.return;
    if (input.length <= 1 || special) return handler(input, key);
    for (const ch of input) {
      if (ch === '\r' || ch === '\n') handler('', { ...NO_KEY, return: true });
      else handler(ch, { ...NO_KEY, shift: ch !== ch.toLowerCase() });
    }
  };
}
