// The protocol's talk commands on stdin: `signal [N] go|rather-not` after a jester and
// `say [N] CODE` for a quick phrase; N names the seat when stdin drives several. A line that
// starts with neither is not talk (it is read as a move).
import { isSignal, type Signal } from '../../core/talk.js';
import { talkLineEnglish } from '../../protocol/english.js';

export type TalkCommand = { kind: 'signal'; seat?: number; value: Signal } | { kind: 'say'; seat?: number; code: string };

const TALK = /^(signal|say)(?:\s+([1-4]))?(?:\s+(\S+))?\s*$/i;

/** The talk command of a line; an Error for a talk line that does not parse; null for any other line. */
export function parseTalkLine(text: string): TalkCommand | Error | null {
  const m = TALK.exec(text.trim());
  if (!m) return /^(signal|say)\b/i.test(text.trim()) ? new Error(talkLineEnglish('talkShape')) : null;
  const seat = m[2] === undefined ? undefined : Number(m[2]);
  const word = (m[3] ?? '').toLowerCase();
  if (m[1].toLowerCase() === 'signal') {
    return isSignal(word) ? { kind: 'signal', seat, value: word } : new Error(talkLineEnglish('signalValue'));
  }
  return word === '' ? new Error(talkLineEnglish('noPhrase')) : { kind: 'say', seat, code: word };
}
