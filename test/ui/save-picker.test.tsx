// The --resume list: arrows or number keys move the choice, Enter takes it, Esc or q leave.
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { SavePicker } from '../../src/ui/shared/SavePicker.js';
import { KEYS, until } from './helpers.js';

const ROWS = ['2026-11-30 07:12  solo  14 moves  enemy Q♥, 5 defeated', '2026-11-29 21:40  3 players  2 moves  enemy J♠, 0 defeated', '2026-11-28 10:00  solo  40 moves  enemy K♦, 9 defeated'];
const rowsOf = (texts: readonly string[]) => texts.map((text, i) => ({ text, replays: !text.includes('does not replay'), verify: `regicide replay --verify /saves/${i + 1}.json` }));

function picker(lang: 'en' | 'de' = 'en', rows: readonly string[] = ROWS, initial = 0) {
  const chosen: (number | null)[] = [];
  const r = render(<SavePicker rows={rowsOf(rows)} initial={initial} lang={lang} columns={80} onChoose={(i) => chosen.push(i)} />);
  const screen = () => r.lastFrame() ?? '';
  /** Sends a key once the frame shows `ready`, then waits until `after` holds. */
  const press = async (key: string, after: (s: string) => boolean) => {
    r.stdin.write(key);
    await until(screen, after);
  };
  return { ...r, chosen, screen, press };
}

const selectedLine = (s: string) => s.split('\n').find((l) => l.includes('›')) ?? '';

describe('save picker', () => {
  it('lists every unfinished game with numbers and the keys, the most recent selected', async () => {
    const p = picker();
    const s = await until(p.screen, (x) => x.includes('3 unfinished games'));
    expect(s).toContain(' 1  2026-11-30 07:12  solo  14 moves  enemy Q♥, 5 defeated');
    expect(s).toContain(' 3  2026-11-28 10:00');
    expect(s).toContain('Enter continue');
    expect(selectedLine(s)).toContain('2026-11-30');
    p.unmount();
  });

  it('moves with the arrows (wrapping around) and takes the choice with Enter', async () => {
    const p = picker();
    await until(p.screen, (s) => selectedLine(s).includes('2026-11-30'));
    await p.press(KEYS.down, (s) => selectedLine(s).includes('2026-11-29'));
    await p.press(KEYS.up, (s) => selectedLine(s).includes('2026-11-30'));
    await p.press(KEYS.up, (s) => selectedLine(s).includes('2026-11-28'));
    p.stdin.write(KEYS.enter);
    await until(
      () => String(p.chosen.length),
      (n) => n === '1',
    );
    expect(p.chosen).toEqual([2]);
  });

  it('jumps with a number key; a number beyond the list does nothing', async () => {
    const p = picker();
    await until(p.screen, (s) => selectedLine(s).includes('2026-11-30'));
    await p.press('2', (s) => selectedLine(s).includes('2026-11-29'));
    p.stdin.write('7');
    p.stdin.write(KEYS.enter);
    await until(
      () => String(p.chosen.length),
      (n) => n === '1',
    );
    expect(p.chosen).toEqual([1]);
  });

  it('leaves without a choice on Esc or q', async () => {
    for (const key of [KEYS.escape, 'q']) {
      const p = picker();
      await until(p.screen, (s) => s.includes('unfinished games'));
      p.stdin.write(key);
      await until(
        () => String(p.chosen.length),
        (n) => n === '1',
      );
      expect(p.chosen).toEqual([null]);
    }
  });

  it('starts on the row it is given', async () => {
    const p = picker('en', ROWS, 2);
    expect(selectedLine(await until(p.screen, (s) => s.includes('unfinished games')))).toContain('2026-11-28');
    p.unmount();
  });

  it('will not continue a save that does not replay, and says why (friction 7)', async () => {
    const p = picker('en', [...ROWS, '2026-11-27 09:00  solo  3 moves  does not replay']);
    await until(p.screen, (s) => s.includes('4 unfinished games'));
    await p.press('4', (s) => selectedLine(s).includes('does not replay'));
    await p.press(KEYS.enter, (s) => s.includes('That save does not replay'));
    // The command that says why names this save's file.
    expect(p.screen().replace(/\s+/g, ' ')).toContain('"regicide replay --verify /saves/4.json" says why');
    expect(p.chosen).toEqual([]);
    await p.press('1', (s) => !s.includes('That save does not replay'));
    p.stdin.write(KEYS.enter);
    await until(
      () => String(p.chosen.length),
      (n) => n === '1',
    );
    expect(p.chosen).toEqual([0]);
  });

  it('fits the rows to a wider terminal (no cut at 80 in 120 columns)', async () => {
    const long = `2026-11-27 09:00  solo  3 moves  ${'x'.repeat(50)}`;
    const chosen: (number | null)[] = [];
    const r = render(<SavePicker rows={rowsOf([long, ROWS[0]])} lang="en" columns={120} onChoose={(i) => chosen.push(i)} />);
    const s = await until(
      () => r.lastFrame() ?? '',
      (x) => x.includes('unfinished games'),
    );
    expect(s).toContain(long);
    r.unmount();
  });

  it('speaks German and cuts long rows to fit 80 columns', async () => {
    const p = picker('de', [...ROWS, `2026-11-27 09:00  solo  3 moves  ${'x'.repeat(100)}`]);
    const s = await until(p.screen, (x) => x.includes('4 unbeendete Spiele'));
    expect(s).toContain('Enter fortsetzen');
    expect(Math.max(...s.split('\n').map((l) => [...l].length))).toBeLessThanOrEqual(80);
    expect(s).toContain('…');
    p.unmount();
  });
});
