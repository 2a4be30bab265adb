// A yes/no question on the terminal answered by one key, as every question on the game screens
// is: y (or the language's own letter: j, o) or Enter says yes; any other key, Esc or Ctrl-C says
// no. No Enter needed.
import { SHARED_ANSWERS } from '../ui/shared/texts/answers.js';
import type { Lang } from '../text/lang.js';

const yesKey = (key: string, lang: Lang): boolean => key === '\r' || key === '\n' || SHARED_ANSWERS[lang].yes.includes(key.toLowerCase());

export async function askYesNo(question: string, lang: Lang, input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stdout): Promise<boolean> {
  output.write(question);
  input.setRawMode(true);
  input.resume();
  const key = await new Promise<string>((resolve) => input.once('data', (data: Buffer) => resolve(data.toString('utf8'))));
  input.setRawMode(false);
  input.pause();
  const yes = yesKey(key, lang);
  // The answer stays on the line, as if it had been typed.
  output.write(`${yes ? SHARED_ANSWERS[lang].yesWord : SHARED_ANSWERS[lang].noWord}\n`);
  return yes;
}
