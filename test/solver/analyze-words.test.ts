// Friction 5, the analyser spoke protocol: it now prints the screens' card symbols (letters with
// --ascii), the players' names and the event log's move numbers, in each language; its one
// question takes one key, and opens the stepper where the winning line starts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runBin } from '../cli/drive.js';
import { Terminal, tempDataHome } from '../e2e/terminal.js';
import { writeLostGame } from './lost-game.js';

const PROTOCOL_CARD = /\b(10|[2-9AJQK])[SHDC]\b|\bplay X\b|\bnext \d\b/;
const SYMBOL = /[♠♥♦♣]/;
const args = ['analyze', '--seed', 'cli-solve/2', '--players', '3', '--seconds', '30'];

const running: Terminal[] = [];
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

describe('friction 5: regicide analyze in the words of the screens', () => {
  it('numbers every move of the line with its player and the card symbols, never protocol notation', () => {
    const r = runBin('regicide', args);
    expect(r.code).toBe(0);
    const rows = r.stdout.split('\n').filter((l) => /^\s+\d+\. /.test(l));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row).toMatch(/^\s+\d+\. Player [1-3]: (play|discard|yield|let Player [1-3] play next)/);
    expect(r.stdout).not.toMatch(PROTOCOL_CARD);
    expect(r.stdout).toMatch(SYMBOL);
    // Numbered from 1 in order, as the event log and the stepper number moves.
    expect(rows.map((row) => Number(/(\d+)\./.exec(row)![1]))).toEqual(rows.map((_, i) => i + 1));
  });

  it('--ascii gives letters, --lang de German', () => {
    const ascii = runBin('regicide', [...args, '--ascii']);
    expect(ascii.stdout).not.toMatch(SYMBOL);
    expect(ascii.stdout).toMatch(/\d+\. Player \d: (play|discard) (10|[2-9AJQK])[SHDC]/);
    const de = runBin('regicide', [...args, '--lang', 'de']);
    expect(de.stdout).toMatch(/Blatt „cli-solve\/2“ \(3 Spieler, Grundregeln\): gewinnbar/);
    expect(de.stdout).toMatch(/\d+\. Spieler \d: .*(spielen|abwerfen|passen|aussetzen)/);
    expect(de.stdout).not.toMatch(PROTOCOL_CARD);
  });

  it('--lang fr French, --lang nb Norwegian', () => {
    const fr = runBin('regicide', [...args, '--lang', 'fr']);
    expect(fr.stdout).toMatch(/Donne «\u202fcli-solve\/2\u202f» \(3 joueurs, règles de base\)\u202f: gagnable/);
    expect(fr.stdout).toMatch(/\d+\. Joueur \d\u202f: .*(jouer|défausser|passer)/);
    expect(fr.stdout).not.toMatch(PROTOCOL_CARD);
    const nb = runBin('regicide', [...args, '--lang', 'nb']);
    expect(nb.stdout).toMatch(/Given «cli-solve\/2» \(3 spillere, grunnreglene\): kan vinnes/);
    expect(nb.stdout).toMatch(/\d+\. Spiller \d: .*(spill|kast|stå over)/);
    expect(nb.stdout).not.toMatch(PROTOCOL_CARD);
  });

  it("names the move that lost a game and its player the screens' way", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'analyze-words-')), 'lost.json');
    writeLostGame(file);
    const r = runBin('regicide', ['analyze', file, '--seconds', '12']);
    expect(r.code).toBe(0);
    // Long verdicts are wrapped at 80 columns with an indent: read them as one line.
    const text = r.stdout.replace(/\n {2}(?=\S)/g, ' ').replace(file, 'FILE');
    expect(text).not.toMatch(PROTOCOL_CARD);
    const lost = /From move (\d+) on the deal was lost: .*; Player 1 played "(.*)", which left/.exec(text);
    if (lost) expect(lost[2]).toMatch(/^(play|discard|yield|flip)/);
    else expect(text).toMatch(/could still be won after move \d+/);
  });
});

describe("friction 5: the analyser's question takes one key", () => {
  it('n (no Enter) leaves; y opens the stepper', async () => {
    for (const [key, opens] of [
      ['n', false],
      ['y', true],
    ] as const) {
      const t = new Terminal(args, { dataHome: tempDataHome(), cols: 100, rows: 30 });
      running.push(t);
      await t.waitFor('Open the winning line in the replay stepper? y / n', 60_000);
      await t.type(key);
      if (opens) {
        await t.waitFor('Start of the game');
        await t.type('q');
      }
      expect(await t.exit()).toBe(0);
      if (!opens) expect(t.normalBuffer()).toMatch(/y \/ n no/);
    }
  }, 120_000);
});
