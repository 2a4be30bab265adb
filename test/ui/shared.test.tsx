// The shared screens a Thronfolge UI reuses: size guard, hand-over, help, quit, replay shell,
// ASCII texts, card labels.
import { Text } from 'ink';
import { describe, expect, it, vi } from 'vitest';
import { parseCard } from '../../src/core/cards.js';
import { asciiDictionary, asciiText } from '../../src/ui/shared/ascii-text.js';
import { CardList } from '../../src/ui/shared/CardLabel.js';
import { HandOver } from '../../src/ui/shared/HandOver.js';
import { HELP_KEYMAP, HelpOverlay, helpKey } from '../../src/ui/shared/HelpOverlay.js';
import { confirmAnswer } from '../../src/ui/shared/confirm-key.js';
import { pressOf } from '../../src/ui/shared/each-key.js';
import { actionOf } from '../../src/ui/shared/keymap.js';
import { QuitConfirm } from '../../src/ui/shared/QuitConfirm.js';
import { ReplayShell } from '../../src/ui/shared/ReplayShell.js';
import { SizeGuard } from '../../src/ui/shared/SizeGuard.js';
import { suitColor } from '../../src/ui/shared/theme.js';
import { KEYS, renderUi, until } from './helpers.js';

describe('size guard', () => {
  it('asks to enlarge a small terminal and shows the game once it fits', () => {
    const small = renderUi(
      <SizeGuard size={{ columns: 59, rows: 20 }}>
        <Text>the game</Text>
      </SizeGuard>,
    );
    expect(small.screen().replace(/\s+/g, ' ')).toContain('The terminal is 59×20; please enlarge it to at least 60×20.');
    expect(small.screen()).not.toContain('the game');
    const fits = renderUi(
      <SizeGuard size={{ columns: 60, rows: 20 }}>
        <Text>the game</Text>
      </SizeGuard>,
    );
    expect(fits.screen()).toBe('the game');
    const german = renderUi(<SizeGuard size={{ columns: 70, rows: 19 }}>x</SizeGuard>, { lang: 'de' });
    expect(german.screen().replace(/\s+/g, ' ')).toContain('bitte auf mindestens 60×20 vergrößern');
  });
});

describe('hand-over screen', () => {
  it('shows whose turn it is, and "press Enter" only once Enter counts (the shell arms it: shell-keys.test.ts)', () => {
    const waiting = renderUi(<HandOver name="Player 2" armed={false} width={60} />);
    expect(waiting.screen()).toContain('Pass to Player 2');
    expect(waiting.screen()).not.toContain('press Enter');
    const armed = renderUi(<HandOver name="Player 2" armed width={60} />);
    expect(armed.screen()).toContain('press Enter');
  });
});

describe('help and quit', () => {
  it('lists keys and closes with ?, Esc or q', () => {
    const ui = renderUi(<HelpOverlay keys={[['y', 'yield']]} notes={['a note']} width={50} />);
    expect(ui.screen()).toMatch(/y\s+yield/);
    expect(ui.screen()).toContain('a note');
    const help = { keys: [['y', 'yield']] as const, notes: ['a note'], width: 50, rows: 24 };
    for (const key of ['?', 'q']) expect(helpKey(0, actionOf(HELP_KEYMAP, pressOf(key), null)!, help)).toBeNull();
    expect(helpKey(0, actionOf(HELP_KEYMAP, pressOf('', { escape: true }), null)!, help)).toBeNull();
  });

  it('quits on y or Enter (j in German), stays on n or Esc', () => {
    const ui = renderUi(<QuitConfirm />, { lang: 'de' });
    expect(ui.screen()).toContain('Jetzt beenden?');
    const answer = (input: string, key = {}) => confirmAnswer(input, pressOf(input, key).key, 'de');
    expect(answer('n')).toBe('no');
    expect(answer('', { escape: true })).toBe('no');
    expect(answer('j')).toBe('yes');
    expect(answer('y')).toBe('yes');
    expect(answer('', { return: true })).toBe('yes');
    expect(confirmAnswer('j', pressOf('j').key, 'en')).toBeNull();
  });
});

describe('replay shell', () => {
  it('steps with arrows, jumps with Home/End and plays by itself with space', async () => {
    const onQuit = vi.fn();
    const ui = renderUi(<ReplayShell total={3} stepMs={20} describeMove={(p) => `move #${p}`} renderPosition={(p) => <Text>{`position ${p}`}</Text>} onQuit={onQuit} />);
    expect(ui.screen()).toContain('Start of the game');
    await ui.type(KEYS.right, 'l');
    expect(ui.screen()).toContain('Move 2 of 3: move #2');
    expect(ui.screen()).toContain('position 2');
    await ui.type(KEYS.left);
    expect(ui.screen()).toContain('position 1');
    await ui.type(KEYS.end);
    expect(ui.screen()).toContain('position 3');
    await ui.type(KEYS.home);
    expect(ui.screen()).toContain('position 0');
    await ui.type(' ');
    await until(ui.screen, (x) => x.includes('position 3'));
    await ui.type('q');
    expect(onQuit).toHaveBeenCalled();
  });
});

describe('ASCII and colours', () => {
  it('spells every symbol with plain characters', () => {
    expect(asciiText('♠ ♥ ♦ ♣ ★ ▶ →  ←/→ …')).toBe('S H D C X > ->  Left/Right ...');
    const dict = asciiDictionary({ a: '10♥', f: (n: number) => `${n}♣`, list: [['←→', 'x']] as const });
    expect(dict.a).toBe('10H');
    expect(dict.f(3)).toBe('3C');
    expect(dict.list[0][0]).toBe('Left/Right');
  });

  it('shows cards as letters with --ascii', () => {
    const ui = renderUi(<CardList cards={['10H', 'AS', 'X'].map((c) => parseCard(c)!)} />, { ascii: true });
    expect(ui.screen()).toBe('10H AS X');
  });

  it('colours suits in two or four colours, or not at all', () => {
    const two = { ascii: false, fourColor: false, color: true };
    // The dark theme's shades (src/ui/shared/palettes.ts): ♥ ♦ one red; four colours all differ.
    const [spade, heart, diamond, club] = [0, 1, 2, 3].map((s) => suitColor(two, s));
    expect([spade, club]).toEqual([undefined, undefined]);
    expect(heart).toBe(diamond);
    const four = [0, 1, 2, 3].map((s) => suitColor({ ...two, fourColor: true }, s));
    expect(four[0]).toBeUndefined();
    expect(new Set(four.slice(1)).size).toBe(3);
    expect(suitColor({ ...two, color: false }, 1)).toBeUndefined();
  });
});
