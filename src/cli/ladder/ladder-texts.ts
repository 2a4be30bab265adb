// What a game's ladder says (`thronfolge ladder`, the SSH menu's Ladder), in the four languages.
// Names come from a server: the caller makes them printable before they reach these lines.
import type { Lang } from '../../text/lang.js';

export interface LadderTexts {
  /** `game`: the game's title. */
  title: (game: string, server: string) => string;
  header: { place: string; name: string; rating: string; games: string };
  empty: string;
  noName: string;
  provisional: string;
  own: (rating: string, place: number, games: number) => string;
  unrated: string;
  historyTitle: string;
  noHistory: string;
  outcome: Record<'won' | 'shared' | 'lost' | 'forfeit', string>;
  against: (who: string) => string;
  bot: (level: string, rating: number) => string;
  gone: string;
  levels: Record<string, string>;
  refused: (why: string) => string;
  refusals: Record<string, string>;
}

export const LADDER_TEXTS: Record<Lang, LadderTexts> = {
  en: {
    title: (g, s) => `The ${g} ladder on ${s}`,
    header: { place: '#', name: 'Name', rating: 'Rating', games: 'Games' },
    empty: 'Nobody has played a rated duel here yet.',
    noName: '(no name)',
    provisional: '? provisional: too few games to make the rating sure.',
    own: (r, p, g) => `Your rating: ${r}, place ${p}, ${g} rated ${g === 1 ? 'game' : 'games'}.`,
    unrated: 'No rating yet: play a duel here against an account or a server bot.',
    historyTitle: 'Your last 30 rated games',
    noHistory: 'No rated games yet.',
    outcome: { won: 'won', shared: 'shared', lost: 'lost', forfeit: 'left' },
    against: (w) => `vs ${w}`,
    bot: (l, r) => `bot ${l} (${r})`,
    gone: '(a deleted account)',
    levels: { random: 'random', easy: 'easy', normal: 'normal', hard: 'hard' },
    refused: (w) => `The server refused: ${w}`,
    refusals: {
      tooMany: 'too many ladder requests from your address; wait a minute.',
      badProof: 'it refused the proof of your key.',
      unavailable: 'the ladder is not available right now.',
      unknown: 'this server has no ladder.',
    },
  },
  de: {
    title: (g, s) => `Die ${g}-Rangliste auf ${s}`,
    header: { place: '#', name: 'Name', rating: 'Wertung', games: 'Partien' },
    empty: 'Hier hat noch niemand ein gewertetes Duell gespielt.',
    noName: '(ohne Namen)',
    provisional: '? vorläufig: zu wenige Partien für eine sichere Wertung.',
    own: (r, p, g) => `Deine Wertung: ${r}, Platz ${p}, ${g} gewertete ${g === 1 ? 'Partie' : 'Partien'}.`,
    unrated: 'Noch keine Wertung: spiel hier ein Duell gegen ein Konto oder einen Bot.',
    historyTitle: 'Deine letzten 30 gewerteten Partien',
    noHistory: 'Noch keine gewerteten Partien.',
    outcome: { won: 'gewonnen', shared: 'geteilt', lost: 'verloren', forfeit: 'verlassen' },
    against: (w) => `gg. ${w}`,
    bot: (l, r) => `Bot ${l} (${r})`,
    gone: '(ein gelöschtes Konto)',
    levels: { random: 'zufällig', easy: 'leicht', normal: 'normal', hard: 'schwer' },
    refused: (w) => `Der Server hat abgelehnt: ${w}`,
    refusals: {
      tooMany: 'zu viele Ranglisten-Anfragen von deiner Adresse; warte eine Minute.',
      badProof: 'er hat den Nachweis deines Schlüssels abgelehnt.',
      unavailable: 'die Rangliste ist gerade nicht verfügbar.',
      unknown: 'dieser Server hat keine Rangliste.',
    },
  },
  fr: {
    title: (g, s) => `Le classement de ${g} sur ${s}`,
    header: { place: '#', name: 'Nom', rating: 'Cote', games: 'Parties' },
    empty: 'Personne n’a encore joué de duel classé ici.',
    noName: '(sans nom)',
    provisional: '? provisoire : trop peu de parties pour une cote sûre.',
    own: (r, p, g) => `Votre cote : ${r}, place ${p}, ${g} ${g === 1 ? 'partie classée' : 'parties classées'}.`,
    unrated: 'Pas encore de cote : jouez ici un duel contre un compte ou un bot du serveur.',
    historyTitle: 'Vos 30 dernières parties classées',
    noHistory: 'Aucune partie classée pour l’instant.',
    outcome: { won: 'gagné', shared: 'partagé', lost: 'perdu', forfeit: 'abandon' },
    against: (w) => `c. ${w}`,
    bot: (l, r) => `bot ${l} (${r})`,
    gone: '(un compte supprimé)',
    levels: { random: 'aléatoire', easy: 'facile', normal: 'normal', hard: 'difficile' },
    refused: (w) => `Le serveur a refusé : ${w}`,
    refusals: {
      tooMany: 'trop de demandes de classement depuis votre adresse ; attendez une minute.',
      badProof: 'il a refusé la preuve de votre clé.',
      unavailable: 'le classement n’est pas disponible pour le moment.',
      unknown: 'ce serveur n’a pas de classement.',
    },
  },
  nb: {
    title: (g, s) => `${g}-rangstigen på ${s}`,
    header: { place: '#', name: 'Navn', rating: 'Rating', games: 'Partier' },
    empty: 'Ingen har spilt en ratet duell her ennå.',
    noName: '(uten navn)',
    provisional: '? foreløpig: for få partier til en sikker rating.',
    own: (r, p, g) => `Din rating: ${r}, plass ${p}, ${g} ratede ${g === 1 ? 'parti' : 'partier'}.`,
    unrated: 'Ingen rating ennå: spill en duell her mot en konto eller en serverbot.',
    historyTitle: 'Dine siste 30 ratede partier',
    noHistory: 'Ingen ratede partier ennå.',
    outcome: { won: 'vant', shared: 'delt', lost: 'tapte', forfeit: 'forlot' },
    against: (w) => `mot ${w}`,
    bot: (l, r) => `bot ${l} (${r})`,
    gone: '(en slettet konto)',
    levels: { random: 'tilfeldig', easy: 'lett', normal: 'normal', hard: 'vanskelig' },
    refused: (w) => `Serveren avslo: ${w}`,
    refusals: {
      tooMany: 'for mange forespørsler om rangstigen fra adressen din; vent et minutt.',
      badProof: 'den avslo beviset for nøkkelen din.',
      unavailable: 'rangstigen er ikke tilgjengelig akkurat nå.',
      unknown: 'denne serveren har ingen rangstige.',
    },
  },
};
