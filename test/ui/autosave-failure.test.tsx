// A failed autosave (disk full, no permission) does not end the game: the message line says so,
// play goes on, and the next move saves the whole log again.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameLog } from '../../src/core/log.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { trySave } from '../../src/table/local-table.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { autosaveTo } from '../../src/table/saves.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { duelGame, regicideGame } from './clients.js';
import { KEYS, renderUi, until } from './helpers.js';
import { firstMoveBot, renderSized } from './thronfolge-helpers.js';

/** A save path that cannot be written: its "folder" is an existing regular file. */
function blockedAndGoodPaths() {
  const home = mkdtempSync(join(tmpdir(), 'regicide-blocked-'));
  const file = join(home, 'not-a-folder');
  writeFileSync(file, 'x');
  return { blocked: join(file, 'game.json'), good: join(home, 'game.json') };
}

const movesIn = (path: string): string[] => (JSON.parse(readFileSync(path, 'utf8')) as GameLog).moves;

describe('autosave failure', () => {
  it('trySave returns the reason instead of throwing', () => {
    const { blocked } = blockedAndGoodPaths();
    const reason = trySave(autosaveTo(blocked, undefined), { moves: [] } as unknown as GameLog);
    expect(reason).toMatch(/ENOTDIR|EEXIST|not a directory/);
    expect(trySave(() => {}, { moves: [] } as unknown as GameLog)).toBeNull();
  });

  it('Regicide: shows the failure, plays on, and saves again after the next move', async () => {
    const { blocked, good } = blockedAndGoodPaths();
    let target = blocked;
    const { client } = regicideGame({ players: 1, variants: [] }, 'ui-test', { persist: (log) => autosaveTo(target, undefined)(log) });
    const ui = renderUi(<RegicideApp client={client} savePath={blocked} onExit={() => {}} />);
    await ui.type('4', '5', KEYS.enter);
    let s = ui.screen();
    expect(s).toContain('could not save:');
    expect(s).toContain('Cover 10 damage');
    // The folder is writable again: the next move saves the whole log and the message goes.
    target = good;
    await ui.type('6', '1', '2', KEYS.enter);
    s = ui.screen();
    expect(s).not.toContain('could not save');
    expect(movesIn(good)).toEqual(['play 2H 2C', 'discard AS AH 8H']);
  });

  it('Thronfolge: shows the failure in German too, and the duel goes on', async () => {
    const { blocked, good } = blockedAndGoodPaths();
    let target = blocked;
    const options = { first: 1 as const, variants: [] };
    const { client } = duelGame(options, 'save-fail', { bot: firstMoveBot, persist: (log) => autosaveTo(target, undefined)(log) });
    const ui = renderSized(
      <ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={singleGame('save-fail')} savePath={blocked} armDelayMs={0} onExit={() => {}} />,
      { columns: 100, rows: 30 },
      { lang: 'de' },
    );
    const start = thronfolge.setup(options, 'save-fail');
    const key = thronfolge.legalMoves(start)[0].type === 'take' ? 't' : KEYS.enter;
    await ui.type(key);
    await until(ui.screen, (x) => x.includes('Speichern fehlgeschlagen:'));
    // Play goes on (the bot answers at once); with the folder writable again the next save
    // holds every move so far.
    await until(ui.screen, (x) => x.includes('Spieler 2 spielt'));
    target = good;
    await ui.type(KEYS.enter);
    // Every move so far, the two whose saves failed included (the bot may have answered too).
    expect(movesIn(good).length).toBeGreaterThanOrEqual(3);
    await until(ui.screen, (x) => !x.includes('Speichern fehlgeschlagen'));
  });
});
