// Printed commands follow how the player runs the program: from the installed package (its code in
// bundle/ inside node_modules) the commands are on PATH; from a checkout (its own bundle, dist/ or
// the sources) they go through npx.
import { describe, expect, it } from 'vitest';
import { command, commandRunner } from '../../src/ui/shared/commands.js';

describe('printed commands', () => {
  it('are typed as they are from an installed package, through npx from a checkout', () => {
    expect(commandRunner('file:///usr/lib/node_modules/regicide/bundle/chunk-AB12CD.js')).toEqual([]);
    expect(commandRunner('file:///home/ann/.npm-global/lib/node_modules/regicide/bundle/regicide.js')).toEqual([]);
    expect(commandRunner('file:///home/ann/regicide/dist/ui/shared/commands.js', undefined)).toEqual(['npx']);
    expect(commandRunner('file:///home/ann/regicide/src/ui/shared/commands.ts', undefined)).toEqual(['npx']);
    // A folder named bundle higher up is not the package's bundle/.
    expect(commandRunner('file:///home/bundle/regicide/dist/ui/shared/commands.js', undefined)).toEqual(['npx']);
  });

  it('are typed as they are from a checkout started as a command on PATH (npm link), through npx from node_modules/.bin or node bin/…', () => {
    const dist = 'file:///home/ann/regicide/dist/ui/shared/commands.js';
    expect(commandRunner(dist, '/usr/local/bin/regicide')).toEqual([]);
    expect(commandRunner(dist, '/home/ann/.npm-global/bin/thronfolge')).toEqual([]);
    expect(commandRunner(dist, '/home/ann/regicide/node_modules/.bin/regicide')).toEqual(['npx']);
    expect(commandRunner(dist, '/home/ann/regicide/bin/regicide.js')).toEqual(['npx']);
    expect(commandRunner(dist, '/home/ann/regicide/node_modules/.bin/vitest')).toEqual(['npx']);
    expect(commandRunner(dist, undefined)).toEqual(['npx']);
  });

  it("through npx from a checkout's own bundle (npm ci bundles it), typed as they are when that checkout is on PATH", () => {
    const chunk = 'file:///home/ann/regicide/bundle/chunk-AB12CD.js';
    expect(commandRunner(chunk, '/home/ann/regicide/bin/regicide.js')).toEqual(['npx']);
    expect(commandRunner(chunk, '/home/ann/regicide/node_modules/.bin/regicide')).toEqual(['npx']);
    expect(commandRunner(chunk, '/usr/local/bin/regicide')).toEqual([]);
    // Installed for npx, locally, or under a scope: typed as they are.
    expect(commandRunner('file:///root/.npm/_npx/5eec/node_modules/regicide/bundle/regicide.js', '/root/.npm/_npx/5eec/node_modules/.bin/regicide')).toEqual([]);
    expect(commandRunner('file:///home/ann/game/node_modules/@ann/regicide/bundle/chunk-X.js')).toEqual([]);
  });

  it('run from the sources here, through npx', () => {
    expect(command('regicide', 'play', '--resume')).toBe('npx regicide play --resume');
  });
});
