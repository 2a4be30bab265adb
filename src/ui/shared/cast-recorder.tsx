// `replay --cast`: the replay stepper's own screens, recorded as an asciicast (v2) that asciinema's
// player plays. Ink draws each position on a screen in memory of the chosen size; each frame is
// one event, one step apart. Ink runs in its debug mode here: its live mode is throttled to a
// frame rate (frames would depend on the machine's speed) and draws nothing under CI=true, while
// the debug mode hands over every frame whole, so the same log always makes the same recording.
import { EventEmitter } from 'node:events';
import chalk from 'chalk';
import { render } from 'ink';
import type { ComponentType, ReactElement } from 'react';
import type { AnyGame } from '../../core/game.js';
import type { GameLog } from '../../core/log.js';
import { type UiSettings, UiProviders } from './UiProviders.js';

export interface CastOptions {
  columns: number;
  rows: number;
  /** Time between two positions at speed 1, in milliseconds. */
  stepMs: number;
  /** 2 plays twice as fast. */
  speed: number;
  /** The header's Unix time in seconds (a test fixes it). */
  timestamp: number;
}

/** The header line's fields (asciicast v2). */
export interface CastHeader {
  version: 2;
  width: number;
  height: number;
  timestamp: number;
  env: { TERM: string; SHELL?: string };
}

/** A terminal in memory: it has a size and keeps what Ink writes. */
class MemoryScreen extends EventEmitter {
  readonly isTTY = true;
  readonly writes: string[] = [];
  constructor(
    readonly columns: number,
    readonly rows: number,
  ) {
    super();
  }
  write(data: string): boolean {
    this.writes.push(data);
    return true;
  }
}

/** A keyboard nobody types on: the stepper's keys are never pressed, positions are set. */
class SilentKeyboard extends EventEmitter {
  readonly isTTY = true;
  setRawMode(): this {
    return this;
  }
  setEncoding(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
  read(): null {
    return null;
  }
  pause(): this {
    return this;
  }
  resume(): this {
    return this;
  }
}

const HIDE_CURSOR = '\u001b[?25l';
const SHOW_CURSOR = '\u001b[?25h';
const CLEAR_AND_HOME = '\u001b[2J\u001b[H';

/** One of Ink's frames as a terminal draws it: from the top left of a cleared screen, CR LF between rows. */
export const frameData = (frame: string): string => CLEAR_AND_HOME + frame.replace(/\n$/, '').split('\n').join('\r\n');

/** Lets React's effects and Ink's frame after them run. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** Seconds as the file writes them: at most 6 decimals, the same on every machine. */
const seconds = (ms: number): number => Math.round(ms * 1000) / 1e6;

/**
 * The recording: `screenAt(p)` is the stepper's screen at position p (0 = before the first move,
 * `total` = the end). Colours as the theme chose them (the theme leaves them out for --no-color).
 */
export async function recordCast(screenAt: (position: number) => ReactElement, total: number, options: CastOptions): Promise<string> {
  const screen = new MemoryScreen(options.columns, options.rows);
  const level = chalk.level;
  // The recording's colours do not depend on where the command runs (a pipe, a CI log).
  chalk.level = 3;
  const step = options.stepMs / options.speed;
  const events: [number, 'o', string][] = [];
  const instance = render(screenAt(0), {
    stdout: screen as unknown as NodeJS.WriteStream,
    stderr: new MemoryScreen(options.columns, options.rows) as unknown as NodeJS.WriteStream,
    stdin: new SilentKeyboard() as unknown as NodeJS.ReadStream,
    debug: true,
    exitOnCtrlC: false,
    patchConsole: false,
  });
  try {
    for (let position = 0; position <= total; position++) {
      if (position > 0) instance.rerender(screenAt(position));
      await settle();
      // Ink's last frame (a frame has rows; a bare control sequence a screen wrote itself is no frame).
      const frame = [...screen.writes].reverse().find((write) => write.includes('\n')) ?? '';
      events.push([seconds(position * step), 'o', (position === 0 ? HIDE_CURSOR : '') + frameData(frame)]);
    }
    // The last screen stays one step before the recording ends.
    events.push([seconds((total + 1) * step), 'o', SHOW_CURSOR]);
  } finally {
    instance.unmount();
    instance.cleanup();
    chalk.level = level;
  }
  const header: CastHeader = { version: 2, width: options.columns, height: options.rows, timestamp: options.timestamp, env: { TERM: 'xterm-256color' } };
  return [JSON.stringify(header), ...events.map((e) => JSON.stringify(e))].join('\n') + '\n';
}

/** A game's replay stepper, as each game's entry hands it over. */
export type ReplayScreen = ComponentType<{ log: GameLog; initialPosition?: number }>;

/** `replay --cast` of one game: its log checked first (a broken one throws), then its stepper at every position. */
export async function recordReplayCast(game: AnyGame, ReplayApp: ReplayScreen, log: GameLog, settings: UiSettings, cast: CastOptions): Promise<string> {
  const { replayFrames } = await import('../../table/replay.js');
  replayFrames(game, log);
  return recordCast(
    (position) => (
      // A recording asks nothing of the terminal that plays it: no mouse.
      <UiProviders settings={{ ...settings, mouse: false }}>
        <ReplayApp key={position} log={log} initialPosition={position} />
      </UiProviders>
    ),
    log.moves.length,
    cast,
  );
}
