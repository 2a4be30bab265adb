// What `account` tells the player, in the four languages. Names, fingerprints and addresses come
// from a server: the caller makes them printable before they reach these lines.
import type { Lang } from '../../text/lang.js';

export interface AccountTexts {
  server: (address: string) => string;
  name: (name: string) => string;
  noName: (program: string) => string;
  keys: (n: number) => string;
  thisKey: string;
  kept: string;
  howTo: (program: string) => string;
  claimed: (name: string) => string;
  linkCode: (code: string, minutes: number, program: string) => string;
  linked: (name: string) => string;
  exported: (file: string) => string;
  deleted: (address: string) => string;
  askDelete: (address: string) => string;
  notDeleted: string;
  /** The clocks paused until `until` (a UTC time, written out), with the days left this month. */
  holidayStarted: (until: string, daysLeft: number) => string;
  holidayEnded: string;
  notOnHoliday: string;
  noDaysLeft: (daysLeft: number) => string;
  refusals: Record<string, string>;
  nameProblems: Record<string, string>;
}

export const ACCOUNT_TEXTS: Record<Lang, AccountTexts> = {
  en: {
    server: (a) => `Server: ${a}`,
    name: (n) => `Name: ${n}`,
    noName: (p) => `Name: none yet (${p} account --claim NAME)`,
    keys: (n) => `Keys (${n}):`,
    thisKey: '(this terminal)',
    kept: 'Kept on the server: the account, its name, the public half of each key, open link codes.',
    howTo: (p) => `Add a key: ${p} account --link (then --link CODE on the other); all of it as JSON: --export; remove it all: --delete`,
    claimed: (n) => `Your name on this server is now ${n}.`,
    linkCode: (c, m, p) => `Type this on your other terminal within ${m} minutes: ${p} account --link ${c}`,
    linked: (n) => `This terminal's key now belongs to the account ${n}.`,
    exported: (f) => `Written to ${f}.`,
    deleted: (a) => `The account and everything of it are deleted on ${a}.`,
    askDelete: (a) => `Delete your account on ${a}, its name and every key, for good? Type yes: `,
    notDeleted: 'Nothing deleted.',
    holidayStarted: (u, n) => `Your turn-based clocks are paused until ${u}; ${n} ${n === 1 ? 'day' : 'days'} of holiday left this month.`,
    holidayEnded: 'Your holiday is over: your turn-based clocks run again.',
    notOnHoliday: 'You are not on holiday: your turn-based clocks run.',
    noDaysLeft: (n) => `You have ${n} ${n === 1 ? 'day' : 'days'} of holiday left this month.`,
    refusals: {
      nameTaken: 'That name, or one that looks the same, is taken on this server.',
      badName: 'That name cannot be claimed',
      noCode: 'No such link code: it was mistyped, used or expired.',
      keyHasAccount: "This terminal's key already holds an account with a name or other keys; delete that one first (--delete).",
      tooMany: 'Too many account requests from your address; wait a minute.',
      badProof: 'The server refused the proof of your key.',
      keyBanned: "This server's operator has banned your key.",
      tooManyKeys: 'This account holds as many keys as this server allows.',
      accountNames: 'Your account has changed its name as often as this server allows in a day; try again tomorrow.',
      addressNames: 'As many names were claimed from your address today as this server allows; try again tomorrow.',
      notFound: 'This server keeps no accounts (it is an older serve, or a host’s own table).',
      badDays: 'A holiday is a whole number of days, 1 to 31.',
      noTables: 'You have no turn-based tables whose clocks could be paused.',
      other: 'The server refused',
    },
    nameProblems: {
      blank: 'it is blank',
      notPrintable: 'it holds control or invisible characters',
      spaces: 'only single spaces between words',
      tooNarrow: 'it is shorter than 2 columns',
      tooWide: 'it is wider than 20 columns',
      notText: 'it is not text',
    },
  },
  de: {
    server: (a) => `Server: ${a}`,
    name: (n) => `Name: ${n}`,
    noName: (p) => `Name: noch keiner (${p} account --claim NAME)`,
    keys: (n) => `Schlüssel (${n}):`,
    thisKey: '(dieses Terminal)',
    kept: 'Auf dem Server gespeichert: das Konto, sein Name, der öffentliche Teil jedes Schlüssels, offene Verknüpfungscodes.',
    howTo: (p) => `Schlüssel hinzufügen: ${p} account --link (dann --link CODE am anderen); alles als JSON: --export; alles entfernen: --delete`,
    claimed: (n) => `Dein Name auf diesem Server ist jetzt ${n}.`,
    linkCode: (c, m, p) => `Gib das innerhalb von ${m} Minuten an deinem anderen Terminal ein: ${p} account --link ${c}`,
    linked: (n) => `Der Schlüssel dieses Terminals gehört jetzt zum Konto ${n}.`,
    exported: (f) => `Geschrieben nach ${f}.`,
    deleted: (a) => `Das Konto und alles davon ist auf ${a} gelöscht.`,
    askDelete: (a) => `Dein Konto auf ${a} mit Namen und allen Schlüsseln endgültig löschen? Tippe yes: `,
    notDeleted: 'Nichts gelöscht.',
    holidayStarted: (u, n) => `Deine Uhren an rundenbasierten Tischen stehen bis ${u}; diesen Monat ${n === 1 ? 'bleibt noch 1 Urlaubstag' : `bleiben noch ${n} Urlaubstage`}.`,
    holidayEnded: 'Dein Urlaub ist vorbei: deine Uhren an rundenbasierten Tischen laufen wieder.',
    notOnHoliday: 'Du bist nicht im Urlaub: deine Uhren an rundenbasierten Tischen laufen.',
    noDaysLeft: (n) => `Diesen Monat ${n === 1 ? 'bleibt dir noch 1 Urlaubstag' : `bleiben dir noch ${n} Urlaubstage`}.`,
    refusals: {
      nameTaken: 'Dieser Name, oder einer, der gleich aussieht, ist auf diesem Server vergeben.',
      badName: 'Dieser Name geht nicht',
      noCode: 'Diesen Verknüpfungscode gibt es nicht: vertippt, benutzt oder abgelaufen.',
      keyHasAccount: 'Der Schlüssel dieses Terminals hat schon ein Konto mit Namen oder anderen Schlüsseln; lösche es zuerst (--delete).',
      tooMany: 'Zu viele Kontoanfragen von deiner Adresse; warte eine Minute.',
      badProof: 'Der Server hat den Nachweis deines Schlüssels abgelehnt.',
      keyBanned: 'Der Betreiber dieses Servers hat deinen Schlüssel gesperrt.',
      tooManyKeys: 'Dieses Konto hat schon so viele Schlüssel, wie dieser Server erlaubt.',
      accountNames: 'Dein Konto hat seinen Namen heute so oft geändert, wie dieser Server erlaubt; versuch es morgen wieder.',
      addressNames: 'Von deiner Adresse wurden heute so viele Namen beansprucht, wie dieser Server erlaubt; versuch es morgen wieder.',
      notFound: 'Dieser Server führt keine Konten (ein älteres serve oder der eigene Tisch eines Gastgebers).',
      badDays: 'Ein Urlaub dauert ganze Tage, 1 bis 31.',
      noTables: 'Du sitzt an keinem rundenbasierten Tisch, dessen Uhr angehalten werden könnte.',
      other: 'Der Server hat abgelehnt',
    },
    nameProblems: {
      blank: 'er ist leer',
      notPrintable: 'er enthält Steuer- oder unsichtbare Zeichen',
      spaces: 'nur einzelne Leerzeichen zwischen Wörtern',
      tooNarrow: 'er ist kürzer als 2 Spalten',
      tooWide: 'er ist breiter als 20 Spalten',
      notText: 'er ist kein Text',
    },
  },
  fr: {
    server: (a) => `Serveur\u00a0: ${a}`,
    name: (n) => `Nom\u00a0: ${n}`,
    noName: (p) => `Nom\u00a0: aucun pour l’instant (${p} account --claim NOM)`,
    keys: (n) => `Clés (${n})\u00a0:`,
    thisKey: '(ce terminal)',
    kept: 'Gardé sur le serveur\u00a0: le compte, son nom, la moitié publique de chaque clé, les codes de liaison ouverts.',
    howTo: (p) => `Ajouter une clé\u00a0: ${p} account --link (puis --link CODE sur l’autre)\u00a0; tout en JSON\u00a0: --export\u00a0; tout supprimer\u00a0: --delete`,
    claimed: (n) => `Votre nom sur ce serveur est désormais ${n}.`,
    linkCode: (c, m, p) => `Tapez ceci sur votre autre terminal dans les ${m} minutes\u00a0: ${p} account --link ${c}`,
    linked: (n) => `La clé de ce terminal appartient désormais au compte ${n}.`,
    exported: (f) => `Écrit dans ${f}.`,
    deleted: (a) => `Le compte et tout ce qui le concerne sont supprimés sur ${a}.`,
    askDelete: (a) => `Supprimer pour de bon votre compte sur ${a}, son nom et toutes ses clés\u00a0? Tapez yes\u00a0: `,
    notDeleted: 'Rien n’a été supprimé.',
    holidayStarted: (u, n) => `Les pendules de vos tables au tour par tour sont arrêtées jusqu’au ${u}\u00a0; il vous reste ${n} ${n === 1 ? 'jour' : 'jours'} de vacances ce mois-ci.`,
    holidayEnded: 'Vos vacances sont finies\u00a0: les pendules de vos tables au tour par tour repartent.',
    notOnHoliday: 'Vous n’êtes pas en vacances\u00a0: les pendules de vos tables au tour par tour tournent.',
    noDaysLeft: (n) => `Il vous reste ${n} ${n === 1 ? 'jour' : 'jours'} de vacances ce mois-ci.`,
    refusals: {
      nameTaken: 'Ce nom, ou un nom qui lui ressemble, est déjà pris sur ce serveur.',
      badName: 'Ce nom ne peut pas être pris',
      noCode: 'Code de liaison inconnu\u00a0: mal tapé, déjà utilisé ou expiré.',
      keyHasAccount: 'La clé de ce terminal a déjà un compte avec un nom ou d’autres clés\u00a0; supprimez-le d’abord (--delete).',
      tooMany: 'Trop de demandes de compte depuis votre adresse\u00a0; attendez une minute.',
      badProof: 'Le serveur a refusé la preuve de votre clé.',
      keyBanned: 'L’opérateur de ce serveur a banni votre clé.',
      tooManyKeys: 'Ce compte a déjà autant de clés que ce serveur le permet.',
      accountNames: 'Votre compte a changé de nom aussi souvent que ce serveur le permet en un jour\u00a0; réessayez demain.',
      addressNames: 'Autant de noms ont été pris depuis votre adresse aujourd’hui que ce serveur le permet\u00a0; réessayez demain.',
      notFound: 'Ce serveur ne tient pas de comptes (un serve plus ancien, ou la table d’un hôte).',
      badDays: 'Des vacances se comptent en jours entiers, de 1 à 31.',
      noTables: 'Vous n’avez aucune table au tour par tour dont la pendule pourrait être arrêtée.',
      other: 'Le serveur a refusé',
    },
    nameProblems: {
      blank: 'il est vide',
      notPrintable: 'il contient des caractères de contrôle ou invisibles',
      spaces: 'une seule espace entre les mots',
      tooNarrow: 'il fait moins de 2 colonnes',
      tooWide: 'il fait plus de 20 colonnes',
      notText: 'ce n’est pas du texte',
    },
  },
  nb: {
    server: (a) => `Server: ${a}`,
    name: (n) => `Navn: ${n}`,
    noName: (p) => `Navn: ingen ennå (${p} account --claim NAVN)`,
    keys: (n) => `Nøkler (${n}):`,
    thisKey: '(denne terminalen)',
    kept: 'Lagret på serveren: kontoen, navnet, den offentlige halvdelen av hver nøkkel, åpne koblingskoder.',
    howTo: (p) => `Legg til en nøkkel: ${p} account --link (så --link KODE på den andre); alt som JSON: --export; fjern alt: --delete`,
    claimed: (n) => `Navnet ditt på denne serveren er nå ${n}.`,
    linkCode: (c, m, p) => `Skriv dette på den andre terminalen innen ${m} minutter: ${p} account --link ${c}`,
    linked: (n) => `Nøkkelen til denne terminalen hører nå til kontoen ${n}.`,
    exported: (f) => `Skrevet til ${f}.`,
    deleted: (a) => `Kontoen og alt som hører til den er slettet på ${a}.`,
    askDelete: (a) => `Slette kontoen din på ${a}, navnet og alle nøklene, for godt? Skriv yes: `,
    notDeleted: 'Ingenting slettet.',
    holidayStarted: (u, n) => `Klokkene dine ved turbaserte bord står stille til ${u}; du har ${n} ${n === 1 ? 'feriedag' : 'feriedager'} igjen denne måneden.`,
    holidayEnded: 'Ferien er over: klokkene dine ved turbaserte bord går igjen.',
    notOnHoliday: 'Du har ikke ferie: klokkene dine ved turbaserte bord går.',
    noDaysLeft: (n) => `Du har ${n} ${n === 1 ? 'feriedag' : 'feriedager'} igjen denne måneden.`,
    refusals: {
      nameTaken: 'Det navnet, eller et som ser likt ut, er tatt på denne serveren.',
      badName: 'Det navnet kan ikke tas',
      noCode: 'Ingen slik koblingskode: feilskrevet, brukt eller utløpt.',
      keyHasAccount: 'Nøkkelen til denne terminalen har allerede en konto med navn eller andre nøkler; slett den først (--delete).',
      tooMany: 'For mange kontoforespørsler fra adressen din; vent et minutt.',
      badProof: 'Serveren avviste beviset for nøkkelen din.',
      keyBanned: 'Operatøren av denne serveren har utestengt nøkkelen din.',
      tooManyKeys: 'Denne kontoen har allerede så mange nøkler som serveren tillater.',
      accountNames: 'Kontoen din har byttet navn så ofte som serveren tillater på én dag; prøv igjen i morgen.',
      addressNames: 'Det er gjort krav på så mange navn fra adressen din i dag som serveren tillater; prøv igjen i morgen.',
      notFound: 'Denne serveren har ingen kontoer (en eldre serve, eller en verts eget bord).',
      badDays: 'En ferie er et helt antall dager, 1 til 31.',
      noTables: 'Du har ingen turbaserte bord med en klokke som kan stoppes.',
      other: 'Serveren avviste',
    },
    nameProblems: {
      blank: 'det er tomt',
      notPrintable: 'det har kontrolltegn eller usynlige tegn',
      spaces: 'bare enkle mellomrom mellom ord',
      tooNarrow: 'det er smalere enn 2 kolonner',
      tooWide: 'det er bredere enn 20 kolonner',
      notText: 'det er ikke tekst',
    },
  },
};
