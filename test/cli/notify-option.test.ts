// --no-notify on every command whose screen waits for others, the settings file's `notify = false`
// as its default (an option typed wins), and the completion that offers it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { completionScript } from '../../src/cli/completion/command.js';
import { regicideProgram } from '../../src/cli/regicide/main.js';
import { thronfolgeProgram } from '../../src/cli/thronfolge/main.js';
import { applySettings } from '../../src/cli/settings/apply.js';
import { readSettings } from '../../src/cli/settings/file.js';
import { settingNames } from '../../src/cli/settings/keys.js';

const folder = mkdtempSync(join(tmpdir(), 'notify-option-'));

const sub = (program: Command, name: string): Command => program.commands.find((c) => c.name() === name)!;

/** The options `name` is parsed to with the settings file `text` (the command's action does nothing). */
function parsedWith(program: Command, name: string, text: string, argv: string[]): Record<string, unknown> {
  const path = join(mkdtempSync(join(folder, 'c-')), 'config.toml');
  writeFileSync(path, text);
  const command = sub(program, name);
  command.action(() => undefined);
  program.exitOverride();
  expect(applySettings(program, readSettings(path))).toEqual([]);
  program.parse([name, ...argv], { from: 'user' });
  return command.opts();
}

function complete(program: Command, words: string[]): string[] {
  const script = join(folder, `${program.name()}.bash`);
  writeFileSync(script, completionScript(program, 'bash'));
  const name = program.name();
  const driver = `source ${script}
COMP_WORDS=(${[name, ...words].map((w) => `'${w}'`).join(' ')})
COMP_CWORD=${words.length}
_${name}_complete
printf '%s\\n' "\${COMPREPLY[@]}"
`;
  const r = spawnSync('bash', ['--noprofile', '--norc', '-c', driver], { encoding: 'utf8', cwd: folder });
  return r.stdout.split('\n').filter((l) => l !== '');
}

describe('--no-notify', () => {
  it('is an option of join, host, lobby, play (--online) and duel (--online)', () => {
    const regicide = regicideProgram();
    for (const name of ['join', 'host', 'lobby', 'play']) expect(sub(regicide, name).options.some((o) => o.long === '--no-notify')).toBe(true);
    const thronfolge = thronfolgeProgram();
    for (const name of ['join', 'host', 'lobby', 'duel']) expect(sub(thronfolge, name).options.some((o) => o.long === '--no-notify')).toBe(true);
  });

  it('turns notifications off; the settings file does the same, and --notify wins over it', () => {
    expect(parsedWith(regicideProgram(), 'join', '', []).notify).toBeUndefined();
    expect(parsedWith(regicideProgram(), 'join', '', ['--no-notify']).notify).toBe(false);
    expect(parsedWith(regicideProgram(), 'join', 'notify = false\n', []).notify).toBe(false);
    expect(parsedWith(regicideProgram(), 'join', 'notify = false\n', ['--notify']).notify).toBe(true);
    expect(parsedWith(regicideProgram(), 'lobby', 'notify = true\n', ['--no-notify']).notify).toBe(false);
    expect(parsedWith(thronfolgeProgram(), 'duel', 'notify = false\n', ['--online']).notify).toBe(false);
  });

  it('is a setting, and the completion offers the option and the setting', () => {
    expect(settingNames()).toContain('notify');
    const regicide = regicideProgram();
    expect(complete(regicide, ['join', '--no-n'])).toEqual(['--no-notify']);
    expect(complete(regicide, ['config', 'set', 'noti'])).toEqual(['notify']);
    expect(complete(regicide, ['config', 'set', 'notify', ''])).toEqual(['true', 'false']);
  });
});
