// Thronfolge: the end screen (the headline, what decided it, the score table, the match, the keys).
import type { TieBreak } from '../../../games/thronfolge/types.js';
import type { Dictionary } from '../../shared/i18n.js';
import type { ThronfolgeEndKeyId } from '../end-keymap.js';

export interface ThronfolgeEndTexts {
  gameOver: (headline: string) => string;
  wins: (name: string) => string;
  youWin: string;
  sharedVictory: string;
  decidedBy: (reason: 'crowns' | 'score', tieBreak: TieBreak | null) => string;
  category: string;
  followersOf: (suit: string) => string;
  familiesTotal: string;
  setsTotal: string;
  setsCell: (count: number, points: number) => string;
  favourTotal: string;
  betrayalTotal: string;
  /** Below the total, apart from the categories: crowns score nothing (three win at once). */
  crownsHeld: string;
  crownsCell: (n: number) => string;
  total: string;
  matchTally: (game: number, games: number, a: string, b: string, shared: number) => string;
  matchWon: (name: string) => string;
  matchLevel: string;
  nextStarts: (name: string) => string;
  logSaved: (path: string) => string;
  replayWith: string;
  endKeys: string;
  endKeysNext: string;
  /** After the last game: play again (same options, new seed), a new game (defaults), leave. */
  endKeysAgain: string;
  /** The same keys for a narrow terminal. */
  endKeysShort: string;
  endSeed: (seed: string, variants: readonly string[]) => string;
  practiceGame: string;
  practiceShort: string;
  /** The end screen's keys in the help and the README. */
  endKeyHelp: Record<ThronfolgeEndKeyId, readonly [string, string]>;
}

const en: ThronfolgeEndTexts = {
  gameOver: (headline) => `Game over — ${headline}`,
  wins: (name) => `${name} wins.`,
  youWin: 'You win!',
  sharedVictory: 'A shared victory: both win.',
  decidedBy: (reason, tb) => {
    if (reason === 'crowns') return 'Decided by three crowns in one collection.';
    switch (tb) {
      case 'score':
        return 'Decided by the higher score.';
      case 'spades':
        return 'Equal scores: more ♠ followers decided.';
      case 'hearts':
        return 'Equal scores and ♠: more ♥ followers decided.';
      case 'diamonds':
        return 'Equal scores, ♠ and ♥: more ♦ followers decided.';
      case 'clubs':
        return 'Equal scores, ♠, ♥ and ♦: more ♣ followers decided.';
      case 'crowns':
        return 'Equal scores and followers: more crowns decided.';
      default:
        return 'Equal in score, every family and crowns: nothing decided.';
    }
  },
  category: 'Category',
  followersOf: (suit) => `${suit} followers`,
  familiesTotal: 'Families',
  setsTotal: 'Sets (5 each)',
  setsCell: (count, points) => `${count} × 5 = ${points}`,
  favourTotal: 'Favour',
  betrayalTotal: 'Betrayal',
  crownsHeld: 'Crowns (no points)',
  crownsCell: (n) => `${n} of 3`,
  total: 'Total',
  matchTally: (g, n, a, b, shared) => `Match after game ${g} of ${n}: ${a} · ${b}${shared ? ` · shared ${shared}` : ''}`,
  matchWon: (name) => `${name} wins the match.`,
  matchLevel: 'The match ends level.',
  nextStarts: (name) => `Next game: ${name} starts.`,
  logSaved: (path) => `Game log: ${path}`,
  replayWith: 'Watch it again with:',
  endKeys: 'q or Enter: leave',
  endKeysNext: 'Enter: next game   q: leave (the next game is saved)',
  endKeysAgain: 'r retry this deal · p play again (new seed) · n new game · q/Enter leave',
  endKeysShort: 'r retry · p play again · n new game · q leave',
  endSeed: (seed, variants) => `Seed ${seed} · variants: ${variants.length ? variants.join(', ') : 'none'}`,
  practiceGame: 'Practice game (undo or hints used): counted apart in stats',
  practiceShort: 'practice game',
  endKeyHelp: {
    endNext: ['Enter', 'mid-match: start the next game'],
    endAgain: ['p', 'after the last game: play again (same opponent, bot level, match length and --first, a new seed)'],
    endRetry: ['r', "after the last game: retry that game's deal (its seed and starter, as one game)"],
    endNew: ['n', 'after the last game: new game (one duel against the hard bot, coin toss)'],
    endLeave: ['q / Enter / Esc', 'leave (mid-match the next game is saved)'],
  },
};

const de: ThronfolgeEndTexts = {
  gameOver: (headline) => `Spielende — ${headline}`,
  wins: (name) => `${name} gewinnt.`,
  youWin: 'Du gewinnst!',
  sharedVictory: 'Geteilter Sieg: beide gewinnen.',
  decidedBy: (reason, tb) => {
    if (reason === 'crowns') return 'Entschieden durch drei Kronen in einer Sammlung.';
    switch (tb) {
      case 'score':
        return 'Entschieden durch die höhere Punktzahl.';
      case 'spades':
        return 'Punktgleich: mehr ♠-Anhänger entschieden.';
      case 'hearts':
        return 'Gleich bei Punkten und ♠: mehr ♥-Anhänger entschieden.';
      case 'diamonds':
        return 'Gleich bei Punkten, ♠ und ♥: mehr ♦-Anhänger entschieden.';
      case 'clubs':
        return 'Gleich bei Punkten, ♠, ♥ und ♦: mehr ♣-Anhänger entschieden.';
      case 'crowns':
        return 'Gleich bei Punkten und Anhängern: mehr Kronen entschieden.';
      default:
        return 'Gleich bei Punkten, allen Familien und Kronen: keine Entscheidung.';
    }
  },
  category: 'Wertung',
  followersOf: (suit) => `${suit}-Anhänger`,
  familiesTotal: 'Familien',
  setsTotal: 'Sätze (je 5)',
  setsCell: (count, points) => `${count} × 5 = ${points}`,
  favourTotal: 'Gunst',
  betrayalTotal: 'Verrat',
  crownsHeld: 'Kronen (punktlos)',
  crownsCell: (n) => `${n} von 3`,
  total: 'Summe',
  matchTally: (g, n, a, b, shared) => `Match nach Partie ${g} von ${n}: ${a} · ${b}${shared ? ` · geteilt ${shared}` : ''}`,
  matchWon: (name) => `${name} gewinnt das Match.`,
  matchLevel: 'Das Match endet unentschieden.',
  nextStarts: (name) => `Nächste Partie: ${name} fängt an.`,
  logSaved: (path) => `Spielprotokoll: ${path}`,
  replayWith: 'Noch einmal ansehen mit:',
  endKeys: 'q oder Enter: beenden',
  endKeysNext: 'Enter: nächste Partie   q: beenden (sie ist gespeichert)',
  endKeysAgain: 'r diese Austeilung nochmal · p nochmal (neuer Seed) · n neues Spiel · q/Enter beenden',
  endKeysShort: 'r nochmal · p neuer Seed · n neues Spiel · q beenden',
  endSeed: (seed, variants) => `Seed ${seed} · Varianten: ${variants.length ? variants.join(', ') : 'keine'}`,
  practiceGame: 'Übungsspiel (Rücknahme oder Tipps genutzt): getrennt gezählt',
  practiceShort: 'Übungsspiel',
  endKeyHelp: {
    endNext: ['Enter', 'mitten im Match: die nächste Partie beginnen'],
    endAgain: ['p', 'nach der letzten Partie: nochmal (derselbe Gegner, dieselbe Bot-Stufe, Matchlänge und --first, neuer Seed)'],
    endRetry: ['r', 'nach der letzten Partie: die Austeilung dieser Partie nochmal (ihr Seed und Beginn, als eine Partie)'],
    endNew: ['n', 'nach der letzten Partie: neues Spiel (ein Duell gegen den starken Bot, Münzwurf)'],
    endLeave: ['q / Enter / Esc', 'beenden (mitten im Match ist die nächste Partie gespeichert)'],
  },
};

export const THRONFOLGE_END: Dictionary<ThronfolgeEndTexts> = { en, de };
