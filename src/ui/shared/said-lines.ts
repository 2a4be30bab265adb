// What was said at the table, as event-log lines in the reader's language: each entry goes under
// the move it followed (`at`: the moves made by then), so the log reads in the order it happened.
// A watcher's name arrives already made printable.
import type { Heard } from '../../table/client.js';
import type { SharedTalkTexts } from './texts/talk.js';

/** One line for something said: "Player 2: “I'd like to go next”". */
export function saidLine(heard: Heard, t: SharedTalkTexts, player: (seat: number) => string): string {
  const who = 'watcher' in heard ? t.watcherWho(heard.watcher) : player(heard.seat);
  return t.saidLine(who, heard.kind === 'signal' ? t.signalWord(heard.value) : t.phraseWord(heard.code, heard.params));
}

/**
 * The lines of each move with what was said after it appended, and what was said before the
 * first move apart (it follows the log's opening line).
 */
export function withSaid(moves: readonly (readonly string[])[], said: readonly Heard[], t: SharedTalkTexts, player: (seat: number) => string): { before: string[]; moves: string[][] } {
  const out = moves.map((lines) => [...lines]);
  const before: string[] = [];
  for (const heard of said) {
    const line = saidLine(heard, t, player);
    if (heard.at <= 0 || out.length === 0) before.push(line);
    else out[Math.min(heard.at, out.length) - 1].push(line);
  }
  return { before, moves: out };
}
