// `completion bash|zsh|fish`: prints the shell's completion script, made from this program's own
// commands and options (see ./spec.ts), so it never names a command the version does not have.
import { Argument, type Command } from 'commander';
import { runCommand } from '../program/errors.js';
import { bashScript, zshScript } from './bash.js';
import { fishScript } from './fish.js';
import { completionSpec } from './spec.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];

export function completionScript(program: Command, shell: Shell): string {
  const specs = completionSpec(program);
  const name = program.name();
  return shell === 'bash' ? bashScript(name, specs) : shell === 'zsh' ? zshScript(name, specs) : fishScript(name, specs);
}

export function addCompletionCommand(program: Command): void {
  program
    .command('completion')
    .description(`print the shell's completion script: ${SHELLS.join(', ')} (e.g. source <(${program.name()} completion bash))`)
    .addArgument(new Argument('<shell>', 'the shell').choices(SHELLS))
    .action((shell: Shell) =>
      runCommand(program.name(), async () => {
        process.stdout.write(completionScript(program, shell));
        return 0;
      }),
    );
}
