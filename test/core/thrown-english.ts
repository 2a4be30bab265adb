// The protocol's English of what a call throws: the engine throws codes (bad notation, options,
// logs), and the words scripts and tests read are made from them (src/protocol/problem-english.ts).
import { problemEnglish } from '../../src/protocol/problem-english.js';

/** The English of the coded error `call` throws; fails when it throws none or an uncoded one. */
export function thrownEnglish(call: () => unknown): string {
  try {
    call();
  } catch (e) {
    const english = problemEnglish(e);
    if (english === null) throw new Error(`not a coded problem: ${String(e)}`);
    return english;
  }
  throw new Error('nothing was thrown');
}
