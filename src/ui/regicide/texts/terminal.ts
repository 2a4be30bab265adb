// Regicide: the lines printed on the normal screen (after leaving, or when --resume cannot continue).
import { command } from '../../shared/commands.js';
import { EN, DE } from './counted.js';
import type { Dictionary } from '../../shared/i18n.js';

export interface RegicideTerminalTexts {
  savedTo: (path: string) => string;
  resumeWith: string;
  noUnfinished: (folder: string) => string;
  cannotResume: (why: string) => string;
  alreadyOver: (path: string) => string;
  resumedOther: (players: number) => string;
}

const en: RegicideTerminalTexts = {
  savedTo: (path) => `The game is saved in ${path}`,
  resumeWith: `Continue it with: ${command('regicide', 'play', '--resume')}`,
  noUnfinished: (folder) => `no unfinished game to resume in ${folder}`,
  cannotResume: (why) => `cannot resume: ${why}`,
  alreadyOver: (path) => `${path}: that game is over; watch it with: ${command('regicide', 'replay', path)}`,
  resumedOther: (n) => `Resuming a game for ${EN.count(n, { one: 'one player', other: '# players' })}; its own options apply.`,
};

const de: RegicideTerminalTexts = {
  savedTo: (path) => `Das Spiel ist gespeichert in ${path}`,
  resumeWith: `Fortsetzen mit: ${command('regicide', 'play', '--resume')}`,
  noUnfinished: (folder) => `kein unfertiges Spiel zum Fortsetzen in ${folder}`,
  cannotResume: (why) => `fortsetzen nicht möglich: ${why}`,
  alreadyOver: (path) => `${path}: dieses Spiel ist vorbei; ansehen mit: ${command('regicide', 'replay', path)}`,
  resumedOther: (n) => `Ein Spiel für ${DE.count(n, { one: 'eine Person', other: '# Spieler' })} wird fortgesetzt; es gelten seine eigenen Optionen.`,
};

export const REGICIDE_TERMINAL: Dictionary<RegicideTerminalTexts> = { en, de };
