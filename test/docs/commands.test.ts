// Every command and every option of both programs is documented: the README names each command
// in its tour, and the README with the pages of docs/ names every option a command's --help
// shows. The programs are built as bin/ builds them, so a new command or option without its
// documentation fails here.
import type { Command } from 'commander';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { regicideProgram } from '../../src/cli/regicide/main.js';
import { thronfolgeProgram } from '../../src/cli/thronfolge/main.js';
import { allDocs, ROOT } from './pages.js';

const programs: [string, Command][] = [
  ['regicide', regicideProgram()],
  ['thronfolge', thronfolgeProgram()],
];
const commands = programs.flatMap(([name, program]) => program.commands.map((command) => ({ name: `${name} ${command.name()}`, command })));
const options = commands.flatMap(({ name, command }) => command.options.filter((o) => !o.hidden && o.long && o.long !== '--help').map((o) => ({ name: `${name} ${o.long!}`, long: o.long! })));

describe('the documentation of every command and option', () => {
  const docs = allDocs();
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

  it('finds the commands and options the programs have', () => {
    // The counts when the README was split into docs/ (25 commands, 253 visible options); more is fine.
    expect(commands.length).toBeGreaterThanOrEqual(25);
    expect(options.length).toBeGreaterThanOrEqual(253);
  });

  it('names every command in the README, as `regicide NAME` or in a list of the other program', () => {
    const named = (name: string): boolean => {
      const [, command] = name.split(' ');
      return readme.includes(name) || new RegExp(`\`regicide ${command}\\b|\`${command}\`|/\`${command}\``).test(readme);
    };
    expect(commands.map((c) => c.name).filter((name) => !named(name))).toEqual([]);
  });

  it('names every command with its program in the README or docs/', () => {
    expect(commands.map((c) => c.name).filter((name) => !docs.includes(name) && !docs.includes(name.replace(/^thronfolge/, 'regicide')))).toEqual([]);
  });

  it('names every option of every command in the README or docs/', () => {
    expect(options.filter(({ long }) => !new RegExp(`${long}(?![a-z-])`).test(docs)).map((o) => o.name)).toEqual([]);
  });
});
