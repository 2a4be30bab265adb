// What a game's weekly team event says (`regicide event`, `host --event`), in the four languages.
// Counts are worded by the language's plural rules; French spacing is set where the texts are
// looked up (eventTexts). Names and seeds come from a server: the caller makes them printable.
import type { Lang } from '../../text/lang.js';
import { typesetTexts } from '../../text/typography.js';
import { type PluralForms, wordsIn } from '../../text/words.js';

export interface EventTexts {
  title: (game: string, week: string, server: string) => string;
  ends: (when: string) => string;
  ended: (when: string) => string;
  dealsTitle: string;
  deal: (players: number, teams: number, won: number) => string;
  best: (defeated: number, max: number) => string;
  ceiling: Record<'winnable' | 'not-winnable' | 'unknown' | 'pending', string>;
  winners: (teams: string) => string;
  rankingTitle: string;
  header: { place: string; team: string; enemies: string; jesters: string; games: string };
  bots: (n: number) => string;
  empty: string;
  yours: string;
  noName: string;
  seedsTitle: string;
  seed: (players: number, seed: string) => string;
  /** A team's place as one sentence (the screen-reader lines). */
  team: (place: number, team: string, defeated: number, jesters: number, games: number) => string;
  refused: (why: string) => string;
  refusals: Record<string, string>;
  noEvent: (game: string) => string;
  noSeed: string;
  noResume: string;
}

type Forms = (lang: string, n: number, forms: PluralForms) => string;
const count: Forms = (lang, n, forms) => wordsIn(lang).count(n, forms);

const en: EventTexts = {
  title: (g, w, s) => `${g} team event, week ${w}, on ${s}`,
  ends: (w) => `Open until ${w}. Each team plays each deal once.`,
  ended: (w) => `Ended ${w}.`,
  dealsTitle: "The week's deals",
  deal: (p, t, won) =>
    `${count('en', p, { one: '# player', other: '# players' })}: ${t === 0 ? 'no team yet' : `${count('en', t, { one: '# team', other: '# teams' })}, ${count('en', won, { one: '# won', other: '# won' })}`}`,
  best: (d, m) => `best ${d} of ${m} enemies`,
  ceiling: { winnable: 'solver: winnable', 'not-winnable': 'solver: not winnable', unknown: 'solver: not proven', pending: 'solver: being proven' },
  winners: (t) => `Winners: ${t}`,
  rankingTitle: 'Ranking (enemies defeated, then jesters kept)',
  header: { place: '#', team: 'Team', enemies: 'Enemies', jesters: 'Jesters', games: 'Deals' },
  bots: (n) => count('en', n, { one: '+# bot seat', other: '+# bot seats' }),
  empty: 'No team has finished a deal this week yet.',
  yours: '> your team',
  noName: '(no name)',
  seedsTitle: 'Seeds (revealed now that the week is over)',
  seed: (p, s) => `${count('en', p, { one: '# player', other: '# players' })}: ${s}`,
  team: (place, t, d, j, g) =>
    `Place ${place}: ${t}; ${count('en', d, { one: '# enemy defeated', other: '# enemies defeated' })}, ${count('en', j, { one: '# jester kept', other: '# jesters kept' })}, ${count('en', g, { one: '# deal', other: '# deals' })}.`,
  refused: (w) => `The server refused: ${w}`,
  refusals: {
    tooMany: 'too many team event requests from your address; wait a minute.',
    badProof: 'it refused the proof of your key.',
    unavailable: 'the team event is not available right now.',
    noEvent: 'this server runs no team event for this game.',
    badRequest: 'that is not a week (e.g. 2026-W49).',
    notYet: 'that week has not begun yet.',
    unknown: 'this server runs no team event.',
  },
  noEvent: (g) => `${g} has no team event.`,
  noSeed: "An event table plays the week's deal: --seed does not go with --event.",
  noResume: 'An event table lives on a server with accounts: --resume does not go with --event.',
};

const de: EventTexts = {
  title: (g, w, s) => `${g}-Team-Event, Woche ${w}, auf ${s}`,
  ends: (w) => `Offen bis ${w}. Jedes Team spielt jedes Blatt einmal.`,
  ended: (w) => `Beendet ${w}.`,
  dealsTitle: 'Die Blätter der Woche',
  deal: (p, t, won) => `${count('de', p, { one: '# Spieler', other: '# Spieler' })}: ${t === 0 ? 'noch kein Team' : `${count('de', t, { one: '# Team', other: '# Teams' })}, ${won} gewonnen`}`,
  best: (d, m) => `Bestwert: ${d} von ${m} Gegnern`,
  ceiling: { winnable: 'Solver: gewinnbar', 'not-winnable': 'Solver: nicht gewinnbar', unknown: 'Solver: nicht bewiesen', pending: 'Solver: rechnet noch' },
  winners: (t) => `Sieger: ${t}`,
  rankingTitle: 'Rangliste (besiegte Gegner, dann behaltene Narren)',
  header: { place: '#', team: 'Team', enemies: 'Gegner', jesters: 'Narren', games: 'Blätter' },
  bots: (n) => count('de', n, { one: '+# Bot-Platz', other: '+# Bot-Plätze' }),
  empty: 'Diese Woche hat noch kein Team ein Blatt beendet.',
  yours: '> dein Team',
  noName: '(ohne Namen)',
  seedsTitle: 'Seeds (jetzt enthüllt, da die Woche vorbei ist)',
  seed: (p, s) => `${count('de', p, { one: '# Spieler', other: '# Spieler' })}: ${s}`,
  team: (place, t, d, j, g) =>
    `Platz ${place}: ${t}; ${count('de', d, { one: '# Gegner besiegt', other: '# Gegner besiegt' })}, ${count('de', j, { one: '# Narr behalten', other: '# Narren behalten' })}, ${count('de', g, { one: '# Blatt', other: '# Blätter' })}.`,
  refused: (w) => `Der Server hat abgelehnt: ${w}`,
  refusals: {
    tooMany: 'zu viele Anfragen zum Team-Event von deiner Adresse; warte eine Minute.',
    badProof: 'er hat den Nachweis deines Schlüssels abgelehnt.',
    unavailable: 'das Team-Event ist gerade nicht verfügbar.',
    noEvent: 'dieser Server hat kein Team-Event für dieses Spiel.',
    badRequest: 'das ist keine Woche (z. B. 2026-W49).',
    notYet: 'diese Woche hat noch nicht begonnen.',
    unknown: 'dieser Server hat kein Team-Event.',
  },
  noEvent: (g) => `${g} hat kein Team-Event.`,
  noSeed: 'Ein Event-Tisch spielt das Blatt der Woche: --seed passt nicht zu --event.',
  noResume: 'Ein Event-Tisch liegt auf einem Server mit Konten: --resume passt nicht zu --event.',
};

const fr: EventTexts = {
  title: (g, w, s) => `Événement d’équipe de ${g}, semaine ${w}, sur ${s}`,
  ends: (w) => `Ouvert jusqu’au ${w}. Chaque équipe joue chaque donne une fois.`,
  ended: (w) => `Terminé le ${w}.`,
  dealsTitle: 'Les donnes de la semaine',
  deal: (p, t, won) =>
    `${count('fr', p, { one: '# joueur', other: '# joueurs' })} : ${t === 0 ? 'encore aucune équipe' : `${count('fr', t, { one: '# équipe', other: '# équipes' })}, ${count('fr', won, { one: '# victoire', other: '# victoires' })}`}`,
  best: (d, m) => `meilleur : ${count('fr', d, { one: '# ennemi', other: '# ennemis' })} sur ${m}`,
  ceiling: { winnable: 'solveur : gagnable', 'not-winnable': 'solveur : non gagnable', unknown: 'solveur : non prouvé', pending: 'solveur : en calcul' },
  winners: (t) => `Gagnants : ${t}`,
  rankingTitle: 'Classement (ennemis vaincus, puis jokers gardés)',
  header: { place: '#', team: 'Équipe', enemies: 'Ennemis', jesters: 'Jokers', games: 'Donnes' },
  bots: (n) => count('fr', n, { one: '+# place de bot', other: '+# places de bot' }),
  empty: 'Aucune équipe n’a encore fini de donne cette semaine.',
  yours: '> votre équipe',
  noName: '(sans nom)',
  seedsTitle: 'Graines (révélées maintenant que la semaine est finie)',
  seed: (p, s) => `${count('fr', p, { one: '# joueur', other: '# joueurs' })} : ${s}`,
  team: (place, t, d, j, g) =>
    `Place ${place} : ${t} ; ${count('fr', d, { one: '# ennemi vaincu', other: '# ennemis vaincus' })}, ${count('fr', j, { one: '# joker gardé', other: '# jokers gardés' })}, ${count('fr', g, { one: '# donne', other: '# donnes' })}.`,
  refused: (w) => `Le serveur a refusé : ${w}`,
  refusals: {
    tooMany: 'trop de demandes concernant l’événement d’équipe depuis votre adresse ; attendez une minute.',
    badProof: 'il a refusé la preuve de votre clé.',
    unavailable: 'l’événement d’équipe n’est pas disponible pour le moment.',
    noEvent: 'ce serveur n’organise pas d’événement d’équipe pour ce jeu.',
    badRequest: 'ce n’est pas une semaine (p. ex. 2026-W49).',
    notYet: 'cette semaine n’a pas encore commencé.',
    unknown: 'ce serveur n’organise pas d’événement d’équipe.',
  },
  noEvent: (g) => `${g} n’a pas d’événement d’équipe.`,
  noSeed: 'Une table d’événement joue la donne de la semaine : --seed ne va pas avec --event.',
  noResume: 'Une table d’événement se joue sur un serveur avec comptes : --resume ne va pas avec --event.',
};

const nb: EventTexts = {
  title: (g, w, s) => `Lagturnering i ${g}, uke ${w}, på ${s}`,
  ends: (w) => `Åpen til ${w}. Hvert lag spiller hver giv én gang.`,
  ended: (w) => `Avsluttet ${w}.`,
  dealsTitle: 'Ukens giv',
  deal: (p, t, won) =>
    `${count('nb', p, { one: '# spiller', other: '# spillere' })}: ${t === 0 ? 'ingen lag ennå' : `${count('nb', t, { one: '# lag', other: '# lag' })}, ${count('nb', won, { one: '# seier', other: '# seire' })}`}`,
  best: (d, m) => `beste: ${d} av ${m} fiender`,
  ceiling: { winnable: 'løseren: kan vinnes', 'not-winnable': 'løseren: kan ikke vinnes', unknown: 'løseren: ikke bevist', pending: 'løseren: regner fortsatt' },
  winners: (t) => `Vinnere: ${t}`,
  rankingTitle: 'Rangering (fiender beseiret, så narrer beholdt)',
  header: { place: '#', team: 'Lag', enemies: 'Fiender', jesters: 'Narrer', games: 'Giv' },
  bots: (n) => count('nb', n, { one: '+# botplass', other: '+# botplasser' }),
  empty: 'Ingen lag har fullført en giv denne uken ennå.',
  yours: '> laget ditt',
  noName: '(uten navn)',
  seedsTitle: 'Frø (vist nå som uken er over)',
  seed: (p, s) => `${count('nb', p, { one: '# spiller', other: '# spillere' })}: ${s}`,
  team: (place, t, d, j, g) =>
    `Plass ${place}: ${t}; ${count('nb', d, { one: '# fiende beseiret', other: '# fiender beseiret' })}, ${count('nb', j, { one: '# narr beholdt', other: '# narrer beholdt' })}, ${count('nb', g, { one: '# giv', other: '# giv' })}.`,
  refused: (w) => `Serveren avviste: ${w}`,
  refusals: {
    tooMany: 'for mange forespørsler om lagturneringen fra adressen din; vent et minutt.',
    badProof: 'den avviste beviset for nøkkelen din.',
    unavailable: 'lagturneringen er ikke tilgjengelig akkurat nå.',
    noEvent: 'denne serveren holder ingen lagturnering for dette spillet.',
    badRequest: 'det er ikke en uke (f.eks. 2026-W49).',
    notYet: 'den uken har ikke begynt ennå.',
    unknown: 'denne serveren holder ingen lagturnering.',
  },
  noEvent: (g) => `${g} har ingen lagturnering.`,
  noSeed: 'Et bord i lagturneringen spiller ukens giv: --seed kan ikke brukes sammen med --event.',
  noResume: 'Et bord i lagturneringen hører til en server med kontoer: --resume kan ikke brukes sammen med --event.',
};

const EVENT_TEXTS: Record<Lang, EventTexts> = { en, de, fr, nb };

/** The event's texts in `lang`, with its typography. */
export const eventTexts = (lang: Lang): EventTexts => typesetTexts(EVENT_TEXTS[lang], lang);
