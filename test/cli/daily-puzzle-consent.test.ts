// The puzzles' consent at the terminal (issue 31): a player who said yes to sending daily games
// before the puzzles' question existed is asked it once, at the next game sent, with a line saying
// what is new; the answer is remembered and never asked again. A player who said no to sending is
// never asked; a new player hears both questions; without a terminal nothing is asked (and nothing
// of theirs becomes a puzzle). In each language the lead-in names the server.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ConsentPrompt, DAILY_CONSENT_FILE, DAILY_PUZZLE_CONSENT_FILE, consentAskedOnce, puzzleConsent, sendsWithoutAsking } from '../../src/cli/daily/daily-field.js';
import { REMEMBERED_SERVER_FILE } from '../../src/cli/account/remembered-server.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { LANGS } from '../../src/text/lang.js';

const server = parseServerAddress('127.0.0.1:4321');
const folders: string[] = [];
afterEach(() => {
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

function folderWith(daily: string | null, puzzles: string | null = null): string {
  const folder = mkdtempSync(join(tmpdir(), 'regicide-consent-'));
  folders.push(folder);
  writeFileSync(join(folder, REMEMBERED_SERVER_FILE), '127.0.0.1:4321\n');
  if (daily) writeFileSync(join(folder, DAILY_CONSENT_FILE), daily);
  if (puzzles) writeFileSync(join(folder, DAILY_PUZZLE_CONSENT_FILE), puzzles);
  return folder;
}

/** A terminal that answers the questions in turn and keeps what it was told and asked. */
function terminal(answers: string[], isTerminal = true): ConsentPrompt & { said: string[]; asked: string[] } {
  const said: string[] = [];
  const asked: string[] = [];
  return {
    terminal: isTerminal,
    said,
    asked,
    say: (line) => void said.push(line),
    question: (text) => {
      asked.push(text);
      return Promise.resolve(answers.shift() ?? '');
    },
    close: () => {},
  };
}

describe('the puzzles’ question for those who consented before it existed', () => {
  it('is asked once, after a line naming the server, and remembered', async () => {
    const folder = folderWith('yes\n');
    // Until it is answered a game is not sent while the end screen shows: the question comes first.
    expect(sendsWithoutAsking(folder)).toBe(false);
    const first = terminal(['y']);
    expect(await consentAskedOnce(server, 'en', folder, first)).toBe(true);
    expect(first.said).toEqual(['Your finished daily games go to 127.0.0.1:4321. New since you agreed to that:']);
    expect(first.asked).toHaveLength(1);
    expect(first.asked[0]).toMatch(/^May the server also make puzzles from positions in those games\?/);
    expect(readFileSync(join(folder, DAILY_PUZZLE_CONSENT_FILE), 'utf8')).toBe('yes\n');
    expect(puzzleConsent(folder)).toBe(true);
    expect(sendsWithoutAsking(folder)).toBe(true);
    // The next game: nothing asked, nothing said.
    const again = terminal([]);
    expect(await consentAskedOnce(server, 'en', folder, again)).toBe(true);
    expect([...again.said, ...again.asked]).toEqual([]);
  });

  it('keeps a no as well, and sends the games still', async () => {
    const folder = folderWith('yes\n');
    expect(await consentAskedOnce(server, 'en', folder, terminal(['n']))).toBe(true);
    expect(puzzleConsent(folder)).toBe(false);
    const again = terminal([]);
    expect(await consentAskedOnce(server, 'en', folder, again)).toBe(true);
    expect(again.asked).toEqual([]);
  });

  it('is never asked without a terminal, and nothing becomes a puzzle meanwhile', async () => {
    const folder = folderWith('yes\n');
    const none = terminal(['y'], false);
    expect(await consentAskedOnce(server, 'en', folder, none)).toBe(true);
    expect([...none.said, ...none.asked]).toEqual([]);
    expect(existsSync(join(folder, DAILY_PUZZLE_CONSENT_FILE))).toBe(false);
    expect(puzzleConsent(folder)).toBe(false);
  });

  it('is not asked of a player who said no to sending; a new player hears both questions, no lead-in', async () => {
    const no = terminal([]);
    expect(await consentAskedOnce(server, 'en', folderWith('no\n'), no)).toBe(false);
    expect([...no.said, ...no.asked]).toEqual([]);
    const fresh = terminal(['y', 'y']);
    const folder = folderWith(null);
    expect(await consentAskedOnce(server, 'en', folder, fresh)).toBe(true);
    expect(fresh.said).toEqual([]);
    expect(fresh.asked).toHaveLength(2);
    expect(puzzleConsent(folder)).toBe(true);
  });

  it.each(LANGS)('says what is new in %s, naming the server, and takes that language’s yes', async (lang) => {
    const folder = folderWith('yes\n');
    const yes = { en: 'y', de: 'j', fr: 'o', nb: 'j' }[lang];
    const t = terminal([yes]);
    await consentAskedOnce(server, lang, folder, t);
    expect(t.said[0]).toContain('127.0.0.1:4321');
    expect(puzzleConsent(folder)).toBe(true);
  });
});
