// The engine's coded problems (src/core/problems.ts: a move's notation that does not read,
// options a game does not take, a file that is no game log) in the player's language, for the
// command line, the screens and a server's refusal. English is the protocol's own words (scripts
// and tests read them); move notation, card letters (J Q K, S H D C), variant names and log
// fields stay as one types them.
import { type EngineProblem, LogError, type LogProblem, NotationError, type NotationProblem, OptionsError, type OptionsProblem } from '../../core/problems.js';
import { printable } from '../../core/printable.js';
import { logErrorEnglish, logProblemEnglish, notationEnglish, optionsEnglish } from '../../protocol/problem-english.js';
import type { Lang } from '../../text/lang.js';
import { typeset } from '../../text/typography.js';

type Own<P extends { code: string }> = { [C in P['code']]: (p: Extract<P, { code: C }>) => string };

interface ProblemTexts {
  notation: Own<NotationProblem>;
  options: Own<OptionsProblem>;
  log: Own<LogProblem>;
}

/** What one types, quoted the language's way and made printable (it may come from a file). */
const quoting =
  (open: string, close: string) =>
  (text: string): string =>
    `${open}${printable(text)}${close}`;
/** "a, b or c" in the language's words, each quoted. */
const listing =
  (q: (text: string) => string, or: string) =>
  (items: readonly string[]): string =>
    items.length < 2 ? items.map(q).join('') : `${items.slice(0, -1).map(q).join(', ')} ${or} ${q(items[items.length - 1])}`;

const deQ = quoting('„', '“');
const deList = listing(deQ, 'oder');
const de: ProblemTexts = {
  notation: {
    emptyMove: (p) => `kein Zug eingegeben; möglich sind ${deList(p.forms)}`,
    unknownVerb: (p) => `unbekannter Zug ${deQ(p.verb)}; möglich sind ${deList(p.forms)}`,
    needsCards: (p) => `${deQ(p.verb)} braucht mindestens eine Karte, z. B. ${deQ(`${p.verb} 7H`)}`,
    needsOneCard: (p) => `${deQ(p.verb)} braucht genau eine Karte, z. B. ${deQ(`${p.verb} 10H`)}`,
    notACard: (p) => `${deQ(p.text)} ist keine Karte (Rang A 2–10 J Q K, dann Farbe S H D C${p.jester ? '; ein Narr ist X' : ''})`,
    noJesters: (p) => `${p.game} kennt keine Narren`,
    needsSeat: (p) => `${deQ(p.verb)} braucht eine Platznummer, z. B. ${deQ(`${p.verb} 2`)}`,
    takesNothing: (p) => `nach ${deQ(p.verb)} folgt nichts mehr`,
  },
  options: {
    playersRange: (p) => `die Spielerzahl muss eine ganze Zahl von ${p.min} bis ${p.max} sein, nicht ${printable(p.got)}`,
    variantsNotList: (p) => `die Varianten müssen eine Liste sein; erlaubt sind ${p.allowed.join(', ')}`,
    unknownVariant: (p) => `unbekannte Variante ${deQ(p.variant)}; erlaubt sind ${p.allowed.join(', ')}`,
    variantsClash: (p) => `die Varianten ${p.a} und ${p.b} lassen sich nicht verbinden`,
    soloVariant: (p) => `die Variante ${p.variant} gibt es nur im Solospiel (zu mehreren darf man ohnehin immer passen)`,
    firstSeat: (p) => `beginnen kann Platz 1 oder 2 (ohne Angabe entscheidet ein Münzwurf), nicht ${printable(p.got)}`,
    botLevel: (p) => `unbekannte Bot-Stufe ${deQ(p.level)}; erlaubt sind ${p.allowed.join(', ')}`,
    botSeat: (p) => `--bots nennt Platz ${p.seat}, aber das Spiel hat ${p.seats === 1 ? 'nur einen Platz' : `${p.seats} Plätze`}`,
    botSeatRange: (p) => `Bots können nur die Plätze 2 bis ${p.seats} bekommen (Platz 1 gehört dem Gastgeber)`,
    seedText: (p) =>
      p.why === 'notText'
        ? 'der Seed muss ein Text sein'
        : p.why === 'empty'
          ? 'der Seed darf nicht leer sein'
          : p.why === 'tooLong'
            ? `der Seed darf höchstens ${p.max} Zeichen lang sein`
            : 'der Seed muss druckbarer Text sein (keine Steuer- oder Formatzeichen)',
    eventSeed: () => 'ein Tisch des Team-Events spielt das Blatt der Woche; einen Seed kann man dafür nicht wählen',
    createField: (p) => `das Feld ${deQ(p.field)} der Anfrage fehlt oder ist ungültig`,
  },
  log: {
    cannotRead: (p) =>
      `das Protokoll lässt sich nicht lesen: ${p.why === 'ENOENT' ? 'die Datei gibt es nicht' : p.why === 'EISDIR' ? 'es ist ein Ordner' : p.why === 'EACCES' ? 'keine Berechtigung' : 'Lesefehler'}`,
    notJson: () => 'das Protokoll ist kein gültiges JSON (abgeschnitten oder beschädigt?)',
    notObject: () => 'das Protokoll ist kein JSON-Objekt',
    noHeader: () => 'dem Protokoll fehlt die Kennung "format": "cardgames-log"',
    logVersion: (p) => `die Protokollversion ${printable(p.version)} wird nicht unterstützt (nur 1)`,
    otherGame: (p) => `das Protokoll gehört zu einer Partie ${deQ(p.game)}, nicht ${p.expected}`,
    noSeed: () => 'dem Protokoll fehlt der Seed',
    noOptions: () => 'dem Protokoll fehlen die Einstellungen ("options")',
    movesNotStrings: () => 'die Züge des Protokolls ("moves") müssen eine Liste von Texten sein',
  },
};

const frQ = quoting('« ', ' »');
const frList = listing(frQ, 'ou');
const fr: ProblemTexts = {
  notation: {
    emptyMove: (p) => `aucun coup saisi ; coups possibles : ${frList(p.forms)}`,
    unknownVerb: (p) => `coup inconnu ${frQ(p.verb)} ; coups possibles : ${frList(p.forms)}`,
    needsCards: (p) => `${frQ(p.verb)} demande au moins une carte, par exemple ${frQ(`${p.verb} 7H`)}`,
    needsOneCard: (p) => `${frQ(p.verb)} demande exactement une carte, par exemple ${frQ(`${p.verb} 10H`)}`,
    notACard: (p) => `${frQ(p.text)} n’est pas une carte (valeur A 2–10 J Q K, puis couleur S H D C${p.jester ? ' ; un joker s’écrit X' : ''})`,
    noJesters: (p) => `${p.game} se joue sans joker`,
    needsSeat: (p) => `${frQ(p.verb)} demande un numéro de place, par exemple ${frQ(`${p.verb} 2`)}`,
    takesNothing: (p) => `rien ne suit ${frQ(p.verb)}`,
  },
  options: {
    playersRange: (p) => `le nombre de joueurs doit être un entier de ${p.min} à ${p.max}, et non ${printable(p.got)}`,
    variantsNotList: (p) => `les variantes doivent former une liste ; variantes possibles : ${p.allowed.join(', ')}`,
    unknownVariant: (p) => `variante inconnue ${frQ(p.variant)} ; variantes possibles : ${p.allowed.join(', ')}`,
    variantsClash: (p) => `les variantes ${p.a} et ${p.b} sont incompatibles`,
    soloVariant: (p) => `la variante ${p.variant} est réservée au solo (à plusieurs, on peut toujours passer)`,
    firstSeat: (p) => `la partie commence à la place 1 ou 2 (sans précision, on tire à pile ou face), et non ${printable(p.got)}`,
    botLevel: (p) => `niveau de bot inconnu ${frQ(p.level)} ; niveaux possibles : ${p.allowed.join(', ')}`,
    botSeat: (p) => `--bots désigne la place ${p.seat}, mais la partie n’en compte que ${p.seats}`,
    botSeatRange: (p) => `les bots ne peuvent occuper que les places 2 à ${p.seats} (la place 1 est celle de l’hôte)`,
    seedText: (p) =>
      p.why === 'notText'
        ? 'la graine doit être un texte'
        : p.why === 'empty'
          ? 'la graine ne doit pas être vide'
          : p.why === 'tooLong'
            ? `la graine doit faire au plus ${p.max} caractères`
            : 'la graine doit être un texte imprimable (sans caractères de contrôle ni de format)',
    eventSeed: () => 'une table de l’événement d’équipe joue la donne de la semaine : on ne peut pas y choisir de graine',
    createField: (p) => `le champ ${frQ(p.field)} de la demande manque ou n’est pas valide`,
  },
  log: {
    cannotRead: (p) =>
      `impossible de lire le journal : ${p.why === 'ENOENT' ? 'ce fichier n’existe pas' : p.why === 'EISDIR' ? 'c’est un dossier' : p.why === 'EACCES' ? 'permission refusée' : 'erreur de lecture'}`,
    notJson: () => 'le journal n’est pas du JSON valide (tronqué ou abîmé ?)',
    notObject: () => 'le journal n’est pas un objet JSON',
    noHeader: () => 'il manque au journal l’en-tête "format": "cardgames-log"',
    logVersion: (p) => `la version ${printable(p.version)} du journal n’est pas prise en charge (seulement 1)`,
    otherGame: (p) => `le journal est celui d’une partie de ${frQ(p.game)}, pas de ${p.expected}`,
    noSeed: () => 'la graine manque dans le journal',
    noOptions: () => 'les réglages ("options") manquent dans le journal',
    movesNotStrings: () => 'les coups du journal ("moves") doivent être une liste de textes',
  },
};

const nbQ = quoting('«', '»');
const nbList = listing(nbQ, 'eller');
const nb: ProblemTexts = {
  notation: {
    emptyMove: (p) => `tomt trekk; mulige trekk er ${nbList(p.forms)}`,
    unknownVerb: (p) => `ukjent trekk ${nbQ(p.verb)}; mulige trekk er ${nbList(p.forms)}`,
    needsCards: (p) => `${nbQ(p.verb)} trenger minst ett kort, f.eks. ${nbQ(`${p.verb} 7H`)}`,
    needsOneCard: (p) => `${nbQ(p.verb)} trenger nøyaktig ett kort, f.eks. ${nbQ(`${p.verb} 10H`)}`,
    notACard: (p) => `${nbQ(p.text)} er ikke et kort (valør A 2–10 J Q K, så farge S H D C${p.jester ? '; en narr skrives X' : ''})`,
    noJesters: (p) => `${p.game} spilles uten narrer`,
    needsSeat: (p) => `${nbQ(p.verb)} trenger et plassnummer, f.eks. ${nbQ(`${p.verb} 2`)}`,
    takesNothing: (p) => `ingenting skal stå etter ${nbQ(p.verb)}`,
  },
  options: {
    playersRange: (p) => `antall spillere må være et heltall fra ${p.min} til ${p.max}, ikke ${printable(p.got)}`,
    variantsNotList: (p) => `variantene må være en liste; tillatt er ${p.allowed.join(', ')}`,
    unknownVariant: (p) => `ukjent variant ${nbQ(p.variant)}; tillatt er ${p.allowed.join(', ')}`,
    variantsClash: (p) => `variantene ${p.a} og ${p.b} kan ikke kombineres`,
    soloVariant: (p) => `varianten ${p.variant} gjelder bare solospill (flere spillere kan alltid stå over)`,
    firstSeat: (p) => `første spiller må sitte på plass 1 eller 2 (uten valg avgjør et myntkast), ikke ${printable(p.got)}`,
    botLevel: (p) => `ukjent botnivå ${nbQ(p.level)}; tillatt er ${p.allowed.join(', ')}`,
    botSeat: (p) => `--bots nevner plass ${p.seat}, men spillet har ${p.seats === 1 ? 'bare én plass' : `${p.seats} plasser`}`,
    botSeatRange: (p) => `boter kan bare få plass 2 til ${p.seats} (plass 1 er vertens)`,
    seedText: (p) =>
      p.why === 'notText'
        ? 'frøet må være tekst'
        : p.why === 'empty'
          ? 'frøet kan ikke være tomt'
          : p.why === 'tooLong'
            ? `frøet kan være på høyst ${p.max} tegn`
            : 'frøet må være skrivbar tekst (ingen kontroll- eller formattegn)',
    eventSeed: () => 'et bord i lagturneringen spiller ukens giv; der kan man ikke velge frø',
    createField: (p) => `feltet ${nbQ(p.field)} i forespørselen mangler eller er ugyldig`,
  },
  log: {
    cannotRead: (p) => `kan ikke lese loggen: ${p.why === 'ENOENT' ? 'filen finnes ikke' : p.why === 'EISDIR' ? 'det er en mappe' : p.why === 'EACCES' ? 'ingen tilgang' : 'lesefeil'}`,
    notJson: () => 'loggen er ikke gyldig JSON (avkortet eller skadet?)',
    notObject: () => 'loggen er ikke et JSON-objekt',
    noHeader: () => 'loggen mangler merket "format": "cardgames-log"',
    logVersion: (p) => `loggversjon ${printable(p.version)} støttes ikke (bare 1)`,
    otherGame: (p) => `loggen er fra spillet ${nbQ(p.game)}, ikke ${p.expected}`,
    noSeed: () => 'loggen mangler frøet (seed)',
    noOptions: () => 'loggen mangler innstillingene ("options")',
    movesNotStrings: () => 'trekkene i loggen ("moves") må være en liste med tekster',
  },
};

const OWN: Record<Exclude<Lang, 'en'>, ProblemTexts> = { de, fr, nb };

const call = <P extends { code: string }>(words: Own<P>, p: P): string => (words[p.code as P['code']] as (p: P) => string)(p);
const isNotation = (p: EngineProblem): p is NotationProblem => Object.hasOwn(de.notation, p.code);
const isOptions = (p: EngineProblem): p is OptionsProblem => Object.hasOwn(de.options, p.code);

/** A coded problem of the engine in `lang`, one line. */
export function problemWords(lang: Lang, problem: EngineProblem): string {
  if (lang === 'en') return isNotation(problem) ? notationEnglish(problem) : isOptions(problem) ? optionsEnglish(problem) : logProblemEnglish(problem);
  const t = OWN[lang];
  const line = isNotation(problem) ? call(t.notation, problem) : isOptions(problem) ? call(t.options, problem) : call(t.log, problem);
  return typeset(line, lang);
}

/** A log that does not read in `lang`, after its file's path when it has one. */
export function logErrorWords(lang: Lang, problem: LogProblem, path: string | undefined): string {
  if (lang === 'en') return logErrorEnglish(problem, path);
  const line = problemWords(lang, problem);
  return path === undefined ? line : typeset(`${printable(path)}: ${line}`, lang);
}

/** A coded error of the engine (bad notation, options or log) in `lang`, or null for any other error. */
export function engineErrorWords(lang: Lang, e: unknown): string | null {
  if (e instanceof LogError) return logErrorWords(lang, e.problem, e.path);
  if (e instanceof NotationError || e instanceof OptionsError) return problemWords(lang, e.problem);
  return null;
}

/** A parameter as a server may send it: a short printable text, a number, a flag or a short list of texts. */
function wireValue(v: unknown): unknown {
  if (typeof v === 'string') return printable(v.slice(0, 40));
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v) && v.length <= 12 && v.every((x) => typeof x === 'string')) return v.map((x: string) => printable(x.slice(0, 24)));
  return undefined;
}

/**
 * A coded problem a server sent beside its English (a refusal of a table's options, say), or null
 * when it is none this program words: its code must be one of ours and every parameter the
 * dictionary reads a short text, a number, a flag or a short list (made printable here).
 */
export function problemFromWire(value: unknown): EngineProblem | null {
  if (!value || typeof value !== 'object' || !('code' in value) || typeof value.code !== 'string') return null;
  const { code } = value;
  // Own keys only: "constructor" and the like are no code.
  if (!Object.hasOwn(WIRE_PARAMS, code)) return null;
  const params = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'code' ? code : wireValue(v)]));
  // Each code's words read its own parameters; one missing or of another kind leaves the English.
  const needed: Readonly<Record<string, readonly string[]>> = WIRE_PARAMS;
  if (needed[code].some((k) => params[k] === undefined)) return null;
  return params as EngineProblem;
}

/** The parameters each code's words read (what problemFromWire requires of a server's problem). */
const WIRE_PARAMS: Record<EngineProblem['code'], readonly string[]> = {
  emptyMove: ['forms'],
  unknownVerb: ['verb', 'forms'],
  needsCards: ['verb'],
  needsOneCard: ['verb'],
  notACard: ['text', 'jester'],
  noJesters: ['game'],
  needsSeat: ['verb'],
  takesNothing: ['verb'],
  playersRange: ['min', 'max', 'got'],
  variantsNotList: ['allowed'],
  unknownVariant: ['variant', 'allowed'],
  variantsClash: ['a', 'b'],
  soloVariant: ['variant'],
  firstSeat: ['got'],
  botSeat: ['seat', 'seats'],
  botLevel: ['level', 'allowed'],
  botSeatRange: ['seats'],
  seedText: ['why', 'max'],
  eventSeed: [],
  createField: ['field'],
  cannotRead: [],
  notJson: [],
  notObject: [],
  noHeader: [],
  logVersion: ['version'],
  otherGame: ['game', 'expected'],
  noSeed: [],
  noOptions: [],
  movesNotStrings: [],
};
