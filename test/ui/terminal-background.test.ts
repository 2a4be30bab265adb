// The terminal's background from its answer to OSC 11: a fake terminal answers the query (or
// does not), and the answer picks light or dark.
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_TIMEOUT_MS, backgroundOfAnswer, DA1_QUERY, mayAsk, OSC11_QUERY, queryBackground } from '../../src/ui/shared/terminal-background.js';

const DA1 = '\x1b[?62;22c';

/** A terminal: its keyboard (stdin) and its screen (stdout), which answers queries with `answer`. */
function fakeTerminal(answer: ((query: string) => string | null) | null) {
  const input = Object.assign(new PassThrough(), { isTTY: true, isRaw: false, rawModes: [] as boolean[] });
  const setRawMode = (raw: boolean) => {
    input.isRaw = raw;
    input.rawModes.push(raw);
    return input;
  };
  const written: string[] = [];
  const output = Object.assign(new PassThrough(), { isTTY: true });
  output.on('data', (chunk: Buffer) => {
    const query = chunk.toString('latin1');
    written.push(query);
    const reply = answer?.(query);
    // As a terminal does: a moment later, and possibly in pieces.
    if (reply)
      setImmediate(() => {
        input.write(reply.slice(0, 5));
        setImmediate(() => input.write(reply.slice(5)));
      });
  });
  return { streams: { input: Object.assign(input, { setRawMode }), output }, written, input };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the answer to OSC 11', () => {
  it('reads rgb:RRRR/GGGG/BBBB by its luminance, ended by ST or BEL, with 1 to 4 digits a channel', () => {
    expect(backgroundOfAnswer('\x1b]11;rgb:ffff/ffff/ffff\x1b\\')).toBe('light');
    expect(backgroundOfAnswer('\x1b]11;rgb:1e1e/1e1e/1e1e\x07')).toBe('dark');
    expect(backgroundOfAnswer('\x1b]11;rgb:fd/f6/e3\x07')).toBe('light'); // Solarized light
    expect(backgroundOfAnswer('\x1b]11;rgb:0000/2b2b/3636\x1b\\')).toBe('dark'); // Solarized dark
    expect(backgroundOfAnswer('\x1b]11;rgba:ffff/ffff/ffff/ffff\x1b\\')).toBe('light');
    // Middle grey decides: #808080 is above it, #707070 below.
    expect(backgroundOfAnswer('\x1b]11;rgb:80/80/80\x07')).toBe('light');
    expect(backgroundOfAnswer('\x1b]11;rgb:70/70/70\x07')).toBe('dark');
  });

  it('is nothing when it is not an answer', () => {
    expect(backgroundOfAnswer('')).toBeNull();
    expect(backgroundOfAnswer(DA1)).toBeNull();
    expect(backgroundOfAnswer('\x1b]11;rgb:ffff/ffff/ffff')).toBeNull(); // not ended
    expect(backgroundOfAnswer('\x1b]11;rgb:zz/zz/zz\x07')).toBeNull();
  });
});

describe('asking the terminal', () => {
  it('picks light on a terminal that says white, and gives the terminal back as it was', async () => {
    const t = fakeTerminal((q) => (q.includes(OSC11_QUERY) ? '\x1b]11;rgb:ffff/ffff/ffff\x1b\\' + DA1 : null));
    expect(await queryBackground(t.streams, 10_000)).toBe('light');
    expect(t.written.join('')).toBe(OSC11_QUERY + DA1_QUERY);
    expect(t.input.rawModes).toEqual([true, false]);
    expect(t.input.isPaused()).toBe(true);
    expect(t.input.listenerCount('data')).toBe(0);
  });

  it('gives keys typed meanwhile back to the screen, without the answers', async () => {
    const t = fakeTerminal(() => '1\r\x1b]11;rgb:0000/0000/0000\x07q' + DA1);
    expect(await queryBackground(t.streams, 10_000)).toBe('dark');
    expect(String(t.input.read())).toBe('1\rq');
  });

  it('picks dark on a terminal that says a dark grey', async () => {
    const t = fakeTerminal(() => '\x1b]11;rgb:1e1e/1e1e/1e1e\x07' + DA1);
    expect(await queryBackground(t.streams, 10_000)).toBe('dark');
  });

  it('stops at the DA1 answer of a terminal that does not know OSC 11, without waiting for the timeout', async () => {
    const t = fakeTerminal(() => DA1);
    // With a timeout of 10 s the answer comes back at once: the DA1 answer ended the wait.
    expect(await queryBackground(t.streams, 10_000)).toBeNull();
  });

  it('gives up after the timeout when the terminal answers nothing', async () => {
    vi.useFakeTimers();
    const t = fakeTerminal(null);
    let answer: string | null | undefined;
    void queryBackground(t.streams).then((a) => (answer = a));
    await vi.advanceTimersByTimeAsync(BACKGROUND_TIMEOUT_MS - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBeNull();
    expect(BACKGROUND_TIMEOUT_MS).toBeLessThanOrEqual(100);
    expect(t.input.rawModes).toEqual([true, false]);
  });

  it('asks only a terminal at both ends, not over SSH, not the Linux console', () => {
    const { streams } = fakeTerminal(null);
    const env = { TERM: 'xterm-256color' };
    expect(mayAsk(streams, env)).toBe(true);
    expect(mayAsk(streams, { ...env, SSH_CONNECTION: '10.0.0.1 5000 10.0.0.2 22' })).toBe(false);
    expect(mayAsk(streams, { ...env, SSH_TTY: '/dev/pts/3' })).toBe(false);
    expect(mayAsk(streams, { TERM: 'linux' })).toBe(false);
    expect(mayAsk(streams, { TERM: 'dumb' })).toBe(false);
    expect(mayAsk({ ...streams, output: Object.assign(new PassThrough(), { isTTY: false }) }, env)).toBe(false);
  });
});

describe('when a screen asks', () => {
  it('asks not with --theme dark or light nor without colour, asks for high contrast (or no --theme), once', async () => {
    const { uiSettingsOf } = await import('../../src/ui/shared/run-screen.js');
    const { learnBackground, terminalBackground } = await import('../../src/ui/shared/terminal-background.js');
    const { paletteFor } = await import('../../src/ui/shared/theme.js');
    const t = fakeTerminal(() => '\x1b]11;rgb:ffff/ffff/ffff\x1b\\' + DA1);
    const env = { TERM: 'xterm-256color' };
    const ui = { lang: 'en' as const, ascii: false, color: true };

    uiSettingsOf({ ...ui, theme: 'light' });
    uiSettingsOf({ ...ui, theme: 'dark' });
    uiSettingsOf({ ...ui, color: false });
    vi.stubEnv('NO_COLOR', '1');
    uiSettingsOf(ui);
    vi.unstubAllEnvs();
    await learnBackground(t.streams, env);
    expect(t.written).toEqual([]);
    expect(terminalBackground()).toBe('dark');

    const settings = uiSettingsOf({ ...ui, theme: 'high-contrast' });
    await learnBackground(t.streams, env);
    expect(t.written.join('')).toBe(OSC11_QUERY + DA1_QUERY);
    expect(terminalBackground()).toBe('light');
    expect(paletteFor(settings).background).toBe('light');
    // No --theme on a light terminal: light.
    expect(paletteFor(uiSettingsOf(ui))).toBe(paletteFor({ ...ui, fourColor: false, name: 'light' }));

    await learnBackground(t.streams, env);
    expect(t.written.length).toBe(1);
  });
});
