// The check for text cut by its box (clipped-text.ts) finds a cut and only a cut: a word lost
// under a border or to "…" is found; text wrapped onto its rows, beside another box, or drawn in
// pieces ("[", "2♠", "]") is whole.
import { describe, expect, it } from 'vitest';
import { cutTexts } from './clipped-text.js';

const piece = (text: string) => ({ text, wrap: 'wrap' });

describe('finding text cut by its box', () => {
  it('finds a text truncated at the border, or with a word cut', () => {
    const frame = ['╭────────────╮╭──────╮', '│Immunisé co…││ 8/8  │', '╰────────────╯╰──────╯'].join('\n');
    expect(cutTexts(frame, [piece('Immunisé contre ♥')], 22)).toEqual(['Immunisé contre ♥']);
    expect(cutTexts('│Player 1 (yo│', [piece('Player 1 (you)')], 14)).toEqual(['Player 1 (you)']);
  });

  it('takes wrapped text beside another box, and pieces drawn side by side, as whole', () => {
    const frame = ['│ Attack 10 − shield │ ▶ Player 1 │', '│ 3 = 7              │   Player 2 │', '[2♠] 4♣'].join('\n');
    expect(cutTexts(frame, [piece('Attack 10 − shield 3 = 7'), piece('Player 1'), piece('['), piece('2♠'), piece(']')], 40)).toEqual([]);
  });

  it('does not take a word from rows the text cannot reach', () => {
    const frame = ['Immune to', '', '', '', 'hearts'].join('\n');
    expect(cutTexts(frame, [piece('Immune to hearts')], 20)).toEqual(['Immune to hearts']);
  });

  it('leaves out a word wider than the terminal (a path breaks in any layout)', () => {
    expect(cutTexts('/home/me/a/very/lo\nng/path.json', [piece('/home/me/a/very/long/path.json')], 18)).toEqual([]);
  });
});
