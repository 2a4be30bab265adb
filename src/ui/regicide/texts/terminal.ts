// Regicide: the lines printed on the normal screen (after leaving, or when --resume cannot continue).
import { command } from '../../shared/commands.js';
import { EN, DE, FR, NB } from './counted.js';
import type { Dictionary } from '../../shared/texts-for.js';

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

const fr: RegicideTerminalTexts = {
  savedTo: (path) => `La partie est sauvegardée dans ${path}`,
  resumeWith: `Pour la reprendre\u00a0: ${command('regicide', 'play', '--resume')}`,
  noUnfinished: (folder) => `aucune partie inachevée à reprendre dans ${folder}`,
  cannotResume: (why) => `reprise impossible\u00a0: ${why}`,
  alreadyOver: (path) => `${path}\u00a0: cette partie est terminée\u00a0; pour la revoir\u00a0: ${command('regicide', 'replay', path)}`,
  resumedOther: (n) => `Reprise d’une partie à ${FR.count(n, { one: 'un joueur', other: '# joueurs' })}\u00a0; ses propres options s’appliquent.`,
};

const nb: RegicideTerminalTexts = {
  savedTo: (path) => `Spillet er lagret i ${path}`,
  resumeWith: `Fortsett med: ${command('regicide', 'play', '--resume')}`,
  noUnfinished: (folder) => `ingen uferdige spill å fortsette i ${folder}`,
  cannotResume: (why) => `kan ikke fortsette: ${why}`,
  alreadyOver: (path) => `${path}: det spillet er over; se det med: ${command('regicide', 'replay', path)}`,
  resumedOther: (n) => `Fortsetter et spill for ${NB.count(n, { one: 'én spiller', other: '# spillere' })}; spillets egne innstillinger gjelder.`,
};

export const REGICIDE_TERMINAL: Dictionary<RegicideTerminalTexts> = { en, de, fr, nb };
