// Shared helpers of the UI tests: render inside the providers, type keys, read frames.
import { render } from 'ink-testing-library';
import type { ReactElement } from 'react';
import { UiProviders, type UiSettings } from '../../src/ui/shared/UiProviders.js';

export const KEYS = {
  left: '\u001b[D',
  right: '\u001b[C',
  up: '\u001b[A',
  down: '\u001b[B',
  enter: '\r',
  escape: '\u001b',
  home: '\u001b[H',
  end: '\u001b[F',
  ctrlC: '\u0003',
} as const;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets Ink and React finish what a key started: the input handler, the state update it schedules
 * and the render after it. It waits for the event loop to come round, not for a time, so a busy
 * machine only makes it slower, never wrong.
 */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
}

export const SETTINGS: UiSettings = { lang: 'en', ascii: false, fourColor: false, color: false };

export function renderUi(node: ReactElement, settings: Partial<UiSettings> = {}) {
  const r = render(<UiProviders settings={{ ...SETTINGS, ...settings }}>{node}</UiProviders>);
  return {
    ...r,
    /** The last frame, or '' before the first (no-break spaces read as spaces, as people see them). */
    screen: () => (r.lastFrame() ?? '').replace(/[\u00a0\u202f]/g, ' '),
    /** Types keys one at a time, each handled and rendered before the next. */
    async type(...keys: string[]) {
      for (const k of keys) {
        r.stdin.write(k);
        await settle();
      }
    },
  };
}

/** Waits until `check` holds (polling; fails after `timeoutMs`, a bound for a loaded machine). */
export async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for a condition');
    await sleep(10);
  }
}

/**
 * Waits until `check` holds for the screen (or fails with the last screen). The bound only ends a
 * failure: generous, since on a loaded machine a screen fed by a server can lag for seconds.
 */
export async function until(screen: () => string, check: (s: string) => boolean, timeoutMs = 10_000): Promise<string> {
  const start = Date.now();
  for (;;) {
    const s = screen();
    if (check(s)) return s;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out; last screen:\n${s}`);
    await sleep(10);
  }
}
