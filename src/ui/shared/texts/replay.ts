// The replay stepper's frame, and the replay command printed for a finished game.
import type { Dictionary } from '../i18n.js';

export interface SharedReplayTexts {
  replayMove: (n: number, total: number) => string;
  replayStart: string;
  replayKeys: string;
  replayPlaying: string;
  /** The move number being typed in the stepper. */
  replayGoTo: (typed: string, total: number) => string;
  /** Before a path printed alone on its line (the replay command with FILE did not fit). */
  replayFileIs: string;
  /** The word for the file in that command. */
  replayFile: string;
}

const en: SharedReplayTexts = {
  replayMove: (n, total) => `Move ${n} of ${total}`,
  replayStart: 'Start of the game',
  replayKeys: '←/→ one move  Home/End ends  N Enter: move N  space play/pause  ? help  q quit',
  replayPlaying: '▶ playing',
  replayGoTo: (typed, total) => `go to move ${typed}_ of ${total}: Enter`,
  replayFileIs: 'where FILE is:',
  replayFile: 'FILE',
};

const de: SharedReplayTexts = {
  replayMove: (n, total) => `Zug ${n} von ${total}`,
  replayStart: 'Spielbeginn',
  replayKeys: '←/→ ein Zug  Pos1/Ende  N Enter: Zug N  Leertaste Start/Pause  ? Hilfe  q Ende',
  replayPlaying: '▶ läuft',
  replayGoTo: (typed, total) => `zu Zug ${typed}_ von ${total}: Enter`,
  replayFileIs: 'und DATEI ist:',
  replayFile: 'DATEI',
};

const fr: SharedReplayTexts = {
  replayMove: (n, total) => `Coup ${n} sur ${total}`,
  replayStart: 'Début de la partie',
  replayKeys: '←/→ un coup  Début/Fin  N Entrée\u00a0: coup N  espace lire/pause  ? aide  q quitter',
  replayPlaying: '▶ lecture',
  replayGoTo: (typed, total) => `aller au coup ${typed}_ sur ${total}\u00a0: Entrée`,
  replayFileIs: 'où FICHIER vaut\u00a0:',
  replayFile: 'FICHIER',
};

const nb: SharedReplayTexts = {
  replayMove: (n, total) => `Trekk ${n} av ${total}`,
  replayStart: 'Spillets start',
  replayKeys: '←/→ ett trekk  Home/End  N Enter: trekk N  mellomrom spill/pause  ? hjelp  q ut',
  replayPlaying: '▶ spiller',
  replayGoTo: (typed, total) => `gå til trekk ${typed}_ av ${total}: Enter`,
  replayFileIs: 'der FIL er:',
  replayFile: 'FIL',
};

export const SHARED_REPLAY: Dictionary<SharedReplayTexts> = { en, de, fr, nb };
