// The words of `regicide analyze`, in every language of the screens. Moves come already worded the screens'
// way ("Player 2: play 7♠ 8♠"); numbers are the event log's move numbers.
import type { Lang } from '../../text/lang.js';
import { wordsIn } from '../../text/words.js';
import { typesetTexts } from '../../text/typography.js';

type Medal = 'gold' | 'silver' | 'bronze';

export interface AnalyzeTexts {
  searching: (where: string) => string;
  fromTheStart: string;
  afterMove: (n: number) => string;
  lookingForMedal: string;
  winnableSoFar: string;
  notWinnable: string;
  unknown: (seconds: number) => string;
  winnable: string;
  winnableMedal: (medal: Medal, proven: boolean) => string;
  solo: string;
  players: (n: number) => string;
  standardRules: string;
  deal: (seed: string, who: string, rules: string, verdict: string) => string;
  /** The search's time and how many positions it searched. */
  searched: (seconds: string, positions: number) => string;
  winningLine: (n: number) => string;
  lineWritten: (file: string) => string;
  fileHead: (file: string, seed: string, who: string, moves: number) => string;
  gameWon: string;
  startVerdict: (verdict: string) => string;
  startWas: (verdict: string) => string;
  /** The move that lost the deal, worded the screens' way, and who played it. */
  lostFrom: (k: number, who: string, move: string) => string;
  notOverStillWinnable: string;
  stillWinnableAfter: (n: number) => string;
  bracket: (winnable: number, lost: number) => string;
  stillWins: (after: number, n: number) => string;
  winningFromStart: (n: number) => string;
  gameLineWritten: (upTo: number, file: string) => string;
  openStepper: string;
}

const EN = wordsIn('en');
const DE = wordsIn('de');
const moves = { one: '# move', other: '# moves' };
const positions = { one: '# position', other: '# positions' };
const zuege = { one: '# Zug', other: '# Züge' };
const stellungen = { one: '# Stellung', other: '# Stellungen' };
const FR = wordsIn('fr');
const NB = wordsIn('nb');
const coups = { one: '# coup', other: '# coups' };
const trekk = { one: '# trekk', other: '# trekk' };

const TEXTS: Record<Lang, AnalyzeTexts> = {
  en: {
    searching: (where) => (where ? `searching ${where}` : 'searching'),
    fromTheStart: 'from the start',
    afterMove: (n) => `after move ${n}`,
    lookingForMedal: 'winnable; looking for a better medal',
    winnableSoFar: 'winnable',
    notWinnable: 'not winnable (proven: no line wins)',
    unknown: (s) => `unknown (no winning line found and no proof of loss within ${s} s)`,
    winnable: 'winnable',
    winnableMedal: (m, proven) => `winnable, best medal ${m}${proven ? '' : ' (a better one was neither found nor ruled out in time)'}`,
    solo: 'solo',
    players: (n) => `${n} players`,
    standardRules: 'standard rules',
    deal: (seed, who, rules, verdict) => `Deal "${seed}" (${who}, ${rules}): ${verdict}`,
    searched: (s, nodes) => `Searched ${s} s (${EN.count(nodes, positions)}).`,
    winningLine: (n) => `A winning line (${EN.count(n, moves)}):`,
    lineWritten: (file) => `The line is written to ${file} (open it with: regicide replay ${file}).`,
    fileHead: (file, seed, who, n) => `${file}: seed "${seed}", ${who}, ${EN.count(n, moves)}.`,
    gameWon: 'The game was won.',
    startVerdict: (v) => `From the start: ${v}.`,
    startWas: (v) => `From the start the deal was ${v}.`,
    lostFrom: (k, who, move) => `From move ${k} on the deal was lost: after move ${k - 1} it could still be won; ${who} played "${move}", which left no winning line.`,
    notOverStillWinnable: 'The game is not over, and it can still be won from where it stands.',
    stillWinnableAfter: (n) => `It could still be won after move ${n}; no later position was proven lost in time.`,
    bracket: (a, b) => `It could still be won after move ${a} and was lost after move ${b}; the search could not tell in time which move in between lost it.`,
    stillWins: (after, n) => `What still wins after move ${after} (${EN.count(n, moves)}):`,
    winningFromStart: (n) => `A winning line from the start (${EN.count(n, moves)}):`,
    gameLineWritten: (upTo, file) => `The game up to move ${upTo} and then the winning line are written to ${file} (open it with: regicide replay ${file}).`,
    openStepper: 'Open the winning line in the replay stepper? y / n ',
  },
  de: {
    searching: (where) => (where ? `Suche ${where}` : 'Suche'),
    fromTheStart: 'ab Spielbeginn',
    afterMove: (n) => `nach Zug ${n}`,
    lookingForMedal: 'gewinnbar; Suche nach einer besseren Medaille',
    winnableSoFar: 'gewinnbar',
    notWinnable: 'nicht gewinnbar (bewiesen: kein Weg gewinnt)',
    unknown: (s) => `unbekannt (in ${s} s weder ein gewinnender Weg gefunden noch die Niederlage bewiesen)`,
    winnable: 'gewinnbar',
    winnableMedal: (m, proven) =>
      `gewinnbar, beste Medaille ${{ gold: 'Gold', silver: 'Silber', bronze: 'Bronze' }[m]}${proven ? '' : ' (eine bessere wurde in der Zeit weder gefunden noch ausgeschlossen)'}`,
    solo: 'solo',
    players: (n) => `${n} Spieler`,
    standardRules: 'Grundregeln',
    deal: (seed, who, rules, verdict) => `Blatt „${seed}“ (${who}, ${rules}): ${verdict}`,
    searched: (s, nodes) => `Suchdauer: ${s} s (${DE.count(nodes, stellungen)}).`,
    winningLine: (n) => `Ein gewinnender Weg (${DE.count(n, zuege)}):`,
    lineWritten: (file) => `Der Weg steht in ${file} (ansehen mit: regicide replay ${file}).`,
    fileHead: (file, seed, who, n) => `${file}: Seed „${seed}“, ${who}, ${DE.count(n, zuege)}.`,
    gameWon: 'Das Spiel wurde gewonnen.',
    startVerdict: (v) => `Ab Spielbeginn: ${v}.`,
    startWas: (v) => `Ab Spielbeginn war das Blatt ${v}.`,
    lostFrom: (k, who, move) => `Ab Zug ${k} war das Spiel verloren: nach Zug ${k - 1} war es noch zu gewinnen; ${who} spielte „${move}“, danach blieb kein gewinnender Weg.`,
    notOverStillWinnable: 'Das Spiel ist nicht vorbei und von hier aus noch zu gewinnen.',
    stillWinnableAfter: (n) => `Nach Zug ${n} war es noch zu gewinnen; keine spätere Stellung wurde in der Zeit als verloren bewiesen.`,
    bracket: (a, b) => `Nach Zug ${a} war es noch zu gewinnen, nach Zug ${b} verloren; welcher Zug dazwischen es verlor, ließ sich in der Zeit nicht klären.`,
    stillWins: (after, n) => `Was nach Zug ${after} noch gewinnt (${DE.count(n, zuege)}):`,
    winningFromStart: (n) => `Ein gewinnender Weg ab Spielbeginn (${DE.count(n, zuege)}):`,
    gameLineWritten: (upTo, file) => `Das Spiel bis Zug ${upTo} und danach der gewinnende Weg stehen in ${file} (ansehen mit: regicide replay ${file}).`,
    openStepper: 'Den gewinnenden Weg Zug für Zug ansehen (regicide replay)? j / n ',
  },
  fr: {
    searching: (where) => (where ? `recherche ${where}` : 'recherche'),
    fromTheStart: 'depuis le début',
    afterMove: (n) => `après le coup ${n}`,
    lookingForMedal: 'gagnable\u00a0; recherche d’une meilleure médaille',
    winnableSoFar: 'gagnable',
    notWinnable: 'impossible à gagner (prouvé\u00a0: aucune suite ne gagne)',
    unknown: (s) => `inconnu (ni suite gagnante trouvée ni défaite prouvée en ${s} s)`,
    winnable: 'gagnable',
    winnableMedal: (m, proven) =>
      `gagnable, meilleure médaille\u00a0: ${{ gold: 'or', silver: 'argent', bronze: 'bronze' }[m]}${proven ? '' : ' (une meilleure n’a été ni trouvée ni exclue à temps)'}`,
    solo: 'solo',
    players: (n) => FR.count(n, { one: '# joueur', other: '# joueurs' }),
    standardRules: 'règles de base',
    deal: (seed, who, rules, verdict) => `Donne «\u00a0${seed}\u00a0» (${who}, ${rules})\u00a0: ${verdict}`,
    searched: (s, nodes) => `Recherche\u00a0: ${s} s (${FR.count(nodes, { one: '# position', other: '# positions' })}).`,
    winningLine: (n) => `Une suite gagnante (${FR.count(n, coups)})\u00a0:`,
    lineWritten: (file) => `La suite est écrite dans ${file} (à ouvrir avec\u00a0: regicide replay ${file}).`,
    fileHead: (file, seed, who, n) => `${file}\u00a0: graine «\u00a0${seed}\u00a0», ${who}, ${FR.count(n, coups)}.`,
    gameWon: 'La partie a été gagnée.',
    startVerdict: (v) => `Depuis le début\u00a0: ${v}.`,
    startWas: (v) => `Depuis le début, la donne était ${v}.`,
    lostFrom: (k, who, move) =>
      `La donne était perdue à partir du coup ${k}\u00a0: après le coup ${k - 1}, elle pouvait encore être gagnée\u00a0; ${who} a joué «\u00a0${move}\u00a0», après quoi plus aucune suite ne gagnait.`,
    notOverStillWinnable: 'La partie n’est pas finie et peut encore être gagnée depuis la position actuelle.',
    stillWinnableAfter: (n) => `Elle pouvait encore être gagnée après le coup ${n}\u00a0; aucune position ultérieure n’a été prouvée perdue à temps.`,
    bracket: (a, b) => `Elle pouvait encore être gagnée après le coup ${a} et était perdue après le coup ${b}\u00a0; la recherche n’a pas pu dire à temps quel coup entre les deux l’a perdue.`,
    stillWins: (after, n) => `Ce qui gagne encore après le coup ${after} (${FR.count(n, coups)})\u00a0:`,
    winningFromStart: (n) => `Une suite gagnante depuis le début (${FR.count(n, coups)})\u00a0:`,
    gameLineWritten: (upTo, file) => `La partie jusqu’au coup ${upTo}, puis la suite gagnante, sont écrites dans ${file} (à ouvrir avec\u00a0: regicide replay ${file}).`,
    openStepper: 'Ouvrir la suite gagnante coup par coup (regicide replay)\u00a0? o / n ',
  },
  nb: {
    searching: (where) => (where ? `søker ${where}` : 'søker'),
    fromTheStart: 'fra starten',
    afterMove: (n) => `etter trekk ${n}`,
    lookingForMedal: 'kan vinnes; leter etter en bedre medalje',
    winnableSoFar: 'kan vinnes',
    notWinnable: 'kan ikke vinnes (bevist: ingen vei vinner)',
    unknown: (s) => `ukjent (verken en vinnende vei eller et bevis for tap funnet på ${s} s)`,
    winnable: 'kan vinnes',
    winnableMedal: (m, proven) => `kan vinnes, beste medalje ${{ gold: 'gull', silver: 'sølv', bronze: 'bronse' }[m]}${proven ? '' : ' (en bedre ble verken funnet eller utelukket i tide)'}`,
    solo: 'solo',
    players: (n) => NB.count(n, { one: '# spiller', other: '# spillere' }),
    standardRules: 'grunnreglene',
    deal: (seed, who, rules, verdict) => `Given «${seed}» (${who}, ${rules}): ${verdict}`,
    searched: (s, nodes) => `Søkte ${s} s (${NB.count(nodes, { one: '# stilling', other: '# stillinger' })}).`,
    winningLine: (n) => `En vinnende vei (${NB.count(n, trekk)}):`,
    lineWritten: (file) => `Veien er skrevet til ${file} (åpne den med: regicide replay ${file}).`,
    fileHead: (file, seed, who, n) => `${file}: frø «${seed}», ${who}, ${NB.count(n, trekk)}.`,
    gameWon: 'Spillet ble vunnet.',
    startVerdict: (v) => `Fra starten: ${v}.`,
    startWas: (v) => `Given fra starten: ${v}.`,
    lostFrom: (k, who, move) => `Fra trekk ${k} var given tapt: etter trekk ${k - 1} kunne den fortsatt vinnes; ${who} spilte «${move}», og deretter fantes ingen vinnende vei.`,
    notOverStillWinnable: 'Spillet er ikke over, og det kan fortsatt vinnes herfra.',
    stillWinnableAfter: (n) => `Det kunne fortsatt vinnes etter trekk ${n}; ingen senere stilling ble bevist tapt i tide.`,
    bracket: (a, b) => `Det kunne fortsatt vinnes etter trekk ${a} og var tapt etter trekk ${b}; søket fant ikke ut i tide hvilket trekk imellom som tapte det.`,
    stillWins: (after, n) => `Dette vinner fortsatt etter trekk ${after} (${NB.count(n, trekk)}):`,
    winningFromStart: (n) => `En vinnende vei fra starten (${NB.count(n, trekk)}):`,
    gameLineWritten: (upTo, file) => `Spillet frem til trekk ${upTo} og deretter den vinnende veien er skrevet til ${file} (åpne med: regicide replay ${file}).`,
    openStepper: 'Se den vinnende veien trekk for trekk (regicide replay)? j / n ',
  },
};

export const analyzeTexts = (lang: Lang): AnalyzeTexts => typesetTexts(TEXTS[lang], lang);

/** Seconds with two decimals (or `digits`), in the language's own way. */
export const decimals = (lang: Lang, x: number, digits = 2): string => new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
