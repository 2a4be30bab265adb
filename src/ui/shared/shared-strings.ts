// Texts of the shared screens (hand-over, help, quit, size guard, replay stepper).
import type { Dictionary } from './i18n.js';

export interface SharedTexts {
  player: (seat: number) => string;
  passTo: (name: string) => string;
  pressEnter: string;
  handOverNote: string;
  enlarge: (cols: number, rows: number, needCols: number, needRows: number) => string;
  enlargeNote: string;
  helpTitle: string;
  helpClose: string;
  /** The help is longer than the terminal: rows shown, and how to scroll. */
  helpScroll: (from: number, to: number, total: number) => string;
  quitQuestion: string;
  quitSaved: string;
  /** Quitting before the player's first move: there is no save to continue. */
  quitNotSaved: string;
  quitYesNo: string;
  replayMove: (n: number, total: number) => string;
  replayStart: string;
  replayKeys: string;
  replayPlaying: string;
  /** The move number being typed in the stepper. */
  replayGoTo: (typed: string, total: number) => string;
  logTitle: (from: number, to: number, total: number) => string;
  logKeys: string;
  enlargeQuit: string;
  enlargeQuitUnsaved: string;
  quitAsk: string;
  /** The autosave failed; the game goes on and the next move tries again. */
  saveFailed: (why: string) => string;
  /** Before a path printed alone on its line (the replay command with FILE did not fit). */
  replayFileIs: string;
  /** The first hint or undo of a game asks whether to make it a practice game. */
  practiceQuestion: (kind: 'hint' | 'undo') => string;
  /** `medal`: a win of this game would earn a medal (solo Regicide). */
  practiceCost: (medal: boolean) => string;
  practiceKeys: string;
  /** The daily deal a game plays, on the status line and the end screen. */
  dailyMark: (date: string, attempt: number) => string;
  /** A deal played again from the end screen (r). */
  retryMark: string;
  /** Above a daily game's share text (end screen, terminal lines, stats). */
  shareLabel: string;
}

export const SHARED_TEXTS: Dictionary<SharedTexts> = {
  en: {
    player: (seat) => `Player ${seat}`,
    passTo: (name) => `Pass to ${name}`,
    pressEnter: 'press Enter when only they can see the screen',
    handOverNote: 'Everyone else: look away now.',
    enlarge: (c, r, nc, nr) => `The terminal is ${c}×${r}; please enlarge it to at least ${nc}×${nr}.`,
    enlargeNote: 'The game waits and goes on as soon as it fits.',
    helpTitle: 'Help',
    helpClose: '? or Esc closes',
    helpScroll: (from, to, total) => `↑/↓ ${from}–${to} of ${total}`,
    quitQuestion: 'Quit now?',
    quitSaved: 'The game is saved after every move; continue it later with --resume.',
  quitNotSaved: 'Nothing is saved yet: a game is saved from your first move on.',
    quitYesNo: 'y / Enter: quit    n / Esc: keep playing',
    replayMove: (n, total) => `Move ${n} of ${total}`,
    replayStart: 'Start of the game',
    replayKeys: '←/→ one move   Home/End ends   N Enter: move N   space play/pause   q quit',
    replayPlaying: '▶ playing',
    replayGoTo: (typed, total) => `go to move ${typed}_ of ${total}: Enter`,
    logTitle: (from, to, total) => `Event log: lines ${from}–${to} of ${total}`,
    logKeys: '↑/↓ line   PgUp/PgDn page   Home/End   v or Esc: close',
    enlargeQuit: 'q quits (the game stays saved).',
    enlargeQuitUnsaved: 'q quits (nothing is saved before your first move).',
    quitAsk: 'Quit now? y / Enter: quit    n / Esc: wait',
    replayFileIs: 'where FILE is:',
    saveFailed: (why) => `could not save: ${why}; the game goes on and saving is retried after the next move`,
    practiceQuestion: (kind) => (kind === 'hint' ? 'Ask for a hint?' : 'Take back your move?'),
    practiceCost: (medal) => `The game then counts as practice: ${medal ? 'a win earns no medal, and ' : ''}the statistics count it apart. After a yes, hints and undo ask no more.`,
    practiceKeys: 'y / Enter: yes    n / Esc: no',
    dailyMark: (date, attempt) => `Daily deal ${date} (attempt ${attempt})`,
    retryMark: 'retry of a deal played before',
    shareLabel: 'Share your result (no cards, no seed):',
  },
  de: {
    player: (seat) => `Spieler ${seat}`,
    passTo: (name) => `Weitergeben an ${name}`,
    pressEnter: 'Enter drücken, sobald nur diese Person den Bildschirm sieht',
    handOverNote: 'Alle anderen: bitte wegsehen.',
    enlarge: (c, r, nc, nr) => `Das Terminal hat ${c}×${r} Zeichen; bitte auf mindestens ${nc}×${nr} vergrößern.`,
    enlargeNote: 'Das Spiel wartet und geht weiter, sobald es passt.',
    helpTitle: 'Hilfe',
    helpClose: '? oder Esc schließt',
    helpScroll: (from, to, total) => `↑/↓ ${from}–${to} von ${total}`,
    quitQuestion: 'Jetzt beenden?',
    quitSaved: 'Das Spiel wird nach jedem Zug gespeichert; später mit --resume fortsetzen.',
  quitNotSaved: 'Noch ist nichts gespeichert: Gespeichert wird ab deinem ersten Zug.',
    quitYesNo: 'j / Enter: beenden    n / Esc: weiterspielen',
    replayMove: (n, total) => `Zug ${n} von ${total}`,
    replayStart: 'Spielbeginn',
    replayKeys: '←/→ ein Zug   Pos1/Ende   N Enter: Zug N   Leertaste Abspielen/Pause   q Ende',
    replayPlaying: '▶ läuft',
    replayGoTo: (typed, total) => `zu Zug ${typed}_ von ${total}: Enter`,
    logTitle: (from, to, total) => `Spielverlauf: Zeilen ${from}–${to} von ${total}`,
    logKeys: '↑/↓ Zeile   BildAuf/BildAb Seite   Pos1/Ende   v oder Esc: schließen',
    enlargeQuit: 'q beendet (das Spiel bleibt gespeichert).',
    enlargeQuitUnsaved: 'q beendet (vor deinem ersten Zug ist nichts gespeichert).',
    quitAsk: 'Jetzt beenden? j / Enter: beenden    n / Esc: warten',
    replayFileIs: 'mit FILE =',
    saveFailed: (why) => `Speichern fehlgeschlagen: ${why}; das Spiel läuft weiter, nach dem nächsten Zug wird erneut gespeichert`,
    practiceQuestion: (kind) => (kind === 'hint' ? 'Einen Tipp holen?' : 'Deinen Zug zurücknehmen?'),
    practiceCost: (medal) => `Das Spiel zählt dann als Übung: ${medal ? 'ein Sieg bringt keine Medaille, und ' : ''}die Statistik führt es getrennt. Nach einem Ja fragen Tipp und Rücknahme nicht mehr.`,
    practiceKeys: 'j / Enter: ja    n / Esc: nein',
    dailyMark: (date, attempt) => `Tagesspiel ${date} (Versuch ${attempt})`,
    retryMark: 'Wiederholung einer gespielten Austeilung',
    shareLabel: 'Zum Teilen (ohne Karten, ohne Seed):',
  },
};
