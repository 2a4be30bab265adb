// Bad input ends with one line on stderr and exit code 2 — never a stack trace. A message may
// quote what a user, a file or a server sent, so it is made printable on its way out.
import { printable } from '../../core/printable.js';
import { engineErrorWords } from '../../ui/shared/problem-texts.js';
import { runLang } from '../words/run-lang.js';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A coded error of the engine (bad notation, options or log) as a UsageError in the run's language; any other error as it is. */
export function usageErrorOf(e: unknown): unknown {
  const coded = engineErrorWords(runLang(), e);
  return coded === null ? e : new UsageError(coded);
}

/** What went wrong in one line of the run's language: a coded error of the engine worded, any other by its message. */
export function problemText(e: unknown): string {
  return engineErrorWords(runLang(), e) ?? (e instanceof Error ? e.message : String(e));
}

/** Each line of `text` made printable (the line breaks stay). */
export const printableLines = (text: string): string => text.split('\n').map(printable).join('\n');

export function exitWithUsageError(program: string, message: string): never {
  process.stderr.write(`${program}: ${printable(message)}\n`);
  process.exit(2);
}

/** Runs a command body; a UsageError (or any Error) becomes a one-line message and an exit code. */
export async function runCommand(program: string, body: () => Promise<number>): Promise<void> {
  try {
    const code = await body();
    process.exitCode = code;
  } catch (e) {
    if (e instanceof UsageError) exitWithUsageError(program, e.message);
    // Bad notation, options or a log the engine found (in a file or on the command line): bad input, worded here.
    const coded = engineErrorWords(runLang(), e);
    if (coded !== null) exitWithUsageError(program, coded);
    // Anything else is still one line (DEBUG=1 shows the stack for a bug report).
    const message = e instanceof Error ? e.message : String(e);
    process.stderr.write(`${program}: ${printable(message.split('\n')[0])}\n`);
    if (process.env.DEBUG) console.error(e);
    process.exit(1);
  }
}

/**
 * What throws outside any command's promise ends the program with one printable line too, never
 * a stack trace. A networked client needs it: colyseus.js throws from its socket's handler on a
 * frame it cannot read, with the server's words in the message (a serializer it does not know).
 * The line is written as the process exits, after the screen gave the terminal back.
 */
export function oneLineOnUncaught(program: string): void {
  let ending = false;
  process.on('uncaughtException', (e) => {
    if (ending) return;
    ending = true;
    const message = e instanceof Error ? e.message : String(e);
    process.on('exit', () => {
      process.stderr.write(`${program}: ${printable(message.split('\n')[0])}\n`);
      if (process.env.DEBUG) console.error(e);
    });
    process.exit(1);
  });
}
