// `completion bash|zsh|fish`: the bash script runs in a real bash with COMP_WORDS set as bash's
// completion sets them, and offers the program's commands, options and their values; the zsh and
// fish scripts have their shape (and pass `zsh -n` / `fish -n` where those shells are installed).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { completionScript } from '../../src/cli/completion/command.js';
import { regicideProgram } from '../../src/cli/regicide/main.js';
import { thronfolgeProgram } from '../../src/cli/thronfolge/main.js';
import { VARIANTS } from '../../src/games/regicide/types.js';
import { runBin } from './drive.js';

const folder = mkdtempSync(join(tmpdir(), 'completion-'));
writeFileSync(join(folder, 'game-one.json'), '{}');
writeFileSync(join(folder, 'game-two.json'), '{}');

/** What bash's completion offers for `words` (the last one is being typed), one reply per line. */
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
  expect(r.stderr).toBe('');
  return r.stdout.split('\n').filter((l) => l !== '');
}

const has = (shell: string): boolean => spawnSync(shell, ['--version'], { encoding: 'utf8' }).status === 0;

describe('the bash completion', () => {
  const regicide = regicideProgram();

  it('offers every command of the program, read from the program itself', () => {
    expect(complete(regicide, [''])).toEqual(regicide.commands.map((c) => c.name()));
    expect(complete(regicide, ['pl'])).toEqual(['play']);
    expect(complete(regicide, ['co'])).toEqual(['config', 'completion']);
  });

  it("offers a command's options, and each option's values", () => {
    expect(complete(regicide, ['play', '--l'])).toEqual(['--log', '--lang']);
    expect(complete(regicide, ['play', '--lang', ''])).toEqual(['en', 'de', 'fr', 'nb']);
    expect(complete(regicide, ['play', '--bot', ''])).toEqual(['random', 'easy', 'normal', 'hard']);
    expect(complete(regicide, ['play', '--variant', ''])).toEqual([...VARIANTS]);
    // Earlier options and their values are stepped over.
    expect(complete(regicide, ['play', '--seed', 'x', '--lang', 'de', '--bot', 'h'])).toEqual(['hard']);
    expect(complete(regicide, ['--v'])).toEqual(['--version']);
  });

  it('offers tables and the turn-based options of host (issue 30)', () => {
    expect(complete(regicide, ['ta'])).toEqual(['tables']);
    expect(complete(regicide, ['tables', '--s'])).toEqual(['--server', '--screen-reader']);
    expect(complete(regicide, ['host', '--tu'])).toEqual(['--turn-based']);
    expect(complete(regicide, ['host', '--on-timeout', ''])).toEqual(['bot', 'wait', 'end']);
    expect(complete(regicide, ['host', '--d'])).toEqual(['--data', '--days-per-move']);
  });

  it('offers the shells, the settings and saved files where a command takes them', () => {
    expect(complete(regicide, ['completion', ''])).toEqual(['bash', 'zsh', 'fish']);
    expect(complete(regicide, ['config', ''])).toEqual(['set', 'unset']);
    expect(complete(regicide, ['config', 'set', 'sc'])).toEqual(['screen-reader']);
    expect(complete(regicide, ['config', 'set', 'lang', ''])).toEqual(['en', 'de', 'fr', 'nb']);
    expect(complete(regicide, ['config', 'set', 'ascii', ''])).toEqual(['true', 'false']);
    expect(complete(regicide, ['replay', 'game-']).sort()).toEqual(['game-one.json', 'game-two.json']);
    expect(complete(regicide, ['play', '--log', 'game-t'])).toEqual(['game-two.json']);
  });

  it("offers Thronfolge's own commands and variants", () => {
    const thronfolge = thronfolgeProgram();
    expect(complete(thronfolge, ['du'])).toEqual(['duel']);
    expect(complete(thronfolge, ['duel', '--variant', ''])).toEqual(['open-discards']);
  });
});

describe('the zsh and fish completions', () => {
  const regicide = regicideProgram();

  it('zsh loads the bash script through bashcompinit', () => {
    const script = completionScript(regicide, 'zsh');
    expect(script).toContain('bashcompinit');
    expect(script).toContain('complete -F _regicide_complete regicide');
    if (!has('zsh')) return;
    expect(spawnSync('zsh', ['-n'], { input: script, encoding: 'utf8' }).status).toBe(0);
    // Run as zsh runs it: bash's arrays from 0 (zsh's own matching filters the words later).
    const file = join(folder, 'regicide.zsh');
    writeFileSync(file, script);
    const driver = `source ${file}; setopt ksharrays; COMP_WORDS=(regicide play --lang ''); COMP_CWORD=3; _regicide_complete; print -l -- "\${COMPREPLY[@]}"`;
    const r = spawnSync('zsh', ['-f', '-c', driver], { encoding: 'utf8', cwd: folder });
    expect(r.stdout.split('\n').filter(Boolean)).toEqual(['en', 'de', 'fr', 'nb']);
  });

  it('fish has a line for every command and option', () => {
    const script = completionScript(regicide, 'fish');
    expect(script).toContain("complete -c regicide -n '__regicide_at /' -a 'play'");
    expect(script).toContain("-l lang -r -f -a 'en de fr nb'");
    expect(script).toMatch(/__regicide_at \/replay' -F/);
    if (!has('fish')) return;
    const file = join(folder, 'regicide.fish');
    writeFileSync(file, script);
    expect(spawnSync('fish', ['-n', file], { encoding: 'utf8' }).status).toBe(0);
    // fish's own completion of a command line, as a Tab would ask for it.
    const offered = (line: string): string[] => {
      const r = spawnSync('fish', ['--no-config', '-c', `source ${file}; complete -C '${line}'`], { encoding: 'utf8', cwd: folder });
      return r.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split('\t')[0]);
    };
    expect(offered('regicide pl')).toEqual(['play']);
    expect(offered('regicide play --lang ').sort()).toEqual(['de', 'en', 'fr', 'nb']);
    expect(offered('regicide play --seed 4 --bot e')).toEqual(['easy']);
    expect(offered('regicide config set sc')).toEqual(['screen-reader']);
    expect(offered('regicide config set bot ').sort()).toEqual(['easy', 'hard', 'normal', 'random']);
    expect(offered('regicide replay game-').sort()).toEqual(['game-one.json', 'game-two.json']);
  });
});

describe('completion through the built program', () => {
  it('prints the script, and refuses an unknown shell in one line', () => {
    const ok = runBin('thronfolge', ['completion', 'bash']);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('complete -F _thronfolge_complete thronfolge');
    const bad = runBin('regicide', ['completion', 'tcsh']);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain('bash, zsh, fish');
  });
});
