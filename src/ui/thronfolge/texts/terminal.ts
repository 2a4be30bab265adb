// Thronfolge: the lines printed on the normal screen (after leaving, or when --resume cannot continue).
import { command } from '../../shared/commands.js';
import { enNum, deNum, frNum, nbNum, scoreDe, scoreFr, scoreNb } from './counted.js';
import type { Dictionary } from '../../shared/texts-for.js';

export interface ThronfolgeTerminalTexts {
  savedTo: (path: string) => string;
  resumeWith: string;
  noUnfinished: (folder: string) => string;
  cannotResume: (why: string) => string;
  alreadyOver: (path: string) => string;
  resultLine: (text: string, a: number, b: number) => string;
}

const en: ThronfolgeTerminalTexts = {
  savedTo: (path) => `The duel is saved in ${path}`,
  resumeWith: `Continue it with: ${command('thronfolge', 'duel', '--resume')}`,
  noUnfinished: (folder) => `no unfinished duel to resume in ${folder}`,
  cannotResume: (why) => `cannot resume: ${why}`,
  alreadyOver: (path) => `${path}: that game is over; watch it with: ${command('thronfolge', 'replay', path)}`,
  resultLine: (text, a, b) => `${text} (${enNum.num(a)} : ${enNum.num(b)})`,
};

const de: ThronfolgeTerminalTexts = {
  savedTo: (path) => `Das Duell ist gespeichert in ${path}`,
  resumeWith: `Fortsetzen mit: ${command('thronfolge', 'duel', '--resume')}`,
  noUnfinished: (folder) => `kein unbeendetes Duell zum Fortsetzen in ${folder}`,
  cannotResume: (why) => `fortsetzen nicht möglich: ${why}`,
  alreadyOver: (path) => `${path}: dieses Spiel ist vorbei; ansehen mit: ${command('thronfolge', 'replay', path)}`,
  resultLine: (text, a, b) => `${text} (${scoreDe(deNum.num(a), deNum.num(b))})`,
};

const fr: ThronfolgeTerminalTexts = {
  savedTo: (path) => `Le duel est sauvegardé dans ${path}`,
  resumeWith: `Pour le reprendre\u00a0: ${command('thronfolge', 'duel', '--resume')}`,
  noUnfinished: (folder) => `aucun duel inachevé à reprendre dans ${folder}`,
  cannotResume: (why) => `reprise impossible\u00a0: ${why}`,
  alreadyOver: (path) => `${path}\u00a0: cette partie est terminée\u00a0; pour la revoir\u00a0: ${command('thronfolge', 'replay', path)}`,
  resultLine: (text, a, b) => `${text} (${scoreFr(frNum.num(a), frNum.num(b))})`,
};

const nb: ThronfolgeTerminalTexts = {
  savedTo: (path) => `Duellen er lagret i ${path}`,
  resumeWith: `Fortsett med: ${command('thronfolge', 'duel', '--resume')}`,
  noUnfinished: (folder) => `ingen uferdig duell å fortsette i ${folder}`,
  cannotResume: (why) => `kan ikke fortsette: ${why}`,
  alreadyOver: (path) => `${path}: det spillet er over; se det med: ${command('thronfolge', 'replay', path)}`,
  resultLine: (text, a, b) => `${text} (${scoreNb(nbNum.num(a), nbNum.num(b))})`,
};

export const THRONFOLGE_TERMINAL: Dictionary<ThronfolgeTerminalTexts> = { en, de, fr, nb };
