// A solo game in a real terminal: played by keys past two enemies, quit and resumed, played to
// the end; the screen stays on the alternate buffer and nothing of it is left behind.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardLabel } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import { KeyboardPlayer, readSave, savedGames, waitForSavedMoves } from './driver.js';
import { KEY, ROOT, Terminal, tempDataHome } from './terminal.js';

const SEED = 'e2e-3'; // the driver's policy beats 8 enemies in 40 moves with this seed
const running: Terminal[] = [];
const start = (args: string[], dataHome: string, size: { cols?: number; rows?: number } = {}) => {
  const t = new Terminal(args, { dataHome, ...size });
  running.push(t);
  return t;
};

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'regicide', 'main.js'))) throw new Error('build first: npm run build');
});
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

const SUITS = /[♠♥♦♣]/;

describe('regicide play in a terminal', () => {
  it('plays past an enemy, quits, resumes and plays to the end', async () => {
    const home = tempDataHome();
    const first = start(['play', '--seed', SEED], home);
    let screen = await first.waitFor('Your hand');
    expect(first.onAltScreen()).toBe(true);
    // One row shorter than the terminal, so Ink never scrolls.
    expect(screen.split('\n')[23]).toBe('');
    // Nothing is saved before the first move.
    expect(savedGames(home)).toEqual([]);

    const player = new KeyboardPlayer(regicide.setup(regicide.normalizeOptions({ players: 1 }), SEED), { dataHome: home }, 0);
    await player.playUntil(first, (s) => s.defeated >= 2);
    const [savePath] = savedGames(home);
    expect(player.state.defeated).toBeGreaterThanOrEqual(2);
    screen = await first.waitFor(`${cardLabel(player.state.enemy)}  `);
    expect(screen).toContain(`To come: J ${player.state.castle.filter((c) => c % 13 === 10).length}`);

    await first.type('q');
    await first.waitFor('Quit now?');
    await first.type('y');
    expect(await first.exit()).toBe(0);
    expect(first.onAltScreen()).toBe(false);
    const after = first.normalBuffer();
    expect(after).toContain('npx regicide play --resume');
    expect(after).not.toMatch(SUITS);
    const movesBefore = readSave(savePath).moves.length;

    const second = start(['play', '--resume'], home);
    screen = await second.waitFor('Your hand');
    expect(screen).toContain(`${cardLabel(player.state.enemy)}  `);
    // The event log holds the whole game again, rebuilt from the save.
    await second.type('v');
    screen = await second.waitFor('Event log');
    expect(screen).toMatch(/Event log: lines \d+–\d+ of \d+/);
    const total = Number(/of (\d+)/.exec(screen)![1]);
    expect(total).toBeGreaterThan(movesBefore);
    await second.type(KEY.escape);
    // Too small a terminal: the game waits, and goes on once it fits again.
    second.resize(56, 18);
    await second.waitFor('please enlarge');
    second.resize(80, 24);
    await second.waitFor('Your hand');

    await player.playUntil(second, () => false);
    const result = regicide.outcome(player.state)!;
    // The end screen's keys count (and show) a moment after it appears.
    screen = await second.waitFor((x) => x.includes(result.outcome === 'won' ? 'Victory' : 'Defeat.') && x.includes('q/Enter leave'));
    expect(screen).toContain(`Enemies defeated: ${result.enemiesDefeated} of 12`);
    if (result.medal) expect(screen).toContain(`${result.medal[0].toUpperCase()}${result.medal.slice(1)} medal`);
    expect(screen.replace(/\n/g, '')).toContain('regicide replay');
    expect(readSave(savePath).result).toEqual(result);
    await second.type(KEY.enter);
    expect(await second.exit()).toBe(0);
    expect(second.normalBuffer()).toContain(`regicide replay ${savePath}`.slice(0, 40));
    // A whole game through the keys, frame by frame: on a loaded machine it takes longer than the default minute.
  }, 180_000);

  it('saves (and writes --log) after every move, so Ctrl-C loses nothing', async () => {
    const home = tempDataHome();
    const extraLog = join(home, 'copy', 'game.json');
    const t = start(['play', '--seed', SEED, '--lang', 'de', '--log', extraLog], home);
    await t.waitFor('Deine Hand');
    const player = new KeyboardPlayer(regicide.setup(regicide.normalizeOptions({ players: 1 }), SEED), { dataHome: home }, 0);
    await player.move(t);
    await player.move(t);
    const [savePath] = savedGames(home);
    await t.type(KEY.ctrlC);
    expect(await t.exit()).toBe(130);
    await waitForSavedMoves(savePath, 2);
    expect(readSave(savePath).moves).toHaveLength(2);
    // --log FILE gets the same log after every move.
    expect(readSave(extraLog)).toEqual(readSave(savePath));
    expect(t.normalBuffer()).toContain('Fortsetzen mit: npx regicide play --resume');
  });
});
