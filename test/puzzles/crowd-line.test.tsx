// The crowd's line under a puzzle's verdict, in each language: how many solved it out of how many
// first attempts, the moves most tried (in the player's words for moves), the puzzle rating and
// what the attempt moved it by; a first attempt counted before, a key kept out of the rankings,
// a server out of reach. On the end card at 60×24 (the puzzle's smallest) and 80×24, the line
// arrives while the card shows ("sending" first), and fits.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { openPuzzle } from '../../src/cli/regicide/puzzle-run.js';
import { LANGS, type Lang } from '../../src/text/lang.js';
import { textWidth } from '../../src/text/width.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { PuzzleFrame } from '../../src/ui/regicide/PuzzleFrame.js';
import { type CrowdFacts, type CrowdSource, type CrowdState, type CrowdWords, crowdLine, crowdText, solvedPercent } from '../../src/ui/regicide/puzzle-crowd-words.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { REGICIDE_PUZZLE_CROWD_TEXTS } from '../../src/ui/regicide/texts/puzzle-crowd.js';
import { REGICIDE_PUZZLE_TEXTS } from '../../src/ui/regicide/texts/puzzle.js';
import { until } from '../ui/helpers.js';
import { renderSized } from '../ui/thronfolge-helpers.js';

const words = (lang: Lang, ascii = false): CrowdWords => ({
  p: textsFor(REGICIDE_PUZZLE_TEXTS, lang, ascii),
  t: textsFor(REGICIDE_TEXTS, lang, ascii),
  c: textsFor(REGICIDE_PUZZLE_CROWD_TEXTS, lang, ascii),
  ascii,
});

const FACTS: CrowdFacts = {
  counted: true,
  firstRight: true,
  crowd: {
    tries: 17_109,
    solved: 11_463,
    top: [
      { move: 'play 7S', tries: 11_463 },
      { move: 'play 2H 2D', tries: 3_021 },
      { move: 'yield', tries: 940 },
    ],
  },
  rating: { rating: 1523.4, deviation: 80, provisional: false, change: 12.2, attempts: 31 },
};

describe("the crowd's line", () => {
  it('says the share solved, the moves most tried and the rating, in each language', () => {
    const said = Object.fromEntries(LANGS.map((lang) => [lang, crowdLine(FACTS, words(lang))]));
    expect(said.en).toBe('67% solved it (17,109 tries); most tried: play 7♠ (11,463), play 2♥ 2♦ (3021), yield (940); your puzzle rating 1523 (+12)');
    expect(said.de).toBe('67 % haben es gelöst (17.109 Versuche); am häufigsten versucht: 7♠ spielen (11.463), 2♥ 2♦ spielen (3021), passen (940); deine Rätselwertung 1523 (+12)');
    expect(said.fr).toMatch(/^67\u00a0% l’ont résolu \(17\u202f109 essais\)\u202f; les plus essayés\u202f: .+ \(11\u202f463\), .+ \(3021\), .+ \(940\)\u202f; votre cote aux problèmes 1523 \(\+12\)$/);
    expect(said.nb).toMatch(/^67 % løste den \(17\u00a0109 forsøk\); oftest prøvd: .+; din oppgaverating 1523 \(\+12\)$/);
  });

  it('marks a provisional rating, a loss, a first attempt counted before, a key kept out, and nobody yet', () => {
    const en = words('en');
    const lost = { ...FACTS, rating: { ...FACTS.rating!, rating: 1338.2, deviation: 290, provisional: true, change: -161.8 } };
    expect(crowdLine(lost, en)).toMatch(/; your puzzle rating 1338\? \(-162\)$/);
    expect(crowdLine({ ...FACTS, counted: false, rating: { ...FACTS.rating!, change: 0 } }, en)).toMatch(/; your puzzle rating 1523 \(your first attempt was counted before\)$/);
    expect(crowdLine({ ...FACTS, counted: false, rating: null }, en)).toMatch(/; your attempt is not counted: this key is kept out of the rankings by the server’s operator$/);
    expect(crowdLine({ ...FACTS, counted: false, rating: null, crowd: { tries: 0, solved: 0, top: [] } }, en)).toBe(
      'No first attempt counted yet; your attempt is not counted: this key is kept out of the rankings by the server’s operator',
    );
    expect(crowdLine({ ...FACTS, crowd: { tries: 1, solved: 1, top: [{ move: 'yield', tries: 1 }] } }, en)).toMatch(/^100% solved it \(1 try\); most tried: yield \(1\);/);
    // A share is never rounded to all or none when it is neither.
    expect([solvedPercent(1, 1000), solvedPercent(999, 1000), solvedPercent(0, 5), solvedPercent(2, 3)]).toEqual([1, 99, 0, 67]);
  });

  it('says it is sending, and why a server could not be reached or refused the attempt, in each language', () => {
    for (const lang of LANGS) {
      const w = words(lang);
      expect(crowdText({ kind: 'sending', server: 'example.org:2567' }, w)).toContain('example.org:2567');
      expect(crowdText({ kind: 'failed', server: 'example.org:2567', why: 'badProof (HTTP 401)' }, w)).toMatch(/example\.org:2567.*badProof \(HTTP 401\)$/);
      for (const code of ['noPuzzle', 'tooMany', 'unavailable'] as const) {
        const text = crowdText({ kind: 'refused', server: 'example.org:2567', code }, w);
        expect(text).toContain('example.org:2567');
        expect(text).not.toContain(code);
      }
    }
    // --ascii: no suit symbols.
    expect(crowdLine(FACTS, words('en', true))).toContain('play 7S (11,463)');
  });
});

/** A source the test moves by hand: what the terminal's link does when the server answers. */
function handSource(): CrowdSource & { set: (s: CrowdState) => void } {
  let state: CrowdState | null = null;
  const listeners = new Set<() => void>();
  return {
    state: () => state,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set: (s) => {
      state = s;
      for (const l of listeners) l();
    },
  };
}

describe("the crowd's line on the puzzle's end card", () => {
  it.each([
    [60, 24],
    [80, 24],
  ])(
    'comes while the card shows, and fits at %i×%i',
    async (columns, rows) => {
      const puzzle = bundledPuzzles().puzzles[0];
      const open = openPuzzle(puzzle, { kind: 'stream', number: 1, total: 1 }, true);
      const crowd = handSource();
      const r = renderSized(<PuzzleFrame client={open.client} shown={open.shown} onExit={() => {}} crowd={crowd} />, { columns, rows });
      await until(r.screen, (s) => s.includes('Enter: start'));
      open.client.reveal();
      await until(r.screen, (s) => s.includes('The answer was'));
      expect(r.screen()).not.toContain('solved it');
      crowd.set({ kind: 'sending', server: '127.0.0.1:2567' });
      await until(r.screen, (s) => s.includes('Sending your first attempt to 127.0.0.1:2567'));
      crowd.set({ kind: 'answered', facts: FACTS });
      const s = await until(r.screen, (x) => x.includes('67% solved it') && x.includes('(+12)'));
      expect(s).toMatch(/n: next\s+puzzle/);
      const lines = s.split('\n');
      expect(lines.length).toBeLessThanOrEqual(rows);
      for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(columns);
      r.unmount();
    },
    30_000,
  );

  it('is not there offline (no source): the card is as before', async () => {
    const open = openPuzzle(bundledPuzzles().puzzles[0], { kind: 'stream', number: 1, total: 1 }, false);
    const r = renderSized(<PuzzleFrame client={open.client} shown={open.shown} onExit={() => {}} />, { columns: 80, rows: 24 });
    await until(r.screen, (s) => s.includes('Enter: start'));
    open.client.submit(1, regicide.parseMove(bundledPuzzles().puzzles[0].answer));
    const s = await until(r.screen, (x) => x.includes('Solved at the first try.'));
    expect(s).not.toMatch(/solved it|puzzle rating|Sending/);
    r.unmount();
  }, 30_000);
});
