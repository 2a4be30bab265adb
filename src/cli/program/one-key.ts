// A yes/no question on the terminal answered by one key, as every question on the game screens
// is: y (or the language's own letter: j, o) or Enter says yes; any other key, Esc or Ctrl-C says
// no. No Enter needed.
import { SHARED_ANSWERS } from '../../ui/shared/texts/answers.js';
import type { Lang } from '../../text/lang.js';

const yesKey = (key: string, lang: Lang): boolean => key === '\r' || key === '\n' || SHARED_ANSWERS[lang].yes.includes(key.toLowerCase());

export async function askYesNo(question: string, lang: Lang, input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stdout): Promise<boolean> {
  // Raw mode and the listener first, then the question: a key typed the moment the question shows
  // is neither echoed nor held back until Enter.
  input.setRawMode(true);
  // A screen that closed before (Ink) leaves stdin unreferenced: without this the program would
  // end at the question, its key never read.
  input.ref();
  const answered = new Promise<string>((resolve) => input.once('data', (data: Buffer) => resolve(data.toString('utf8'))));
  input.resume();
  output.write(question);
  const typed = await answered;
  input.setRawMode(false);
  input.pause();
  // One key answers (an escape sequence is one key); what was typed after it in the same moment
  // waits for the next reader.
  const [key = '', ...rest] = typed.startsWith('\u001b') ? [typed] : [...typed];
  if (rest.length > 0) input.unshift(Buffer.from(rest.join(''), 'utf8'));
  const yes = yesKey(key, lang);
  // The answer stays on the line, as if it had been typed.
  output.write(`${yes ? SHARED_ANSWERS[lang].yesWord : SHARED_ANSWERS[lang].noWord}\n`);
  return yes;
}
