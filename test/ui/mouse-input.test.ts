// The mouse reports as the key bus reads them (Ink has dropped the ESC and framed each CSI).
import { describe, expect, it } from 'vitest';
import { MouseReader } from '../../src/ui/shared/mouse-input.js';
import { hintKeyAt, keyAtColumn } from '../../src/ui/shared/mouse-targets.js';

describe('SGR mouse reports', () => {
  it('reads a left click as a 0-based cell and drops its release', () => {
    const r = new MouseReader();
    expect(r.read('[<0;12;5M')).toEqual({ reports: [{ kind: 'click', x: 11, y: 4 }], rest: '' });
    expect(r.read('[<0;12;5m')).toEqual({ reports: [], rest: '' });
  });

  it('reads the wheel (64 up, 65 down) and drops sideways, other buttons and drags', () => {
    const r = new MouseReader();
    expect(r.read('[<64;3;4M')!.reports).toEqual([{ kind: 'wheel', x: 2, y: 3, delta: -1 }]);
    expect(r.read('[<65;3;4M')!.reports).toEqual([{ kind: 'wheel', x: 2, y: 3, delta: 1 }]);
    for (const other of ['[<66;3;4M', '[<1;3;4M', '[<2;3;4M', '[<32;3;4M', '[<0;0;4M']) expect(r.read(other)).toEqual({ reports: [], rest: '' });
  });

  it('counts a click with Shift, Alt or Ctrl held as a click', () => {
    expect(new MouseReader().read('[<16;2;2M')!.reports).toEqual([{ kind: 'click', x: 1, y: 1 }]);
  });

  it('keeps a report cut in two until its end comes, and the keys after it stay keys', () => {
    const r = new MouseReader();
    expect(r.read('[<0;1')).toEqual({ reports: [], rest: '' });
    expect(r.read('0;5Mq')).toEqual({ reports: [{ kind: 'click', x: 9, y: 4 }], rest: 'q' });
    expect(r.read('[<')).toEqual({ reports: [], rest: '' });
    expect(r.read('0;3;3M')).toEqual({ reports: [{ kind: 'click', x: 2, y: 2 }], rest: '' });
  });

  it('lets a key through when a kept front does not go on', () => {
    const r = new MouseReader();
    r.read('[<0;1');
    expect(r.read('q')).toBeNull();
    // The front is gone: digits now are keys.
    expect(r.read('5')).toBeNull();
  });

  it('swallows broken reports whole and passes keys untouched', () => {
    const r = new MouseReader();
    expect(r.read('[<0;1;2X')).toEqual({ reports: [], rest: '' });
    expect(r.read('[<' + '9'.repeat(40))).toEqual({ reports: [], rest: '' });
    expect(r.read('9')).toBeNull();
    for (const key of ['q', '5', '[', '[A', '<', ' ', '']) expect(r.read(key)).toBeNull();
  });

  it('reads several reports in one input', () => {
    expect(new MouseReader().read('[<0;1;1M[<0;1;1m[<65;2;2M')!.reports).toEqual([
      { kind: 'click', x: 0, y: 0 },
      { kind: 'wheel', x: 1, y: 1, delta: 1 },
    ]);
  });
});

describe('a click on the footer', () => {
  const hints = ['←→ move', 'space/1-9 select', 'Enter play', 'f flip', '? help', 'q quit'];
  const row = hints.join('  ');
  const at = (text: string, offset = 0) => hintKeyAt(hints, row.indexOf(text) + offset);

  it('presses the key of the hint under it, on the key or on its words', () => {
    expect(at('Enter')?.key.return).toBe(true);
    expect(at('play')?.key.return).toBe(true);
    expect(at('flip')?.input).toBe('f');
    expect(at('?')?.input).toBe('?');
    expect(at('quit')?.input).toBe('q');
  });

  it('presses the way clicked when a hint has several, and nothing on the words then', () => {
    expect(at('←→')?.key.leftArrow).toBe(true);
    expect(at('←→', 1)?.key.rightArrow).toBe(true);
    expect(at('move')).toBeNull();
    expect(at('space')?.input).toBe(' ');
    expect(at('1-9')).toBeNull();
    expect(at('select')?.input).toBe(' ');
  });

  it('presses nothing between hints or past the end', () => {
    expect(hintKeyAt(hints, row.indexOf('Enter') - 1)).toBeNull();
    expect(hintKeyAt(hints, row.length + 3)).toBeNull();
  });

  it('reads hints joined by " · " (the SSH menu) and keys named in each language', () => {
    const menu = ['↑/↓ choose · Entrée jouer · Échap retour · l langue'];
    const text = menu[0];
    expect(hintKeyAt(menu, text.indexOf('↓'))?.key.downArrow).toBe(true);
    expect(hintKeyAt(menu, text.indexOf('jouer'))?.key.return).toBe(true);
    expect(hintKeyAt(menu, text.indexOf('retour'))?.key.escape).toBe(true);
    expect(hintKeyAt(menu, text.indexOf('langue'))?.input).toBe('l');
    expect(hintKeyAt(['Leer/1-9 Wahl', 'q Ende'], 'Leer/1-9 Wahl  q Ende'.indexOf('Ende'))?.input).toBe('q');
  });

  it('reads the rows of keys of questions, end screens and the log, hints apart by spaces', () => {
    const question = 'y / Enter: do it    n / Esc: keep the hand';
    expect(keyAtColumn(question, question.indexOf('do it'))?.input).toBe('y');
    expect(keyAtColumn(question, question.indexOf('keep'))?.input).toBe('n');
    expect(keyAtColumn(question, question.indexOf('    ') + 1)).toBeNull();
    const next = 'Enter: next game   q: leave (saved)';
    expect(keyAtColumn(next, next.indexOf('next'))?.key.return).toBe(true);
    expect(keyAtColumn(next, next.indexOf('leave'))?.input).toBe('q');
    const log = '↑/↓ Zeile   BildAuf/BildAb Seite   Pos1/Ende   v oder Esc: schließen';
    expect(keyAtColumn(log, log.indexOf('BildAb'))?.key.pageDown).toBe(true);
    expect(keyAtColumn(log, log.indexOf('Ende'))?.key.end).toBe(true);
    expect(keyAtColumn(log, log.indexOf('schließen'))?.input).toBe('v');
  });
});
