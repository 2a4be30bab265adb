// Why a value given to an option is refused, in each language: the reason commander puts after
// "invalid value 'x' for option '--players <n>'". Option names, and values one types (levels,
// variants, HOST:PORT), stay as typed; numbers are written the language's way.
import type { Lang } from '../../text/lang.js';
import { typeset } from '../../text/typography.js';
import { wordsIn } from '../../text/words.js';
import { runLang } from './run-lang.js';

export interface ArgumentTexts {
  wholeNumber(name: string, low: number, high: number): string;
  range(name: string, low: number, high: number): string;
  decimal(name: string, low: number, high: number): string;
  oneOf(name: string, allowed: string): string;
  listenAddress(name: string): string;
  seatList: string;
  variant(given: string, allowed: string): string;
  seedEmpty: string;
  seedTooLong(max: number): string;
  seedNotPrintable: string;
  date(name: string): string;
  castSize: string;
  castSizeRange(low: string, high: string): string;
  castSpeed: string;
  castTimestamp: string;
  seconds: string;
  database: string;
  origin(given: string): string;
  proxy(given: string): string;
  botLevels(allowed: string, given: string): string;
  notifyAllow(given: string): string;
  arenaLevels(allowed: string): string;
  botPair(allowed: string): string;
}

const en: ArgumentTexts = {
  wholeNumber: (name, low, high) => `${name} must be a whole number from ${low} to ${high}.`,
  range: (name, low, high) => `${name} must be from ${low} to ${high}.`,
  decimal: (name, low, high) => `${name} must be a number above ${low} and at most ${high}.`,
  oneOf: (name, allowed) => `${name} must be one of: ${allowed}.`,
  listenAddress: (name) => `${name} must be HOST:PORT, e.g. 127.0.0.1:9100`,
  seatList: 'seats must be a comma-separated list of seat numbers, e.g. 2,3.',
  variant: (given, allowed) => `unknown variant ${given}; allowed: ${allowed}.`,
  seedEmpty: 'the seed must not be empty.',
  seedTooLong: (max) => `the seed must be at most ${max} characters.`,
  seedNotPrintable: 'the seed must be printable text (no control or format characters).',
  date: (name) => `${name} must be a date like 2026-11-30.`,
  castSize: '--size must be COLUMNSxROWS, e.g. 80x24.',
  castSizeRange: (low, high) => `--size must be from ${low} to ${high}.`,
  castSpeed: '--speed must be a number from 0.1 to 100, e.g. 2 for twice as fast.',
  castTimestamp: '--cast-timestamp must be whole seconds since 1970.',
  seconds: '--seconds must be a number of seconds above 0, e.g. 10 or 2.5.',
  database: '--database takes a PostgreSQL URL like postgres://user@host:5432/cards (SQLite needs none: it lives in the data folder).',
  origin: (given) => `--allow-origin takes an origin like https://cards.example.org (scheme, host, port; no path), not ${given}.`,
  proxy: (given) => `--trust-proxy takes an IP address or a range like 10.0.0.0/8, not ${given}.`,
  botLevels: (allowed, given) => `--bot-levels takes a comma-separated list of ${allowed}; ${given} is none of them.`,
  notifyAllow: (given) => `--notify-allow takes a host name or an IP address like 127.0.0.1 (no scheme, port or path), not ${given}.`,
  arenaLevels: (allowed) => `--levels takes all, none or levels separated by commas, each one of: ${allowed}.`,
  botPair: (allowed) => `--bots must be two levels separated by a comma (seat 1, seat 2), each one of: ${allowed}; e.g. hard,easy.`,
};

const DE = wordsIn('de');
const de: ArgumentTexts = {
  wholeNumber: (name, low, high) => `${name} muss eine ganze Zahl von ${DE.number(low)} bis ${DE.number(high)} sein.`,
  range: (name, low, high) => `${name} muss zwischen ${DE.number(low)} und ${DE.number(high)} liegen.`,
  decimal: (name, low, high) => `${name} muss eine Zahl über ${DE.number(low)} und höchstens ${DE.number(high)} sein.`,
  oneOf: (name, allowed) => `${name} muss eines hiervon sein: ${allowed}.`,
  listenAddress: (name) => `${name} muss die Form HOST:PORT haben, z. B. 127.0.0.1:9100.`,
  seatList: 'Plätze werden als Liste von Platznummern mit Kommas angegeben, z. B. 2,3.',
  variant: (given, allowed) => `unbekannte Variante ${given}; erlaubt sind: ${allowed}.`,
  seedEmpty: 'der Seed darf nicht leer sein.',
  seedTooLong: (max) => `der Seed darf höchstens ${DE.number(max)} Zeichen lang sein.`,
  seedNotPrintable: 'der Seed muss druckbarer Text sein (keine Steuer- oder Formatzeichen).',
  date: (name) => `${name} muss ein Datum wie 2026-11-30 sein.`,
  castSize: '--size muss die Form SPALTENxZEILEN haben, z. B. 80x24.',
  castSizeRange: (low, high) => `--size muss zwischen ${low} und ${high} liegen.`,
  castSpeed: `--speed muss eine Zahl von ${DE.number(0.1)} bis 100 sein, z. B. 2 für doppelt so schnell.`,
  castTimestamp: '--cast-timestamp muss ganze Sekunden seit 1970 angeben.',
  seconds: `--seconds muss eine Zahl von Sekunden über 0 sein, z. B. 10 oder ${DE.number(2.5)}.`,
  database: '--database erwartet eine PostgreSQL-URL wie postgres://user@host:5432/cards (SQLite braucht keine: es liegt im Datenordner).',
  origin: (given) => `--allow-origin erwartet einen Origin wie https://cards.example.org (Schema, Host, Port; kein Pfad), nicht ${given}.`,
  proxy: (given) => `--trust-proxy erwartet eine IP-Adresse oder einen Bereich wie 10.0.0.0/8, nicht ${given}.`,
  botLevels: (allowed, given) => `--bot-levels erwartet eine Liste mit Kommas aus ${allowed}; ${given} gehört nicht dazu.`,
  notifyAllow: (given) => `--notify-allow erwartet einen Hostnamen oder eine IP-Adresse wie 127.0.0.1 (ohne Schema, Port oder Pfad), nicht ${given}.`,
  arenaLevels: (allowed) => `--levels erwartet all, none oder Stufen mit Kommas dazwischen, jede eine von: ${allowed}.`,
  botPair: (allowed) => `--bots erwartet zwei Stufen mit einem Komma dazwischen (Platz 1, Platz 2), jede eine von: ${allowed}; z. B. hard,easy.`,
};

const FR = wordsIn('fr');
const fr: ArgumentTexts = {
  wholeNumber: (name, low, high) => `${name} doit être un nombre entier de ${FR.number(low)} à ${FR.number(high)}.`,
  range: (name, low, high) => `${name} doit être compris entre ${FR.number(low)} et ${FR.number(high)}.`,
  decimal: (name, low, high) => `${name} doit être un nombre supérieur à ${FR.number(low)} et au plus égal à ${FR.number(high)}.`,
  oneOf: (name, allowed) => `${name} doit valoir l’une de ces valeurs : ${allowed}.`,
  listenAddress: (name) => `${name} doit être de la forme HÔTE:PORT, p. ex. 127.0.0.1:9100.`,
  seatList: 'les places s’écrivent en liste de numéros séparés par des virgules, p. ex. 2,3.',
  variant: (given, allowed) => `variante inconnue ${given} ; possibles : ${allowed}.`,
  seedEmpty: 'la graine ne doit pas être vide.',
  seedTooLong: (max) => `la graine doit faire au plus ${FR.number(max)} caractères.`,
  seedNotPrintable: 'la graine doit être un texte imprimable (sans caractères de contrôle ni de format).',
  date: (name) => `${name} doit être une date comme 2026-11-30.`,
  castSize: '--size doit être de la forme COLONNESxLIGNES, p. ex. 80x24.',
  castSizeRange: (low, high) => `--size doit être compris entre ${low} et ${high}.`,
  castSpeed: `--speed doit être un nombre de ${FR.number(0.1)} à 100, p. ex. 2 pour deux fois plus vite.`,
  castTimestamp: '--cast-timestamp doit être un nombre entier de secondes depuis 1970.',
  seconds: `--seconds doit être un nombre de secondes supérieur à 0, p. ex. 10 ou ${FR.number(2.5)}.`,
  database: '--database attend une URL PostgreSQL comme postgres://user@host:5432/cards (SQLite n’en a pas besoin : il est dans le dossier de données).',
  origin: (given) => `--allow-origin attend une origine comme https://cards.example.org (schéma, hôte, port ; pas de chemin), pas ${given}.`,
  proxy: (given) => `--trust-proxy attend une adresse IP ou une plage comme 10.0.0.0/8, pas ${given}.`,
  botLevels: (allowed, given) => `--bot-levels attend une liste, séparée par des virgules, parmi ${allowed} ; ${given} n’en fait pas partie.`,
  notifyAllow: (given) => `--notify-allow attend un nom d’hôte ou une adresse IP comme 127.0.0.1 (sans schéma, port ni chemin), pas ${given}.`,
  arenaLevels: (allowed) => `--levels attend all, none ou des niveaux séparés par des virgules, chacun parmi : ${allowed}.`,
  botPair: (allowed) => `--bots attend deux niveaux séparés par une virgule (place 1, place 2), chacun parmi : ${allowed} ; p. ex. hard,easy.`,
};

const NB = wordsIn('nb');
const nb: ArgumentTexts = {
  wholeNumber: (name, low, high) => `${name} må være et heltall fra ${NB.number(low)} til ${NB.number(high)}.`,
  range: (name, low, high) => `${name} må være fra ${NB.number(low)} til ${NB.number(high)}.`,
  decimal: (name, low, high) => `${name} må være et tall over ${NB.number(low)} og høyst ${NB.number(high)}.`,
  oneOf: (name, allowed) => `${name} må være ett av: ${allowed}.`,
  listenAddress: (name) => `${name} må ha formen VERT:PORT, f.eks. 127.0.0.1:9100.`,
  seatList: 'plasser skrives som en kommaseparert liste med plassnumre, f.eks. 2,3.',
  variant: (given, allowed) => `ukjent variant ${given}; tillatt: ${allowed}.`,
  seedEmpty: 'frøet kan ikke være tomt.',
  seedTooLong: (max) => `frøet kan være høyst ${NB.number(max)} tegn.`,
  seedNotPrintable: 'frøet må være skrivbar tekst (ingen kontroll- eller formattegn).',
  date: (name) => `${name} må være en dato som 2026-11-30.`,
  castSize: '--size må ha formen KOLONNERxRADER, f.eks. 80x24.',
  castSizeRange: (low, high) => `--size må være fra ${low} til ${high}.`,
  castSpeed: `--speed må være et tall fra ${NB.number(0.1)} til 100, f.eks. 2 for dobbelt så fort.`,
  castTimestamp: '--cast-timestamp må være hele sekunder siden 1970.',
  seconds: `--seconds må være et antall sekunder over 0, f.eks. 10 eller ${NB.number(2.5)}.`,
  database: '--database tar en PostgreSQL-URL som postgres://user@host:5432/cards (SQLite trenger ingen: den ligger i datamappen).',
  origin: (given) => `--allow-origin tar en opprinnelse (origin) som https://cards.example.org (skjema, vert, port; ingen sti), ikke ${given}.`,
  proxy: (given) => `--trust-proxy tar en IP-adresse eller et område som 10.0.0.0/8, ikke ${given}.`,
  botLevels: (allowed, given) => `--bot-levels tar en kommaseparert liste av ${allowed}; ${given} er ingen av dem.`,
  notifyAllow: (given) => `--notify-allow tar et vertsnavn eller en IP-adresse som 127.0.0.1 (uten skjema, port eller sti), ikke ${given}.`,
  arenaLevels: (allowed) => `--levels tar all, none eller nivåer skilt med komma, hvert ett av: ${allowed}.`,
  botPair: (allowed) => `--bots må være to nivåer skilt med komma (plass 1, plass 2), hvert ett av: ${allowed}; f.eks. hard,easy.`,
};

export const ARGUMENT_TEXTS: Readonly<Record<Lang, ArgumentTexts>> = { en, de, fr, nb };

/** The reason a parser gives, in the run's language (see run-lang.ts), with its typography. */
export function argumentReason(say: (texts: ArgumentTexts) => string): string {
  const lang = runLang();
  return typeset(say(ARGUMENT_TEXTS[lang]), lang);
}
