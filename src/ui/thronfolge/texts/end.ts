// Thronfolge: the end screen (the headline, what decided it, the score table, the match, the keys).
import type { TieBreak } from '../../../games/thronfolge/types.js';
import type { Dictionary } from '../../shared/texts-for.js';
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
  /** The same for a narrow terminal. */
  endKeysNextShort: string;
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
  endKeysNextShort: 'Enter: next game   q: leave (saved)',
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
  gameOver: (headline) => `Spielende – ${headline}`,
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
  endKeysNextShort: 'Enter: nächste Partie   q: beenden',
  endKeysAgain: 'r dieses Blatt noch mal · p noch mal (neuer Seed) · n neues Spiel · q/Enter beenden',
  endKeysShort: 'r noch mal · p neuer Seed · n neues Spiel · q beenden',
  endSeed: (seed, variants) => `Seed ${seed} · Varianten: ${variants.length ? variants.join(', ') : 'keine'}`,
  practiceGame: 'Übungsspiel (Rücknahme oder Tipps genutzt): getrennt gezählt',
  practiceShort: 'Übungsspiel',
  endKeyHelp: {
    endNext: ['Enter', 'mitten im Match: die nächste Partie beginnen'],
    endAgain: ['p', 'nach der letzten Partie: noch mal (derselbe Gegner, dieselbe Bot-Stufe, Matchlänge und --first, neuer Seed)'],
    endRetry: ['r', 'nach der letzten Partie: das Blatt dieser Partie noch mal (ihr Seed und Beginn, als eine Partie)'],
    endNew: ['n', 'nach der letzten Partie: neues Spiel (ein Duell gegen den starken Bot, Münzwurf)'],
    endLeave: ['q / Enter / Esc', 'beenden (mitten im Match ist die nächste Partie gespeichert)'],
  },
};

const fr: ThronfolgeEndTexts = {
  gameOver: (headline) => `Fin de partie — ${headline}`,
  wins: (name) => `${name} gagne.`,
  youWin: 'Vous gagnez\u00a0!',
  sharedVictory: 'Victoire partagée\u00a0: les deux gagnent.',
  decidedBy: (reason, tb) => {
    if (reason === 'crowns') return 'Décidé par trois couronnes dans une même collection.';
    switch (tb) {
      case 'score':
        return 'Décidé par le meilleur score.';
      case 'spades':
        return 'Scores égaux\u00a0: les partisans ♠ ont départagé.';
      case 'hearts':
        return 'Égalité aux points et en ♠\u00a0: les partisans ♥ ont départagé.';
      case 'diamonds':
        return 'Égalité aux points, en ♠ et en ♥\u00a0: les partisans ♦ ont départagé.';
      case 'clubs':
        return 'Égalité aux points, en ♠, ♥ et ♦\u00a0: les partisans ♣ ont départagé.';
      case 'crowns':
        return 'Égalité aux points et en partisans\u00a0: les couronnes ont départagé.';
      default:
        return 'Égalité aux points, dans chaque famille et en couronnes\u00a0: rien ne départage.';
    }
  },
  category: 'Catégorie',
  followersOf: (suit) => `Partisans ${suit}`,
  familiesTotal: 'Familles',
  setsTotal: 'Séries (5 chacune)',
  setsCell: (count, points) => `${count} × 5 = ${points}`,
  favourTotal: 'Faveur',
  betrayalTotal: 'Trahison',
  crownsHeld: 'Couronnes (0 point)',
  crownsCell: (n) => `${n} sur 3`,
  total: 'Total',
  matchTally: (g, n, a, b, shared) => `Match après la partie ${g} sur ${n}\u00a0: ${a} · ${b}${shared ? ` · partagées ${shared}` : ''}`,
  matchWon: (name) => `${name} remporte le match.`,
  matchLevel: 'Le match se termine à égalité.',
  nextStarts: (name) => `Partie suivante\u00a0: ${name} commence.`,
  logSaved: (path) => `Journal de la partie\u00a0: ${path}`,
  replayWith: 'À revoir avec\u00a0:',
  endKeys: 'q ou Entrée\u00a0: quitter',
  endKeysNext: 'Entrée\u00a0: partie suivante   q\u00a0: quitter (la suivante est sauvegardée)',
  endKeysNextShort: 'Entrée\u00a0: partie suivante   q\u00a0: quitter',
  endKeysAgain: 'r même donne · p rejouer (autre graine) · n nouvelle partie · q/Entrée quitter',
  endKeysShort: 'r même donne · p rejouer · n nouvelle · q quitter',
  endSeed: (seed, variants) => `Graine ${seed} · variantes\u00a0: ${variants.length ? variants.join(', ') : 'aucune'}`,
  practiceGame: 'Partie d’entraînement (annulation ou conseils)\u00a0: comptée à part',
  practiceShort: 'entraînement',
  endKeyHelp: {
    endNext: ['Entrée', 'en cours de match\u00a0: commencer la partie suivante'],
    endAgain: ['p', 'après la dernière partie\u00a0: rejouer (même adversaire, même niveau de bot, même longueur de match et même --first, nouvelle graine)'],
    endRetry: ['r', 'après la dernière partie\u00a0: rejouer la donne de cette partie (sa graine et son premier joueur, en une seule partie)'],
    endNew: ['n', 'après la dernière partie\u00a0: nouvelle partie (un duel contre le bot fort, à pile ou face)'],
    endLeave: ['q / Entrée / Échap', 'quitter (en cours de match, la partie suivante est sauvegardée)'],
  },
};

const nb: ThronfolgeEndTexts = {
  gameOver: (headline) => `Spillet er over – ${headline}`,
  wins: (name) => `${name} vinner.`,
  youWin: 'Du vinner!',
  sharedVictory: 'Delt seier: begge vinner.',
  decidedBy: (reason, tb) => {
    if (reason === 'crowns') return 'Avgjort av tre kroner i én samling.';
    switch (tb) {
      case 'score':
        return 'Avgjort av flest poeng.';
      case 'spades':
        return 'Like mange poeng: flest ♠-tilhengere avgjorde.';
      case 'hearts':
        return 'Likt på poeng og ♠: flest ♥-tilhengere avgjorde.';
      case 'diamonds':
        return 'Likt på poeng, ♠ og ♥: flest ♦-tilhengere avgjorde.';
      case 'clubs':
        return 'Likt på poeng, ♠, ♥ og ♦: flest ♣-tilhengere avgjorde.';
      case 'crowns':
        return 'Likt på poeng og tilhengere: flest kroner avgjorde.';
      default:
        return 'Likt på poeng, i hver familie og på kroner: ingenting avgjorde.';
    }
  },
  category: 'Kategori',
  followersOf: (suit) => `${suit}-tilhengere`,
  familiesTotal: 'Familier',
  setsTotal: 'Sett (5 hver)',
  setsCell: (count, points) => `${count} × 5 = ${points}`,
  favourTotal: 'Gunst',
  betrayalTotal: 'Svik',
  crownsHeld: 'Kroner (0 poeng)',
  crownsCell: (n) => `${n} av 3`,
  total: 'Sum',
  matchTally: (g, n, a, b, shared) => `Kampen etter parti ${g} av ${n}: ${a} · ${b}${shared ? ` · delt ${shared}` : ''}`,
  matchWon: (name) => `${name} vinner kampen.`,
  matchLevel: 'Kampen ender uavgjort.',
  nextStarts: (name) => `Neste parti: ${name} begynner.`,
  logSaved: (path) => `Spillogg: ${path}`,
  replayWith: 'Se det igjen med:',
  endKeys: 'q eller Enter: avslutt',
  endKeysNext: 'Enter: neste parti   q: avslutt (neste parti er lagret)',
  endKeysNextShort: 'Enter: neste parti   q: avslutt (lagret)',
  endKeysAgain: 'r samme giv igjen · p spill igjen (nytt frø) · n nytt spill · q/Enter avslutt',
  endKeysShort: 'r samme giv · p spill igjen · n nytt spill · q avslutt',
  endSeed: (seed, variants) => `Frø ${seed} · varianter: ${variants.length ? variants.join(', ') : 'ingen'}`,
  practiceGame: 'Øvingsspill (angret eller tips brukt): telles for seg i statistikken',
  practiceShort: 'øvingsspill',
  endKeyHelp: {
    endNext: ['Enter', 'midt i en kamp: start neste parti'],
    endAgain: ['p', 'etter siste parti: spill igjen (samme motstander, botnivå, kamplengde og --first, nytt frø)'],
    endRetry: ['r', 'etter siste parti: samme giv igjen for det partiet (frøet og hvem som begynte, som ett parti)'],
    endNew: ['n', 'etter siste parti: nytt spill (én duell mot den sterke boten, myntkast)'],
    endLeave: ['q / Enter / Esc', 'avslutt (midt i en kamp er neste parti lagret)'],
  },
};

export const THRONFOLGE_END: Dictionary<ThronfolgeEndTexts> = { en, de, fr, nb };
