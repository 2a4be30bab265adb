// A watcher's screen: its title line, where the watcher stands (asking, refused, waiting for the
// start, the table gone), whose turn it is and the signals after a jester, the hand sizes of a
// game whose board does not show them, the end with the saved log and the replay, and its keys.
import type { Dictionary } from '../../shared/texts-for.js';
import { wordsIn } from '../../../text/words.js';
import type { WatchKeyId } from '../watch-keymap.js';

const [EN, DE, FR] = [wordsIn('en'), wordsIn('de'), wordsIn('fr')];

export interface NetWatchTexts {
  /** "Watching Regicide, table KQX7-2MPD, as Eve". */
  watchTitle: (game: string, code: string, name: string) => string;
  watchAsking: string;
  watchWaitingStart: string;
  watchGone: string;
  watchToMove: (name: string) => string;
  /** After a jester: who chooses the next player (the others' signals follow). */
  watchChooser: (name: string) => string;
  /** Every seat's hand size ("Ann 5 cards"), for a board that does not show them. */
  watchHands: (seats: readonly { name: string; cards: number }[]) => string;
  watchOver: string;
  watchLogKept: (path: string) => string;
  watchReplayWith: (command: string) => string;
  /** The footer's word for each key. */
  watchHint: Record<WatchKeyId, string>;
  /** The keys in the help and the README. */
  watchKeyHelp: Record<WatchKeyId, readonly [string, string]>;
}

const en: NetWatchTexts = {
  watchTitle: (game, code, name) => `Watching ${game}, table ${code}${name ? `, as ${name}` : ''}`,
  watchAsking: 'Waiting for the host to let you in…',
  watchWaitingStart: 'Waiting for the game to start…',
  watchGone: 'The table is gone: its host closed it, or the connection was lost.',
  watchToMove: (name) => `${name} to move`,
  watchChooser: (name) => `Jester: ${name} chooses who goes next`,
  watchHands: (seats) => `Hands: ${seats.map((s) => `${s.name} ${EN.count(s.cards, { one: '# card', other: '# cards' })}`).join(' · ')}`,
  watchOver: 'The game is over.',
  watchLogKept: (path) => `Its log is kept in ${path}`,
  watchReplayWith: (command) => `Replay it later with: ${command}`,
  watchHint: { watchLog: 'v log', watchGreet: 's greet', watchReplay: 'r replay', watchHelp: '? help', watchLeave: 'q leave' },
  watchKeyHelp: {
    watchLog: ['v', 'read the whole event log (↑/↓, PgUp/PgDn)'],
    watchGreet: ['s', 'greet the table (only when the host allows watchers to: --watcher-greetings)'],
    watchReplay: ['r / Enter', 'once the game is over: open its whole replay here (q in the replay comes back)'],
    watchHelp: ['?', 'this help'],
    watchLeave: ['q', 'stop watching (nothing is lost: the table plays on)'],
  },
};

const de: NetWatchTexts = {
  watchTitle: (game, code, name) => `Zuschauen: ${game}, Tisch ${code}${name ? `, als ${name}` : ''}`,
  watchAsking: 'Warten, bis der Gastgeber dich hereinlässt…',
  watchWaitingStart: 'Warten, bis das Spiel beginnt…',
  watchGone: 'Der Tisch ist weg: der Gastgeber hat ihn geschlossen, oder die Verbindung ist verloren.',
  watchToMove: (name) => `${name} ist am Zug`,
  watchChooser: (name) => `Narr: ${name} wählt, wer als Nächstes spielt`,
  watchHands: (seats) => `Hände: ${seats.map((s) => `${s.name} ${DE.count(s.cards, { one: '# Karte', other: '# Karten' })}`).join(' · ')}`,
  watchOver: 'Das Spiel ist vorbei.',
  watchLogKept: (path) => `Das Protokoll liegt in ${path}`,
  watchReplayWith: (command) => `Später nachspielen mit: ${command}`,
  watchHint: { watchLog: 'v Verlauf', watchGreet: 's grüßen', watchReplay: 'r nachspielen', watchHelp: '? Hilfe', watchLeave: 'q gehen' },
  watchKeyHelp: {
    watchLog: ['v', 'den ganzen Spielverlauf lesen (↑/↓, BildAuf/BildAb)'],
    watchGreet: ['s', 'den Tisch grüßen (nur wenn der Gastgeber es Zuschauern erlaubt: --watcher-greetings)'],
    watchReplay: ['r / Enter', 'nach dem Spiel: das ganze Spiel hier nachspielen (q im Nachspielen kommt zurück)'],
    watchHelp: ['?', 'diese Hilfe'],
    watchLeave: ['q', 'nicht mehr zuschauen (nichts geht verloren: der Tisch spielt weiter)'],
  },
};

const fr: NetWatchTexts = {
  watchTitle: (game, code, name) => `Spectateur\u00a0: ${game}, table ${code}${name ? `, en tant que ${name}` : ''}`,
  watchAsking: 'En attente de l’accord de l’hôte…',
  watchWaitingStart: 'En attente du début de la partie…',
  watchGone: 'La table n’est plus là\u00a0: son hôte l’a fermée, ou la connexion est perdue.',
  watchToMove: (name) => `À ${name} de jouer`,
  watchChooser: (name) => `Joker\u00a0: ${name} choisit qui joue ensuite`,
  watchHands: (seats) => `Mains\u00a0: ${seats.map((s) => `${s.name} ${FR.count(s.cards, { one: '# carte', other: '# cartes' })}`).join(' · ')}`,
  watchOver: 'La partie est terminée.',
  watchLogKept: (path) => `Son journal est gardé dans ${path}`,
  watchReplayWith: (command) => `Pour la revoir plus tard\u00a0: ${command}`,
  watchHint: { watchLog: 'v journal', watchGreet: 's saluer', watchReplay: 'r revoir', watchHelp: '? aide', watchLeave: 'q partir' },
  watchKeyHelp: {
    watchLog: ['v', 'lire tout le journal de la partie (↑/↓, PgPréc/PgSuiv)'],
    watchGreet: ['s', 'saluer la table (seulement si l’hôte le permet aux spectateurs\u00a0: --watcher-greetings)'],
    watchReplay: ['r / Entrée', 'une fois la partie finie\u00a0: la revoir en entier ici (q dans la relecture revient)'],
    watchHelp: ['?', 'cette aide'],
    watchLeave: ['q', 'ne plus regarder (rien n’est perdu\u00a0: la table continue)'],
  },
};

const nb: NetWatchTexts = {
  watchTitle: (game, code, name) => `Ser på ${game}, bord ${code}${name ? `, som ${name}` : ''}`,
  watchAsking: 'Venter på at verten slipper deg inn…',
  watchWaitingStart: 'Venter på at spillet skal begynne…',
  watchGone: 'Bordet er borte: verten lukket det, eller forbindelsen er tapt.',
  watchToMove: (name) => `${name} har turen`,
  watchChooser: (name) => `Narr: ${name} velger hvem som spiller nå`,
  watchHands: (seats) => `Hender: ${seats.map((s) => `${s.name} ${s.cards} kort`).join(' · ')}`,
  watchOver: 'Spillet er over.',
  watchLogKept: (path) => `Loggen ligger i ${path}`,
  watchReplayWith: (command) => `Spill det av senere med: ${command}`,
  watchHint: { watchLog: 'v logg', watchGreet: 's hils', watchReplay: 'r avspilling', watchHelp: '? hjelp', watchLeave: 'q gå' },
  watchKeyHelp: {
    watchLog: ['v', 'les hele loggen (↑/↓, PgUp/PgDn)'],
    watchGreet: ['s', 'hils bordet (bare når verten lar tilskuere gjøre det: --watcher-greetings)'],
    watchReplay: ['r / Enter', 'når spillet er over: spill av hele spillet her (q i avspillingen kommer tilbake)'],
    watchHelp: ['?', 'denne hjelpen'],
    watchLeave: ['q', 'slutt å se på (ingenting går tapt: bordet spiller videre)'],
  },
};

export const NET_WATCH: Dictionary<NetWatchTexts> = { en, de, fr, nb };
