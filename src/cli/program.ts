// Shared commander set-up for both programs: usage errors are one line on stderr and exit 2.
import { Command, CommanderError } from 'commander';
import { printableLines } from './errors.js';
import { packageVersion } from './package-version.js';

export function newProgram(name: string, description: string): Command {
  const program = new Command(name)
    .description(description)
    .version(packageVersion())
    .showSuggestionAfterError(false)
    .exitOverride();
  program.configureOutput({
    // Commander's messages already read "error: …"; prefix the program so the line stands alone.
    // It quotes the option's value as typed, so the line is made printable.
    outputError: (text, write) => write(`${name}: ${printableLines(text.replace(/^error: /, '').trimEnd())}\n`),
  });
  return program;
}

/** Parses and runs; help and --version exit 0, every usage error exits 2. */
export async function runProgram(program: Command, argv: string[]): Promise<void> {
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) process.exit(e.exitCode === 0 ? 0 : 2);
    throw e;
  }
}
