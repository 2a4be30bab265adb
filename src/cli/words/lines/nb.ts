// The command line's lines in Norwegian Bokmål (the shapes are in ../line-types.ts).
import { wordsIn } from '../../../text/words.js';
import type { LineTexts } from '../line-types.js';

const NB = wordsIn('nb');
const results = (n: number): string => NB.count(n, { one: '# resultat', other: '# resultater' });

export const LINES: LineTexts = {
  settings: {
    unreadable: (path, why) => `kan ikke lese innstillingsfilen ${path} (${why}); bruker standardverdiene`,
    notToml: (path, line, column) => `innstillingsfilen ${path} er ikke gyldig TOML${line === null ? '' : ` (linje ${line}, kolonne ${column ?? 1})`}; bruker standardverdiene`,
    keyIgnored: (path, problem) => `${path}: ${problem} (hoppet over)`,
    optionIgnored: (path, reason, key) => `${path}: ${reason} (${key} hoppet over)`,
    unknownKey: (key, keys) => `ukjent innstilling «${key}»; innstillingene er: ${keys}`,
    notBoolean: (key) => `${key} må være true eller false`,
    notString: (key) => `${key} må være en tekst i anførselstegn`,
    oneOf: (key, allowed) => `${key} må være en av: ${allowed}`,
    broken: (path) => `innstillingsfilen ${path} kan ikke leses; rett den opp eller fjern den først`,
    handEdited: (key) => `innstillingsfilen har ${key} i en form denne kommandoen ikke endrer; endre den for hånd`,
    cannotWrite: (path, why) => `kan ikke skrive innstillingsfilen ${path}: ${why}`,
  },
  address: {
    server: (text) => `«${text}» er ingen adresse; ventet VERT:PORT, f.eks. 192.168.1.5:2567`,
    room: (text) => `«${text}» er ingen bordadresse; ventet VERT:PORT/KODE, f.eks. 192.168.1.5:2567/KQX7-2MPD`,
  },
  operator: {
    tokenUnset: (variable) => `sett ${variable} til operatørens token (det serve ble startet med)`,
    tokenShort: (variable, min) => `${variable} er kortere enn noe token serve godtar (${min} tegn)`,
    oneOf: (a, b) => `oppgi enten ${a} eller ${b}`,
    idAlone: 'oppgi --id alene, eller --name eller --key med --day',
    idOrDay: 'oppgi --id, eller --name eller --key med --day',
    kind: (kind) => ({ key: 'nøkkel', address: 'adresse' })[kind] ?? kind,
    banned: (kind, target, reason) => `Utestengt ${kind} ${target}: ${reason}`,
    unbanned: (kind, target) => `Utestengelsen av ${kind} ${target} er opphevet.`,
    renamed: (name) => `Spilleren heter nå ${name}.`,
    unlisted: (code) => `Bordet ${code} vises ikke lenger i lobbyen.`,
    noAudit: 'Revisjonsloggen er tom.',
    noResults: 'Ingen dagsresultater.',
    score: (points) => NB.count(points, { one: '# poeng', other: '# poeng' }),
    won: 'vant',
    first: 'første forsøk',
    removed: (n) => `Fjernet ${NB.count(n, { one: '# dagsresultat', other: '# dagsresultater' })}.`,
    rankingBan: (target, reason, n) => `Nøkkelen ${target} holdes utenfor de daglige rangeringene: ${reason} (${results(n)} tatt ut av feltet).`,
    rankingUnban: (target) => `Nøkkelen ${target} er med i de daglige rangeringene igjen (fra neste spill).`,
    noBans: 'Ingen utestengelser.',
    noMined: 'Ingen oppgaver fra spilleres partier.',
    minedCrowd: (attempts, solved) => (attempts === 0 ? 'ingen forsøk ennå' : `${NB.count(attempts, { one: '# forsøk', other: '# forsøk' })}, ${Math.round((100 * solved) / attempts)} % løst`),
    unpublished: 'ikke publisert ennå',
    puzzleRemoved: (id, n) => `Fjernet oppgaven ${id}${n === 0 ? '' : ` og ${NB.count(n, { one: 'det ene forsøket på den', other: 'de # forsøkene på den' })}`}; den blir aldri tilbudt igjen.`,
    noAnswerInTime: 'fikk ikke svar i tide',
    nothingAnswers: (where) => `ingenting svarer på ${where} (er serve startet med --operator-listen ${where}?)`,
    noAnswerFrom: (where, why) => `ikke noe svar fra ${where}: ${why}`,
    noActs: (where, variable) => `${where} tar ikke imot operatørhandlinger: serve trenger ${variable} i miljøet sitt`,
    refusals: {
      badToken: () => 'Operatørens token mangler eller er feil.',
      slowDown: () => 'For mange feil token fra adressen din; vent litt.',
      badRequest: () => 'Forespørselen er ingen operatørforespørsel.',
      tooLarge: () => 'Forespørselen er for stor.',
      badKey: () => 'En nøkkel oppgis med fingeravtrykket, SHA256: og 43 tegn, slik `account` viser det.',
      badAddress: () => 'En adresse er en IPv4- eller IPv6-adresse, eller et område som 198.51.100.0/24.',
      badReason: (max) => `En utestengelse trenger en grunn: 1 til ${max} tegn.`,
      noBan: () => 'Den utestengelsen finnes ikke.',
      noAccount: () => 'Ingen konto har det navnet eller den nøkkelen.',
      badName: () => 'Det navnet kan ikke gis: 2 til 20 kolonner med skrivbare tegn, enkle mellomrom.',
      nameTaken: () => 'Det navnet, eller et som ser likt ut, er tatt på denne serveren.',
      badCode: () => 'Et bord oppgis med koden sin, f.eks. KQX7-2MPD.',
      noTable: () => 'Det finnes ikke noe åpent bord med den koden.',
      noDaily: () => 'Denne serveren fører ikke dagens felt.',
      badDay: () => 'En dag skrives ÅÅÅÅ-MM-DD (serverens UTC-dag).',
      badGame: () => 'Det spillet har ikke dagens felt.',
      noResult: () => 'Det dagsresultatet finnes ikke.',
      noPuzzles: () => 'Denne serveren har ingen oppgaver fra spilleres partier.',
      noPuzzle: () => 'Den oppgaven fra en spillers parti finnes ikke.',
      badRemovalReason: (max) => `En fjerning trenger en grunn: 1 til ${max} tegn.`,
      unavailable: () => 'Databasen er ikke tilgjengelig akkurat nå.',
    },
  },
  serve: {
    monitorNeedsListen: '--monitor trenger --operator-listen VERT:PORT (der oversikten lytter)',
    monitorPassword: (min, variable) => `--monitor trenger et passord på minst ${min} tegn i ${variable}`,
    tokenForm: (variable, min) => `${variable} må ha minst ${min} tegn, uten mellomrom`,
    resumeWithRedis: '--resume gjenoppretter bordene i datamappen; med --redis ligger bordene i Redis og flytter til den prosessen spillerne deres når',
    headersTimeout: (headers, request) => `--headers-timeout (${NB.number(headers)} ms) kan ikke være lengre enn --request-timeout (${NB.number(request)} ms)`,
  },
  account: {
    oneAct: 'oppgi bare én av --claim, --link, --export, --delete, --holiday og --holiday-end om gangen',
    yesWithDelete: '--yes hører til --delete',
    exportExists: (path) => `${path} finnes allerede; --export skriver bare en ny fil`,
    cannotWrite: (path, why) => `kan ikke skrive ${path} (${why})`,
    deleteNeedsTerminal: '--delete spør før den sletter; uten terminal må du legge til --yes',
    noServer: (command) => `ingen server ennå: oppgi en én gang med ${command} --server VERT:PORT`,
  },
  notify: {
    oneAct: 'oppgi bare én av ADRESSE, --list, --remove, --off og --test om gangen',
    digest: '--digest hører til en adresse: notify ntfy:EMNE --digest',
  },
  needsTerminal: {
    lobby: (command) => `lobbyen trenger en terminal; i skript bruker du «${command}»`,
    tables: (command) => `listen over bordene dine trenger en terminal; i skript bruker du «${command}»`,
    puzzles: (command) => `oppgavene trenger en terminal; kjør «${command}» i en (eller legg til --screen-reader)`,
  },
  noPuzzles: 'ingen oppgaver følger med dette programmet',
  today: (variable, given) => `${variable} må være en dato som 2026-11-30, ikke «${given}»`,
  sessions: {
    noSeat: (code) => `ingen lagret plass ved bordet ${code} på denne maskinen`,
    noEarlier: (role, game) => `ingen tidligere ${role === 'host' ? 'åpnet' : 'besøkt'} ${game}-bord å fortsette på denne maskinen`,
    notSeat: (path, game) => `${path}: ingen lagret plass ved et ${game}-bord`,
  },
  castCannotWrite: (file, why) => `kan ikke skrive opptaket ${file}: ${why}`,
  log: {
    seedRefused: (path, why) => `${path}: loggens frø godtas ikke: ${why}`,
    notLegal: (path, move, why) => `${path}: trekk ${move} er ikke lov (${why}); sjekk det med replay --verify`,
    alreadyOver: 'spillet var allerede over',
  },
  verify: {
    ok: (moves, result) => `i orden: ${NB.count(moves, { one: '# trekk', other: '# trekk' })} spilt på nytt, resultat ${result}`,
    badOptions: (path, why) => `${path}: ugyldige innstillinger i loggen: ${why}`,
    notLegal: (path, move, text, why) => `${path}: trekk ${move} «${text}» er ikke lov: ${why}`,
    resultDiffers: (path, recorded, replayed) => `${path}: det lagrede resultatet ${recorded} stemmer ikke med det gjenspilte ${replayed}`,
  },
  variantsClash: (a, b) => `variantene ${a} og ${b} kan ikke kombineres`,
  botSeat: (seat, players) => `--bots nevner plass ${seat}, men spillet har ${players === 1 ? 'bare én plass' : `${players} plasser`}`,
  analyze: {
    dealsNeedSeed: '--deals N hører til --seed FRØ: den gjennomsøker givene FRØ/0 … FRØ/N−1',
    dealsNotFile: '--deals og --queue gjennomsøker giv fra et frø: oppgi --seed, ikke en loggfil',
    lineLogNotDeals: '--line-log skriver trekkrekken for én giv: dropp --deals',
    dealsNotSeconds: '--deals gjennomsøker hver giv opptil --nodes stillinger, ikke i --seconds',
    nodesWithDeals: '--nodes og --workers hører til --deals N',
    fileOrSeed: 'oppgi enten en loggfil eller --seed, ikke begge',
    needsFileOrSeed: 'analyze trenger en loggfil eller --seed FRØ',
    optionsWithSeed: '--players og --variant hører til --seed; en loggfil har sine egne',
    moveUnreadable: (path, move, text, why) => `${path}: trekk ${move} ${text} kan ikke leses: ${why}`,
  },
  systemWhy: (code) =>
    code === 'ENOENT'
      ? 'mappen finnes ikke'
      : code === 'EISDIR'
        ? 'det er en mappe'
        : code === 'EACCES' || code === 'EPERM'
          ? 'ingen tilgang'
          : code === 'ENOSPC'
            ? 'disken er full'
            : (code ?? 'skrivingen mislyktes'),
};
