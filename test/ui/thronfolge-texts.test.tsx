// Every text in German as well, --ascii without suit symbols or box drawing, and the rules text.
import { describe, expect, it } from 'vitest';
import { decideByScore, refusalOf, thronfolge } from '../../src/games/thronfolge/index.js';
import { thronfolgeRefusalEnglish } from '../../src/modules/thronfolge/protocol-english.js';
import type { ThronfolgeMove, ThronfolgeResult, ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { rulesText as thronfolgeRulesText } from '../../src/ui/thronfolge/rules-text.js';
import { EndScreen } from '../../src/ui/thronfolge/EndScreen.js';
import { THRONFOLGE_TEXTS, type ThronfolgeTexts } from '../../src/ui/thronfolge/strings.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { duelAt } from './clients.js';
import { KEYS, until } from './helpers.js';
import { arrange, cardsOf, firstMoveBot, fits, renderSized } from './thronfolge-helpers.js';

/** A refusal in the protocol's English, as scripts read it. */
const explainIllegal = (s: ThronfolgeState, m: ThronfolgeMove): string => thronfolgeRefusalEnglish(refusalOf(s, m));

const SMALL = { columns: 80, rows: 24 };
const opening = () => thronfolge.setup({ first: 1, variants: ['open-discards'] }, 'ui-1');
const NON_ASCII = /[^\x20-\x7e\n]/;

function duel(settings: object, state = opening()) {
  const { client } = duelAt(state, { bot: firstMoveBot, botDelayMs: 10_000 });
  return renderSized(<ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'normal' }} match={singleGame('test')} savePath="/s.json" onExit={() => {}} />, SMALL, settings);
}

function result(first: string, second: string): ThronfolgeResult {
  const { winner, shared, tieBreak, scores, breakdown } = decideByScore(cardsOf(first), cardsOf(second));
  return { winner, shared, reason: 'score', scores, breakdown, tieBreak };
}

describe('German', () => {
  it('shows the board in German', () => {
    const state = arrange(opening(), { collections: ['', 'KS KC'], row: '2H KD 3H' });
    const s = duel({ lang: 'de' }, state).screen();
    expect(fits(s, SMALL)).toBe(true);
    expect(s).toContain('Runde 1/4');
    expect(s).toContain('Stapel 30');
    expect(s).toContain('Aussortiert');
    expect(s).toMatch(/Reihe\s+\[2♥ K♦ 3♥\] ← Nehmen bringt diese/);
    expect(s).toContain('⚠ Spieler 2 hat K♠ K♣: K♦ ist erreichbar – Nehmen gewinnt sofort!');
    expect(s).toContain('Spieler 1 (du)');
    expect(s).toContain('Spieler 2 (Bot)');
    expect(s).toContain('Nehmen offen');
    expect(s).toContain('Sätze 0');
    expect(s).toContain('Gunst');
    expect(s).toContain('Verrat');
    expect(s).toContain('Deine Hand');
    expect(s).toContain('t nimmt 2♥ K♦ 3♥:');
    expect(s).toContain('Enter spielt 2♠: Spieler 2 könnte dann');
    expect(s).toContain('Das Duell beginnt gegen den Bot (normal). Spieler 1 fängt an.');
    expect(s).toContain('←→ wählen  Enter spielen  t nehmen  v Verlauf  ? Hilfe  q Ende');
  });

  it('asks before quitting and shows the help in German', async () => {
    const ui = duel({ lang: 'de' });
    await ui.type('?');
    await until(ui.screen, (x) => x.includes('die letzten fünf Karten der Reihe nehmen'));
    await ui.type(KEYS.escape);
    await until(ui.screen, (x) => x.includes('Deine Hand'));
    await ui.type('q');
    await until(ui.screen, (x) => x.includes('Jetzt beenden?'));
    await ui.type('n');
    await until(ui.screen, (x) => x.includes('Deine Hand'));
  });

  it('shows the end screen in German', () => {
    const r = result('2S 3S', '2D JH');
    const s = renderSized(
      <EndScreen
        result={r}
        titles={['Spieler 1 (du)', 'Spieler 2 (Bot)']}
        humanSeat={1}
        match={{ games: 2, game: 1, seed: 's', wins: [1, 0], shared: 0 }}
        nextStarter={2}
        savePath="/s.json"
        width={79}
        onLeave={() => {}}
      />,
      SMALL,
      { lang: 'de' },
    ).screen();
    expect(s).toContain('Spielende – Du gewinnst!');
    expect(s).toContain('Punktgleich: mehr ♠-Anhänger entschieden.');
    expect(s).toMatch(/♠-Anhänger\s+2  \+8\s+0/);
    expect(s).toMatch(/Summe\s+8\s+8/);
    expect(s).toContain('Match nach Partie 1 von 2: Spieler 1 1 · Spieler 2 0');
    expect(s).toContain('Nächste Partie: Spieler 2 fängt an.');
    expect(s).toContain('Noch einmal ansehen mit:');
    expect(s).toContain('npx thronfolge replay /s.json');
  });

  it('has every text in both languages', () => {
    const en = textsFor(THRONFOLGE_TEXTS, 'en', false);
    const de = textsFor(THRONFOLGE_TEXTS, 'de', false);
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(de.keyHelp).sort()).toEqual(Object.keys(en.keyHelp).sort());
  });
});

describe('--ascii', () => {
  it('draws the board with letters for suits and no box drawing', async () => {
    const state = arrange(opening(), { collections: ['JD QC', 'KS KC'], row: '2H KD 3H', taken: [false, true] });
    const ui = duel({ ascii: true }, state);
    const s = ui.screen();
    expect(s).not.toMatch(NON_ASCII);
    expect(fits(s, SMALL)).toBe(true);
    expect(s).toContain('+----');
    expect(s).toMatch(/Row\s+\[2H KD 3H\] <- a take gets these/);
    expect(s).toContain('!! Player 2 holds KS KC: KD is in reach; they have taken this round');
    expect(s).toMatch(/\[2S\]f\s+3S f\s+5C f\s+6H f\s+QD -2/);
    expect(s).toContain('Favour +2  JD');
    expect(s).toContain('Betrayal -3  QC');
    expect(s).toContain('Left/Right choose');
    await ui.type('?');
    expect(await until(ui.screen, (x) => x.includes('Help'))).not.toMatch(NON_ASCII);
  });

  it('shows the end screen in ASCII', () => {
    const s = renderSized(
      <EndScreen
        result={result('2S 3S', '2D JH')}
        titles={['Player 1 (you)', 'Player 2 (bot)']}
        humanSeat={1}
        match={{ games: 1, game: 1, seed: 's', wins: [0, 0], shared: 0 }}
        nextStarter={null}
        savePath="/s.json"
        width={79}
        onLeave={() => {}}
      />,
      SMALL,
      { ascii: true },
    ).screen();
    expect(s).not.toMatch(NON_ASCII);
    expect(s).toContain('Equal scores: more S followers decided.');
  });
});

describe('rules text', () => {
  it('explains the game in English and German, in ASCII on request', () => {
    const en = thronfolgeRulesText('en', false);
    expect(en).toContain('K♠ K♣ K♦');
    expect(en).toContain('strictly more followers');
    expect(en).toContain('open-discards');
    const de = thronfolgeRulesText('de', false);
    expect(de).toContain('Kronen');
    expect(de).toContain('Nachziehstapel');
    expect(thronfolgeRulesText('en', true)).not.toMatch(NON_ASCII);
    expect(thronfolgeRulesText('de', true)).not.toMatch(/[♠♥♦♣]/);
  });
});

/** The screen's words for a move the engine refuses (what the message line shows). */
const whyNot = (s: ThronfolgeState, move: ThronfolgeMove, t: ThronfolgeTexts): string => t.refusal(refusalOf(s, move));

describe('why a move is refused', () => {
  const en = textsFor(THRONFOLGE_TEXTS, 'en', false);
  const de = textsFor(THRONFOLGE_TEXTS, 'de', false);
  const start = thronfolge.setup({ first: 1, variants: [] }, 'why');

  it('says the engine’s reason in the screen’s words for take and an empty hand', () => {
    const takenAlready = arrange(start, { row: '2S', hands: ['3S', '4S'], taken: [true, false], current: 0 });
    expect(whyNot(takenAlready, { type: 'take' }, en)).toBe(en.takeDone);
    const emptyRow = arrange(start, { row: '', hands: ['3S', '4S'], current: 0 });
    expect(whyNot(emptyRow, { type: 'take' }, de)).toBe(de.takeRowEmpty);
    const emptyHand = arrange(start, { row: '2S', hands: ['', '4S'], current: 0 });
    expect(whyNot(emptyHand, { type: 'play', card: cardsOf('3S')[0] }, en)).toBe(en.mustTake);
  });

  it('passes any other refusal on from the engine instead of guessing "not your turn"', () => {
    const s = arrange(start, { row: '2S', hands: ['3S', '4S'], current: 0 });
    const notHeld = { type: 'play' as const, card: cardsOf('4S')[0] };
    expect(whyNot(s, notHeld, en)).toBe(`Not allowed: ${explainIllegal(s, notHeld)}`);
    expect(whyNot(s, notHeld, en)).toContain('not in your hand');
    expect(whyNot(s, notHeld, de)).toBe('Nicht erlaubt: 4S ist nicht auf deiner Hand');
  });
});
