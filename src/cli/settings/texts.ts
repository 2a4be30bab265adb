// What `config` tells the player, in the four languages (the keys, values and paths stay as the
// file has them).
import type { Lang } from '../../text/lang.js';

export interface SettingsTexts {
  header: (path: string, state: 'read' | 'missing' | 'broken') => string;
  fromFile: string;
  environment: string;
  locale: string;
  byDefault: string;
  remembered: string;
  noServer: string;
  unused: string;
  none: string;
  footer: (program: string) => string;
  written: (line: string, path: string) => string;
  removed: (key: string, path: string) => string;
}

export const SETTINGS_TEXTS: Record<Lang, SettingsTexts> = {
  en: {
    header: (p, s) => `Settings file: ${p} (${{ read: 'read', missing: 'not there yet', broken: 'not read, see above' }[s]})`,
    fromFile: 'settings file',
    environment: 'environment',
    locale: 'from LC_ALL / LC_MESSAGES / LANG',
    byDefault: 'default',
    remembered: 'remembered from the last --server',
    noServer: 'name one with --server or config set server',
    unused: '(no option of this version uses it yet)',
    none: '(none)',
    footer: (p) => `An option on the command line wins over the file. Change a setting with: ${p} config set KEY VALUE`,
    written: (l, p) => `${l} in ${p}`,
    removed: (k, p) => `${k} removed from ${p}`,
  },
  de: {
    header: (p, s) => `Einstellungsdatei: ${p} (${{ read: 'gelesen', missing: 'noch nicht angelegt', broken: 'nicht gelesen, siehe oben' }[s]})`,
    fromFile: 'Einstellungsdatei',
    environment: 'Umgebung',
    locale: 'aus LC_ALL / LC_MESSAGES / LANG',
    byDefault: 'Vorgabe',
    remembered: 'gemerkt vom letzten --server',
    noServer: 'mit --server oder config set server angeben',
    unused: '(noch von keiner Option dieser Version genutzt)',
    none: '(keiner)',
    footer: (p) => `Eine Option auf der Befehlszeile hat Vorrang vor der Datei. Ändern mit: ${p} config set SCHLÜSSEL WERT`,
    written: (l, p) => `${l} in ${p}`,
    removed: (k, p) => `${k} aus ${p} entfernt`,
  },
  fr: {
    header: (p, s) => `Fichier de réglages\u00a0: ${p} (${{ read: 'lu', missing: 'pas encore créé', broken: 'non lu, voir ci-dessus' }[s]})`,
    fromFile: 'fichier de réglages',
    environment: 'environnement',
    locale: 'd’après LC_ALL / LC_MESSAGES / LANG',
    byDefault: 'par défaut',
    remembered: 'retenu du dernier --server',
    noServer: 'à indiquer avec --server ou config set server',
    unused: '(aucune option de cette version ne s’en sert encore)',
    none: '(aucun)',
    footer: (p) => `Une option de la ligne de commande l’emporte sur le fichier. Pour changer un réglage\u00a0: ${p} config set CLÉ VALEUR`,
    written: (l, p) => `${l} dans ${p}`,
    removed: (k, p) => `${k} retiré de ${p}`,
  },
  nb: {
    header: (p, s) => `Innstillingsfil: ${p} (${{ read: 'lest', missing: 'finnes ikke ennå', broken: 'ikke lest, se over' }[s]})`,
    fromFile: 'innstillingsfil',
    environment: 'miljøvariabel',
    locale: 'fra LC_ALL / LC_MESSAGES / LANG',
    byDefault: 'standard',
    remembered: 'husket fra siste --server',
    noServer: 'oppgi en med --server eller config set server',
    unused: '(ingen valg i denne versjonen bruker den ennå)',
    none: '(ingen)',
    footer: (p) => `Et valg på kommandolinjen går foran filen. Endre en innstilling med: ${p} config set NØKKEL VERDI`,
    written: (l, p) => `${l} i ${p}`,
    removed: (k, p) => `${k} fjernet fra ${p}`,
  },
};
