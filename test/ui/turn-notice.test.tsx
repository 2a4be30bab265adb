// useTurnNotice in a rendered screen: one notification per rise (none at mount, none while a turn
// lasts), none while the terminal says it has the focus, none with notifications off; focus
// reporting on while shown and off when the screen goes; the focus reports never reach a screen
// as keys.
import { Text } from 'ink';
import { render } from 'ink-testing-library';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { KEY_PRIORITY, KeyRoot, useKeyLayer } from '../../src/ui/shared/key-bus.js';
import { FOCUS_REPORTS_OFF, FOCUS_REPORTS_ON } from '../../src/ui/shared/terminal-focus.js';
import { noticeSettings, TurnNoticeRoot, useTurnNotice, type TurnNoticeSettings } from '../../src/ui/shared/use-turn-notice.js';
import { settle } from './helpers.js';

const OSC9 = (text: string) => `\u001b]9;${text}\u0007`;
const ITERM: TurnNoticeSettings = { notify: true, env: { TERM_PROGRAM: 'iTerm.app' }, ownTerminal: false };

function Waiting({ waiting, keys }: { waiting: number | boolean | null; keys?: string[] }) {
  useTurnNotice(waiting, `Your turn (${String(waiting)})`);
  const [typed, setTyped] = useState('');
  useKeyLayer(KEY_PRIORITY.screen, (pressed) => {
    const text = pressed.map((p) => p.input).join('');
    keys?.push(text);
    setTyped((t) => t + text);
    return pressed.length;
  });
  return <Text>typed:{typed}</Text>;
}

function screen(waiting: number | boolean | null, settings: TurnNoticeSettings | null = ITERM, keys?: string[]) {
  const node = (w: number | boolean | null) => {
    const inner = (
      <KeyRoot>
        <Waiting waiting={w} keys={keys} />
      </KeyRoot>
    );
    return settings ? <TurnNoticeRoot settings={settings}>{inner}</TurnNoticeRoot> : inner;
  };
  const r = render(node(waiting));
  const written = () => r.stdout.frames.join('');
  return {
    ...r,
    written,
    notices: () => r.stdout.frames.filter((f) => f.startsWith('\u001b]9;')),
    async set(w: number | boolean | null) {
      r.rerender(node(w));
      await settle();
    },
  };
}

describe('useTurnNotice', () => {
  it('fires once per rise, never at mount, never twice for one turn', async () => {
    const s = screen(true);
    await settle();
    expect(s.notices()).toEqual([]);
    await s.set(true);
    await s.set(false);
    expect(s.notices()).toEqual([]);
    await s.set(true);
    expect(s.notices()).toEqual([OSC9('Your turn (true)')]);
    await s.set(true);
    expect(s.notices()).toHaveLength(1);
    await s.set(false);
    await s.set(true);
    expect(s.notices()).toHaveLength(2);
    s.unmount();
  });

  it('counts: a larger count is a rise, a smaller one is not', async () => {
    const s = screen(2);
    await settle();
    await s.set(1);
    await s.set(3);
    await s.set(3);
    await s.set(2);
    expect(s.notices()).toEqual([OSC9('Your turn (3)')]);
    s.unmount();
  });

  it('unknown (null) first: the first known value is the starting point', async () => {
    const s = screen(null);
    await settle();
    expect(s.written()).not.toContain(FOCUS_REPORTS_ON);
    await s.set(2);
    expect(s.notices()).toEqual([]);
    expect(s.written()).toContain(FOCUS_REPORTS_ON);
    // Unknown again for a moment (a reconnection) and back: no rise.
    await s.set(null);
    await s.set(2);
    expect(s.notices()).toEqual([]);
    s.unmount();
  });

  it('none while the terminal last reported the focus; again once it lost it', async () => {
    const keys: string[] = [];
    const s = screen(0, ITERM, keys);
    await settle();
    s.stdin.write('\u001b[I');
    await settle();
    await s.set(1);
    expect(s.notices()).toEqual([]);
    await s.set(0);
    s.stdin.write('\u001b[O');
    await settle();
    await s.set(1);
    expect(s.notices()).toEqual([OSC9('Your turn (1)')]);
    // The reports were no keys; typed text still is.
    s.stdin.write('ab');
    await settle();
    expect(keys.join('')).toBe('ab');
    expect(s.lastFrame()).toContain('typed:ab');
    s.unmount();
  });

  it('focus reporting on while shown, off when the screen goes', async () => {
    const s = screen(false);
    await settle();
    expect(s.written()).toContain(FOCUS_REPORTS_ON);
    s.unmount();
    await settle();
    const all = s.written();
    expect(all.lastIndexOf(FOCUS_REPORTS_OFF)).toBeGreaterThan(all.lastIndexOf(FOCUS_REPORTS_ON));
  });

  it('--no-notify: no notification and no focus reporting', async () => {
    const s = screen(false, { ...ITERM, notify: false });
    await settle();
    await s.set(true);
    expect(s.notices()).toEqual([]);
    expect(s.written()).not.toContain(FOCUS_REPORTS_ON);
    s.unmount();
  });

  it('without a TurnNoticeRoot (a test render of a screen) nothing is written', async () => {
    const s = screen(false, null);
    await settle();
    await s.set(true);
    expect(s.written()).not.toContain('\u001b]');
    expect(s.written()).not.toContain('\u0007');
    s.unmount();
  });

  it("an SSH session's settings: its client's TERM, never the process's exit hook", () => {
    expect(noticeSettings(true, { env: { TERM: 'foot' } })).toEqual({ notify: true, env: { TERM: 'foot' }, ownTerminal: false });
    expect(noticeSettings(false).ownTerminal).toBe(true);
  });
});
