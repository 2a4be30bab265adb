// The command line's lines in German (the shapes are in ../line-types.ts).
import { wordsIn } from '../../../text/words.js';
import type { LineTexts } from '../line-types.js';

const DE = wordsIn('de');
const results = (n: number): string => DE.count(n, { one: '# Ergebnis', other: '# Ergebnisse' });

export const LINES: LineTexts = {
  settings: {
    unreadable: (path, why) => `die Einstellungsdatei ${path} lässt sich nicht lesen (${why}); es gelten die Vorgaben`,
    notToml: (path, line, column) => `die Einstellungsdatei ${path} ist kein gültiges TOML${line === null ? '' : ` (Zeile ${line}, Spalte ${column ?? 1})`}; es gelten die Vorgaben`,
    keyIgnored: (path, problem) => `${path}: ${problem} (übergangen)`,
    optionIgnored: (path, reason, key) => `${path}: ${reason} (${key} übergangen)`,
    unknownKey: (key, keys) => `unbekannte Einstellung „${key}“; es gibt: ${keys}`,
    notBoolean: (key) => `${key} muss true oder false sein`,
    notString: (key) => `${key} muss ein Text in Anführungszeichen sein`,
    oneOf: (key, allowed) => `${key} muss eines hiervon sein: ${allowed}`,
    broken: (path) => `die Einstellungsdatei ${path} lässt sich nicht lesen; berichtige oder entferne sie zuerst`,
    handEdited: (key) => `${key} steht in der Einstellungsdatei in einer Form, die dieser Befehl nicht ändert; ändere es von Hand`,
    cannotWrite: (path, why) => `die Einstellungsdatei ${path} lässt sich nicht schreiben: ${why}`,
  },
  address: {
    server: (text) => `„${text}“ ist keine Adresse; erwartet wird HOST:PORT, z. B. 192.168.1.5:2567`,
    room: (text) => `„${text}“ ist keine Tischadresse; erwartet wird HOST:PORT/CODE, z. B. 192.168.1.5:2567/KQX7-2MPD`,
  },
  operator: {
    tokenUnset: (variable) => `setz ${variable} auf das Token des Betreibers (das, mit dem serve gestartet wurde)`,
    tokenShort: (variable, min) => `${variable} ist kürzer als jedes Token, das serve annimmt (${min} Zeichen)`,
    oneOf: (a, b) => `gib entweder ${a} oder ${b} an`,
    idAlone: 'gib --id allein an, oder --name bzw. --key mit --day',
    idOrDay: 'gib --id an, oder --name bzw. --key mit --day',
    kind: (kind) => ({ key: 'Schlüssel', address: 'Adresse' })[kind] ?? kind,
    banned: (kind, target, reason) => `${kind} ${target} gesperrt: ${reason}`,
    unbanned: (kind, target) => `${kind} ${target} ist nicht mehr gesperrt.`,
    renamed: (name) => `Der Spieler heißt jetzt ${name}.`,
    unlisted: (code) => `Der Tisch ${code} steht nicht mehr in der Lobby.`,
    noAudit: 'Das Prüfprotokoll ist leer.',
    noResults: 'Keine Tagesergebnisse.',
    score: (points) => `${points} Punkte`,
    won: 'gewonnen',
    first: 'erster Versuch',
    removed: (n) => `${DE.count(n, { one: '# Tagesergebnis', other: '# Tagesergebnisse' })} entfernt.`,
    rankingBan: (target, reason, n) => `Der Schlüssel ${target} ist aus den Tagesranglisten ausgeschlossen: ${reason} (${results(n)} aus dem Feld genommen).`,
    rankingUnban: (target) => `Der Schlüssel ${target} zählt wieder in den Tagesranglisten (ab seinem nächsten Spiel).`,
    noBans: 'Keine Sperren.',
    noMined: 'Keine Rätsel aus Partien von Spielern.',
    minedCrowd: (attempts, solved) => (attempts === 0 ? 'noch keine Versuche' : `${DE.count(attempts, { one: '# Versuch', other: '# Versuche' })}, ${Math.round((100 * solved) / attempts)} % gelöst`),
    unpublished: 'noch nicht veröffentlicht',
    puzzleRemoved: (id, n) => `Rätsel ${id}${n === 0 ? '' : ` samt ${DE.count(n, { one: '# Versuch', other: '# Versuchen' })}`} entfernt; es wird nie wieder angeboten.`,
    noAnswerInTime: 'keine Antwort in der Frist',
    nothingAnswers: (where) => `unter ${where} antwortet nichts (läuft serve mit --operator-listen ${where}?)`,
    noAnswerFrom: (where, why) => `keine Antwort von ${where}: ${why}`,
    noActs: (where, variable) => `${where} nimmt keine Betreiberbefehle an: serve braucht ${variable} in seiner Umgebung`,
    refusals: {
      badToken: () => 'Das Token des Betreibers fehlt oder ist falsch.',
      slowDown: () => 'Zu viele falsche Token von deiner Adresse; warte ein wenig.',
      badRequest: () => 'Das ist keine Anfrage des Betreibers.',
      tooLarge: () => 'Die Anfrage ist zu groß.',
      badKey: () => 'Ein Schlüssel wird mit seinem Fingerabdruck angegeben, SHA256: und 43 Zeichen, so wie `account` ihn zeigt.',
      badAddress: () => 'Eine Adresse ist eine IPv4- oder IPv6-Adresse oder ein Bereich wie 198.51.100.0/24.',
      badReason: (max) => `Eine Sperre braucht einen Grund: 1 bis ${max} Zeichen.`,
      noBan: () => 'Diese Sperre gibt es nicht.',
      noAccount: () => 'Kein Konto hat diesen Namen oder Schlüssel.',
      badName: () => 'Diesen Namen kann man nicht vergeben: 2 bis 20 Spalten druckbarer Zeichen, einfache Leerzeichen.',
      nameTaken: () => 'Dieser Name oder einer, der gleich aussieht, ist auf diesem Server vergeben.',
      badCode: () => 'Ein Tisch wird mit seinem Code angegeben, z. B. KQX7-2MPD.',
      noTable: () => 'Es gibt keinen offenen Tisch mit diesem Code.',
      noDaily: () => 'Dieser Server führt kein Tagesfeld.',
      badDay: () => 'Ein Tag wird als JJJJ-MM-TT geschrieben (der UTC-Tag des Servers).',
      badGame: () => 'Dieses Spiel hat kein Tagesfeld.',
      noResult: () => 'Dieses Tagesergebnis gibt es nicht.',
      noPuzzles: () => 'Dieser Server führt keine Rätsel aus Partien von Spielern.',
      noPuzzle: () => 'Dieses Rätsel aus der Partie eines Spielers gibt es nicht.',
      badRemovalReason: (max) => `Das Entfernen braucht einen Grund: 1 bis ${max} Zeichen.`,
      unavailable: () => 'Die Datenbank ist gerade nicht erreichbar.',
    },
  },
  serve: {
    monitorNeedsListen: '--monitor braucht --operator-listen HOST:PORT (dort lauscht die Übersicht)',
    monitorPassword: (min, variable) => `--monitor braucht in ${variable} ein Passwort mit mindestens ${min} Zeichen`,
    tokenForm: (variable, min) => `${variable} muss mindestens ${min} Zeichen lang sein, ohne Leerzeichen`,
    resumeWithRedis: '--resume stellt die Tische aus dem Datenordner wieder her; mit --redis liegen die Tische in Redis und ziehen zu dem Prozess, den ihre Spieler erreichen',
    headersTimeout: (headers, request) => `--headers-timeout (${DE.number(headers)} ms) darf nicht länger sein als --request-timeout (${DE.number(request)} ms)`,
  },
  account: {
    oneAct: 'gib jeweils nur eines von --claim, --link, --export, --delete, --holiday und --holiday-end an',
    yesWithDelete: '--yes gehört zu --delete',
    exportExists: (path) => `${path} gibt es schon; --export schreibt nur eine neue Datei`,
    cannotWrite: (path, why) => `${path} lässt sich nicht schreiben (${why})`,
    deleteNeedsTerminal: '--delete fragt vor dem Löschen nach; ohne Terminal füge --yes hinzu',
    noServer: (command) => `noch kein Server: gib einmal einen an mit ${command} --server HOST:PORT`,
  },
  notify: {
    oneAct: 'gib jeweils nur eines von ADRESSE, --list, --remove, --off und --test an',
    digest: '--digest gehört zu einer Adresse: notify ntfy:THEMA --digest',
  },
  needsTerminal: {
    lobby: (command) => `die Lobby braucht ein Terminal; für Skripte gibt es „${command}“`,
    tables: (command) => `die Liste deiner Tische braucht ein Terminal; für Skripte gibt es „${command}“`,
    puzzles: (command) => `die Rätsel brauchen ein Terminal; starte „${command}“ in einem (oder füge --screen-reader hinzu)`,
  },
  noPuzzles: 'diesem Programm liegen keine Rätsel bei',
  today: (variable, given) => `${variable} muss ein Datum wie 2026-11-30 sein, nicht „${given}“`,
  sessions: {
    noSeat: (code) => `auf diesem Rechner ist kein Platz für den Tisch ${code} gespeichert`,
    noEarlier: (role, game) => `auf diesem Rechner gibt es keinen früher ${role === 'host' ? 'eröffneten' : 'besuchten'} ${game}-Tisch zum Fortsetzen`,
    notSeat: (path, game) => `${path}: kein gespeicherter Platz an einem ${game}-Tisch`,
  },
  castCannotWrite: (file, why) => `die Aufnahme ${file} lässt sich nicht schreiben: ${why}`,
  log: {
    seedRefused: (path, why) => `${path}: der Seed des Protokolls wird nicht angenommen: ${why}`,
    notLegal: (path, move, why) => `${path}: Zug ${move} ist nicht erlaubt (${why}); prüf es mit replay --verify`,
    alreadyOver: 'das Spiel war schon zu Ende',
  },
  verify: {
    ok: (moves, result) => `in Ordnung: ${DE.count(moves, { one: '# Zug', other: '# Züge' })} nachgespielt, Ergebnis ${result}`,
    badOptions: (path, why) => `${path}: ungültige Einstellungen im Protokoll: ${why}`,
    notLegal: (path, move, text, why) => `${path}: Zug ${move} „${text}“ ist nicht erlaubt: ${why}`,
    resultDiffers: (path, recorded, replayed) => `${path}: das gespeicherte Ergebnis ${recorded} passt nicht zum nachgespielten ${replayed}`,
  },
  variantsClash: (a, b) => `die Varianten ${a} und ${b} lassen sich nicht verbinden`,
  botSeat: (seat, players) => `--bots nennt Platz ${seat}, aber das Spiel hat ${players === 1 ? 'nur einen Platz' : `${players} Plätze`}`,
  analyze: {
    dealsNeedSeed: '--deals N gehört zu --seed SEED: es durchsucht die Blätter SEED/0 … SEED/N−1',
    dealsNotFile: '--deals und --queue durchsuchen Blätter aus einem Seed: gib --seed an, keine Protokolldatei',
    lineLogNotDeals: '--line-log schreibt die Zugfolge eines einzigen Blatts: lass --deals weg',
    dealsNotSeconds: '--deals durchsucht jedes Blatt bis zu --nodes Stellungen, nicht nach --seconds',
    nodesWithDeals: '--nodes und --workers gehören zu --deals N',
    fileOrSeed: 'gib entweder eine Protokolldatei oder --seed an, nicht beides',
    needsFileOrSeed: 'analyze braucht eine Protokolldatei oder --seed SEED',
    optionsWithSeed: '--players und --variant gehören zu --seed; eine Protokolldatei hält ihre eigenen fest',
    moveUnreadable: (path, move, text, why) => `${path}: Zug ${move} ${text} lässt sich nicht lesen: ${why}`,
  },
  systemWhy: (code) =>
    code === 'ENOENT'
      ? 'den Ordner gibt es nicht'
      : code === 'EISDIR'
        ? 'es ist ein Ordner'
        : code === 'EACCES' || code === 'EPERM'
          ? 'keine Berechtigung'
          : code === 'ENOSPC'
            ? 'der Datenträger ist voll'
            : (code ?? 'Schreiben fehlgeschlagen'),
};
