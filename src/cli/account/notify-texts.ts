// What `notify` tells the player, in the four languages. Addresses and ids come from a server: the
// caller makes them printable before they reach these lines.
import type { Lang } from '../../text/lang.js';

export interface NotifyTexts {
  added: (address: string, digest: boolean) => string;
  none: (server: string, program: string) => string;
  listed: (server: string, n: number) => string;
  line: (id: string, address: string, digest: boolean, failures: number) => string;
  removed: string;
  off: (n: number) => string;
  tested: (n: number) => string;
  refusals: Record<string, string>;
}

export const NOTIFY_TEXTS: Record<Lang, NotifyTexts> = {
  en: {
    added: (a, d) => `Pushes now go to ${a}${d ? ', as one summary a day (18:00 UTC)' : ''}; a test message is on its way.`,
    none: (s, p) => `No push addresses on ${s}. Add one: ${p} notify ntfy:TOPIC (or a webhook URL).`,
    listed: (s, n) => `Push addresses on ${s} (${n}):`,
    line: (id, a, d, f) => `  ${id}  ${a}${d ? '  (daily summary)' : ''}${f > 0 ? `  (${f} failed tries)` : ''}`,
    removed: 'That push address is removed.',
    off: (n) => (n === 0 ? 'You had no push addresses; none are sent.' : `Pushes are off: ${n} address${n === 1 ? '' : 'es'} removed.`),
    tested: (n) => `A test message is on its way to ${n} address${n === 1 ? '' : 'es'}.`,
    refusals: {
      badAddress: 'A push address is an ntfy topic (ntfy:TOPIC, letters, digits, _ and -) or an https:// webhook URL.',
      privateAddress: 'That address points into a private network; this server does not send there.',
      unresolved: 'That host name does not resolve.',
      tooManyAddresses: 'You hold as many push addresses as this server allows; remove one first (--list, --remove ID).',
      duplicate: 'You already have that push address.',
      noSuch: 'You have no push address of that id (see --list).',
      noAddresses: 'You have no push address yet.',
      tooMany: 'Too many push registrations from your address; wait an hour.',
      badProof: 'The server refused the proof of your key.',
      notFound: 'This server sends no pushes (it keeps no accounts, or it is older).',
      other: 'The server refused',
    },
  },
  de: {
    added: (a, d) => `Pushes gehen jetzt an ${a}${d ? ', als eine Zusammenfassung am Tag (18:00 UTC)' : ''}; eine Testnachricht ist unterwegs.`,
    none: (s, p) => `Keine Push-Adressen auf ${s}. Eine hinzufügen: ${p} notify ntfy:THEMA (oder eine Webhook-URL).`,
    listed: (s, n) => `Push-Adressen auf ${s} (${n}):`,
    line: (id, a, d, f) => `  ${id}  ${a}${d ? '  (tägliche Zusammenfassung)' : ''}${f > 0 ? `  (${f} Fehlversuche)` : ''}`,
    removed: 'Diese Push-Adresse ist entfernt.',
    off: (n) => (n === 0 ? 'Du hattest keine Push-Adressen; es wird nichts gesendet.' : `Pushes sind aus: ${n} Adresse${n === 1 ? '' : 'n'} entfernt.`),
    tested: (n) => `Eine Testnachricht ist unterwegs an ${n} Adresse${n === 1 ? '' : 'n'}.`,
    refusals: {
      badAddress: 'Eine Push-Adresse ist ein ntfy-Thema (ntfy:THEMA, Buchstaben, Ziffern, _ und -) oder eine https://-Webhook-URL.',
      privateAddress: 'Diese Adresse zeigt in ein privates Netz; dorthin sendet dieser Server nicht.',
      unresolved: 'Dieser Hostname lässt sich nicht auflösen.',
      tooManyAddresses: 'Du hast so viele Push-Adressen, wie dieser Server erlaubt; entferne zuerst eine (--list, --remove ID).',
      duplicate: 'Diese Push-Adresse hast du schon.',
      noSuch: 'Du hast keine Push-Adresse mit dieser ID (siehe --list).',
      noAddresses: 'Du hast noch keine Push-Adresse.',
      tooMany: 'Zu viele Push-Anmeldungen von deiner Adresse; warte eine Stunde.',
      badProof: 'Der Server hat den Nachweis deines Schlüssels abgelehnt.',
      notFound: 'Dieser Server sendet keine Pushes (er führt keine Konten, oder er ist älter).',
      other: 'Der Server hat abgelehnt',
    },
  },
  fr: {
    added: (a, d) => `Les notifications vont désormais à ${a}${d ? ', en un résumé par jour (18\u00a0h UTC)' : ''}\u00a0; un message de test est en route.`,
    none: (s, p) => `Aucune adresse de notification sur ${s}. Pour en ajouter une\u00a0: ${p} notify ntfy:SUJET (ou l’URL d’un webhook).`,
    listed: (s, n) => `Adresses de notification sur ${s} (${n})\u00a0:`,
    line: (id, a, d, f) => `  ${id}  ${a}${d ? '  (résumé quotidien)' : ''}${f > 0 ? `  (${f} essais échoués)` : ''}`,
    removed: 'Cette adresse de notification est supprimée.',
    off: (n) => (n === 0 ? 'Vous n’aviez aucune adresse de notification\u00a0; rien n’est envoyé.' : `Notifications coupées\u00a0: ${n} adresse${n === 1 ? '' : 's'} supprimée${n === 1 ? '' : 's'}.`),
    tested: (n) => `Un message de test est en route vers ${n} adresse${n === 1 ? '' : 's'}.`,
    refusals: {
      badAddress: 'Une adresse de notification est un sujet ntfy (ntfy:SUJET, lettres, chiffres, _ et -) ou l’URL https:// d’un webhook.',
      privateAddress: 'Cette adresse pointe vers un réseau privé\u00a0; ce serveur n’y envoie rien.',
      unresolved: 'Ce nom d’hôte ne se résout pas.',
      tooManyAddresses: 'Vous avez autant d’adresses de notification que ce serveur le permet\u00a0; supprimez-en une d’abord (--list, --remove ID).',
      duplicate: 'Vous avez déjà cette adresse de notification.',
      noSuch: 'Vous n’avez aucune adresse de notification de cet identifiant (voir --list).',
      noAddresses: 'Vous n’avez encore aucune adresse de notification.',
      tooMany: 'Trop d’inscriptions depuis votre adresse\u00a0; attendez une heure.',
      badProof: 'Le serveur a refusé la preuve de votre clé.',
      notFound: 'Ce serveur n’envoie pas de notifications (il ne tient pas de comptes, ou il est plus ancien).',
      other: 'Le serveur a refusé',
    },
  },
  nb: {
    added: (a, d) => `Varsler går nå til ${a}${d ? ', som ett sammendrag om dagen (18:00 UTC)' : ''}; en testmelding er på vei.`,
    none: (s, p) => `Ingen varslingsadresser på ${s}. Legg til en: ${p} notify ntfy:EMNE (eller en webhook-URL).`,
    listed: (s, n) => `Varslingsadresser på ${s} (${n}):`,
    line: (id, a, d, f) => `  ${id}  ${a}${d ? '  (daglig sammendrag)' : ''}${f > 0 ? `  (${f} mislykkede forsøk)` : ''}`,
    removed: 'Den varslingsadressen er fjernet.',
    off: (n) => (n === 0 ? 'Du hadde ingen varslingsadresser; ingenting sendes.' : `Varsler er av: ${n} adresse${n === 1 ? '' : 'r'} fjernet.`),
    tested: (n) => `En testmelding er på vei til ${n} adresse${n === 1 ? '' : 'r'}.`,
    refusals: {
      badAddress: 'En varslingsadresse er et ntfy-emne (ntfy:EMNE, bokstaver, sifre, _ og -) eller en https://-webhook-URL.',
      privateAddress: 'Den adressen peker inn i et privat nett; denne serveren sender ikke dit.',
      unresolved: 'Det vertsnavnet kan ikke slås opp.',
      tooManyAddresses: 'Du har så mange varslingsadresser som denne serveren tillater; fjern en først (--list, --remove ID).',
      duplicate: 'Du har allerede den varslingsadressen.',
      noSuch: 'Du har ingen varslingsadresse med den ID-en (se --list).',
      noAddresses: 'Du har ingen varslingsadresse ennå.',
      tooMany: 'For mange varslingsregistreringer fra adressen din; vent en time.',
      badProof: 'Serveren avviste beviset for nøkkelen din.',
      notFound: 'Denne serveren sender ingen varsler (den har ingen kontoer, eller den er eldre).',
      other: 'Serveren avviste',
    },
  },
};
