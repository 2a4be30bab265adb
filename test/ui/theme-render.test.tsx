// `--theme` reaches the screen: the Regicide board drawn with colours on (chalk at truecolour, as
// Ink would on a capable terminal) uses the chosen theme's colours, and no colour with NO_COLOR.
import chalk from 'chalk';
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDisplayOptions, displayChoice, type DisplayFlags } from '../../src/cli/program/shared-commands.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { paletteOf, type ThemeName } from '../../src/ui/shared/palettes.js';
import { uiSettingsOf } from '../../src/ui/shared/run-screen.js';
import { regicideGame } from './clients.js';
import { renderUi } from './helpers.js';

let level: typeof chalk.level;
beforeAll(() => {
  level = chalk.level;
  chalk.level = 3;
});
afterAll(() => {
  chalk.level = level;
});

/** The options as `play` parses them. */
function flagsOf(args: string[]): DisplayFlags {
  const command = addDisplayOptions(new Command('play').exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} }), true);
  command.parse(args, { from: 'user' });
  return command.opts<DisplayFlags>();
}

/** The first frame of a solo game with these options (seed "ui-test": hearts in hand, the jack of clubs to fight). */
function frameWith(args: string[]): string {
  const { client } = regicideGame({ players: 1, variants: [] }, 'ui-test');
  const ui = renderUi(<RegicideApp client={client} savePath="/saves/game.json" onExit={vi.fn()} />, uiSettingsOf(displayChoice(flagsOf(args))));
  const frame = ui.lastFrame() ?? '';
  ui.unmount();
  return frame;
}

/** Ink's escape for a #rrggbb foreground at truecolour. */
const fg = (hex: string): string => `\x1b[38;2;${parseInt(hex.slice(1, 3), 16)};${parseInt(hex.slice(3, 5), 16)};${parseInt(hex.slice(5, 7), 16)}m`;

const colorsIn = (frame: string): Set<string> => new Set(frame.match(/\x1b\[38;2;\d+;\d+;\d+m/g) ?? []);

describe('--theme on the screen', () => {
  it('draws the board in the light theme with --theme light, in the dark one with --theme dark', () => {
    const light = frameWith(['--theme', 'light']);
    const dark = frameWith(['--theme', 'dark']);
    const lightPalette = paletteOf('light', 'dark');
    const darkPalette = paletteOf('dark', 'dark');
    // Hearts in hand and the accent of the status line, each in its theme's shade.
    expect(light).toContain(fg(lightPalette.twoSuits[1]!));
    expect(light).toContain(fg(lightPalette.roles.accent));
    expect(dark).toContain(fg(darkPalette.twoSuits[1]!));
    expect(dark).toContain(fg(darkPalette.roles.accent));
    // The same text, no colour in common: light changed every colour on the screen.
    expect(light.replace(/\x1b\[[0-9;]*m/g, '')).toBe(dark.replace(/\x1b\[[0-9;]*m/g, ''));
    const shared = [...colorsIn(light)].filter((c) => colorsIn(dark).has(c));
    expect(shared).toEqual([]);
  });

  it("uses only the theme's own colours, in each theme, with --four-color too", () => {
    for (const name of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
      const palette = paletteOf(name, 'dark');
      const allowed = new Set([...Object.values(palette.roles), ...palette.twoSuits, ...palette.fourSuits].filter((c): c is string => c !== undefined).map(fg));
      for (const extra of [[], ['--four-color']]) {
        const used = [...colorsIn(frameWith(['--theme', name, ...extra]))];
        expect(used.length).toBeGreaterThan(0);
        expect(used.filter((c) => !allowed.has(c))).toEqual([]);
      }
    }
  });

  it('draws no colour at all with --no-color or NO_COLOR, whatever the theme', () => {
    expect(colorsIn(frameWith(['--theme', 'light', '--no-color'])).size).toBe(0);
    vi.stubEnv('NO_COLOR', '1');
    try {
      expect(colorsIn(frameWith(['--theme', 'high-contrast'])).size).toBe(0);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("draws dimmed text (the footer's keys) in each theme's muted colour, never the terminal's faint attribute; faint only without colour", () => {
    const FAINT = '\x1b[2m';
    for (const name of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
      const frame = frameWith(['--theme', name]);
      expect(frame).toContain(fg(paletteOf(name, 'dark').roles.muted));
      expect(frame).not.toContain(FAINT);
    }
    expect(frameWith(['--theme', 'light', '--no-color'])).toContain(FAINT);
  });

  it('refuses an unknown theme in one line', () => {
    expect(() => flagsOf(['--theme', 'blue'])).toThrow("option '--theme <theme>' argument 'blue' is invalid. --theme must be one of: dark, light, high-contrast.");
  });
});
