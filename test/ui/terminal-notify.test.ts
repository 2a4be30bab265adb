// The notification's escape sequence by terminal, wrapped for tmux and GNU screen, and text from a
// server that cannot end the sequence early or start another.
import { describe, expect, it } from 'vitest';
import { FocusReports, focusReportOf } from '../../src/ui/shared/terminal-focus.js';
import { forMultiplexer, noticeKindOf, noticeSequence, noticeText, NOTICE_TEXT_MAX, terminalNotice } from '../../src/ui/shared/terminal-notify.js';

const ESC = '\u001b';
const BEL = '\u0007';

describe('the sequence by terminal', () => {
  it.each([
    [{ TERM_PROGRAM: 'iTerm.app' }, 'osc9'],
    [{ TERM_PROGRAM: 'WezTerm' }, 'osc9'],
    [{ TERM_PROGRAM: 'ghostty', TERM: 'xterm-ghostty' }, 'osc9'],
    [{ TERM: 'xterm-kitty', KITTY_WINDOW_ID: '1' }, 'osc9'],
    [{ TERM: 'xterm-kitty' }, 'osc9'],
    [{ TERM_PROGRAM: 'tmux', TERM: 'tmux-256color', ITERM_SESSION_ID: 'w0t0p0:ABC' }, 'osc9'],
    [{ LC_TERMINAL: 'iTerm2', TERM: 'xterm-256color' }, 'osc9'],
    [{ WT_SESSION: 'abc-123', TERM: 'xterm-256color' }, 'osc777'],
    [{ VTE_VERSION: '7600', TERM: 'xterm-256color' }, 'osc777'],
    [{ TERM: 'foot' }, 'osc777'],
    [{ TERM: 'rxvt-unicode-256color' }, 'osc777'],
    [{ TERM_PROGRAM: 'Apple_Terminal', TERM: 'xterm-256color' }, 'bel'],
    [{ TERM: 'alacritty' }, 'bel'],
    [{ TERM: 'xterm-256color' }, 'bel'],
    [{}, 'bel'],
  ])('%j → %s', (env, kind) => {
    expect(noticeKindOf(env)).toBe(kind);
  });

  it('writes OSC 9, OSC 777 and BEL', () => {
    expect(noticeSequence('osc9', 'Regicide: your turn at table KQX7-2MPD', '')).toBe(`${ESC}]9;Regicide: your turn at table KQX7-2MPD${BEL}`);
    expect(noticeSequence('osc9', 'Regicide', 'your turn')).toBe(`${ESC}]9;Regicide: your turn${BEL}`);
    expect(noticeSequence('osc777', 'Regicide', 'your turn')).toBe(`${ESC}]777;notify;Regicide;your turn${BEL}`);
    expect(noticeSequence('bel', 'Regicide', 'your turn')).toBe(BEL);
  });
});

describe('through a multiplexer', () => {
  const osc9 = `${ESC}]9;hello${BEL}`;

  it('tmux: DCS passthrough with each ESC inside doubled', () => {
    const wrapped = forMultiplexer(osc9, { TMUX: '/tmp/tmux-1000/default,123,0', TERM: 'tmux-256color' });
    expect(wrapped).toBe(`${ESC}Ptmux;${ESC}${ESC}]9;hello${BEL}${ESC}\\`);
    // Inside the wrapping no single ESC is left but the doubled ones (and the closing ESC \).
    const inside = wrapped.slice(`${ESC}Ptmux;`.length, -2);
    expect(inside.replaceAll(`${ESC}${ESC}`, '')).not.toContain(ESC);
  });

  it('tmux wins over a TERM of screen', () => {
    expect(forMultiplexer(osc9, { TMUX: 'x', TERM: 'screen-256color' })).toMatch(new RegExp(`^${ESC}Ptmux;`));
  });

  it('GNU screen: DCS without doubling', () => {
    expect(forMultiplexer(osc9, { TERM: 'screen.xterm-256color', STY: '1.pts-0' })).toBe(`${ESC}P${osc9}${ESC}\\`);
  });

  it('no multiplexer, and BEL never wrapped', () => {
    expect(forMultiplexer(osc9, { TERM: 'xterm-256color' })).toBe(osc9);
    expect(forMultiplexer(BEL, { TMUX: 'x' })).toBe(BEL);
    expect(forMultiplexer(BEL, { TERM: 'screen' })).toBe(BEL);
  });

  it('the whole notice in tmux inside iTerm2', () => {
    expect(terminalNotice({ TMUX: 'x', ITERM_SESSION_ID: 'w0', TERM_PROGRAM: 'tmux' }, 'Your turn')).toBe(`${ESC}Ptmux;${ESC}${ESC}]9;Your turn${BEL}${ESC}\\`);
  });
});

describe('hostile text', () => {
  const HOSTILE = [`Eve${BEL}${ESC}]0;pwned${BEL}`, `Eve${ESC}\\${ESC}]52;c;ZXZpbA==${BEL}`, `Eve\u009c\u009b2J`, `Eve;notify;fake title;fake body`, `4;3;100`, `Eve\u202e\u200bx\r\nsecond line`];

  it.each(HOSTILE)('%j cannot end or split the sequence', (name) => {
    for (const kind of ['osc9', 'osc777'] as const) {
      for (const env of [{}, { TMUX: 'x' }, { TERM: 'screen' }]) {
        const bare = noticeSequence(kind, `Your turn at ${name}`, name);
        // One ESC (the introducer) and one BEL (the end), nothing else that ends or starts a sequence.
        expect(bare.split(ESC).length - 1).toBe(1);
        expect(bare.split(BEL).length - 1).toBe(1);
        expect(bare.endsWith(BEL)).toBe(true);
        expect(bare).not.toMatch(/[\u0080-\u009f\r\n\u202e\u200b]/);
        // OSC 777: exactly its three fields (notify, title, body).
        if (kind === 'osc777') expect(bare.slice(0, -1).split(';')).toHaveLength(4);
        const wrapped = forMultiplexer(bare, env);
        expect(wrapped.endsWith(bare) || wrapped.endsWith(`${ESC}\\`)).toBe(true);
      }
    }
  });

  it('shows what was sent, escaped', () => {
    expect(noticeText(`Eve${ESC}]0;x${BEL}`)).toBe('Eve\\u{1b}]0,x\\u{7}');
  });

  it('a long text is cut', () => {
    expect(Array.from(noticeText('x'.repeat(1000)))).toHaveLength(NOTICE_TEXT_MAX);
  });

  it('OSC 9 text never starts a ConEmu sub-command (4;…: progress)', () => {
    expect(noticeSequence('osc9', '4;3;100', '')).toBe(`${ESC}]9;4,3,100${BEL}`);
  });
});

describe('focus reports', () => {
  it('reads ESC [ I and ESC [ O only', () => {
    expect(focusReportOf('\u001b[I')).toBe('focused');
    expect(focusReportOf('\u001b[O')).toBe('unfocused');
    expect(focusReportOf('[I')).toBeNull();
    expect(focusReportOf('\u001b[A')).toBeNull();
  });

  it('wants a notice unless focus-in came last; consumes only the key of a report', () => {
    const f = new FocusReports();
    expect(f.focus).toBe('unknown');
    expect(f.wantsNotice()).toBe(true);
    f.heard('\u001b[I');
    expect(f.consumes('[I')).toBe(true);
    expect(f.wantsNotice()).toBe(false);
    f.heard('[I');
    // Typed text "[I" is no report.
    expect(f.consumes('[I')).toBe(false);
    f.heard('\u001b[O');
    expect(f.consumes('[O')).toBe(true);
    expect(f.wantsNotice()).toBe(true);
  });
});
