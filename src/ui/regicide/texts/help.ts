// Regicide: the keys — footer hints, the help overlay and its notes (the key map decides which apply).
import type { ShellKeyId } from '../../shell/shell-keymap.js';
import type { RegicideKeyCtx, RegicideKeyId } from '../keymap.js';
import type { Dictionary } from '../../shared/texts-for.js';

export interface RegicideHelpTexts {
  keyHint: (id: RegicideKeyId | ShellKeyId, ctx: RegicideKeyCtx) => string;
  /** Every key's row in the help and the README (the discard pile browser's too). */
  keyHelp: Record<RegicideKeyId | ShellKeyId | 'pileClose', readonly [string, string]>;
  helpNotes: readonly string[];
}

const en: RegicideHelpTexts = {
  keyHint: (id, c) =>
    (
      ({
        cursor: '←→ move',
        toggle: 'space/1-9 select',
        submit: c.phase === 'discard' ? 'Enter discard' : 'Enter play',
        yield: 'p yield',
        flip: 'f flip',
        feign: 'e feign',
        nextChoose: `↑↓ or 1-${c.players} choose`,
        nextConfirm: 'Enter confirm',
        signalGo: 'g I would go',
        signalNot: 'r rather not',
        signalDone: c.signalling ? 'Enter done' : '',
        pile: 'd pile',
        log: 'v log',
        hint: 'i hint',
        undo: 'u undo',
        help: '? help',
        quit: 'q quit',
      }) as Partial<Record<RegicideKeyId | ShellKeyId, string>>
    )[id] ?? '',
  keyHelp: {
    cursor: ['← → h l', 'move over your hand'],
    toggle: ['space', 'select or unselect the card under the cursor'],
    pick: ['1–9', 'select or unselect card number N'],
    submit: ['Enter', 'play the selection (or discard it when covering damage)'],
    clear: ['c / Esc', 'clear the selection'],
    yield: ['p', 'yield (pass): play nothing and take the attack'],
    yieldKey: ['y', 'does not yield (y answers "yes" in questions): it says that p yields'],
    flip: ['f', 'solo: flip a set-aside jester for a fresh hand (asks first; with an empty hand it flips at once)'],
    feign: ['e', 'feign death (variant): discard a full hand instead of the attack (asks first)'],
    nextChoose: ['↑ ↓ ← →', 'after a jester: move to the seat that plays next'],
    nextPick: ['1–9', 'after a jester: choose seat N'],
    nextConfirm: ['Enter', 'after a jester: confirm the chosen seat'],
    signalGo: ['g', 'after a jester (not yours): signal "I\'d like to go next" (change it at will)'],
    signalNot: ['r', 'after a jester (not yours): signal "rather not me"'],
    signalDone: ['Enter', 'people at one keyboard, after a jester: end your signal step (with no signal: skip it)'],
    pile: ['d', 'browse the discard pile'],
    log: ['v', 'read the whole event log (↑/↓, PgUp/PgDn)'],
    hint: ['i', 'hint: what the hard bot would play and why (solo: chance to win); the first asks, as it makes the game practice'],
    undo: ['u', 'solo: take back your last move; the first asks, as it makes the game practice'],
    help: ['?', 'this help'],
    quit: ['q', 'quit (the game is saved; continue with --resume)'],
    pileClose: ['d / Esc / q / Enter', 'close the discard pile'],
  },
  helpNotes: [
    'Plays: one card; 2–4 cards of one rank totalling 10 or less; an ace with one other card; a jester alone.',
    '♥ heals the tavern from the discard pile, ♦ draws cards, ♣ doubles damage, ♠ shields against the attack.',
    'An enemy blocks its own suit’s power until a jester is played against it.',
    'Cover an attack by discarding one card at a time; stop as soon as the damage is covered.',
  ],
};

const de: RegicideHelpTexts = {
  keyHint: (id, c) =>
    (
      ({
        cursor: '←→ Cursor',
        toggle: 'Leer/1-9 Wahl',
        submit: c.phase === 'discard' ? 'Enter abwerfen' : 'Enter spielen',
        yield: 'p passen',
        flip: 'f Narr',
        feign: 'e totstellen',
        nextChoose: `↑↓ oder 1-${c.players} wählen`,
        nextConfirm: 'Enter bestätigen',
        signalGo: 'g ich gern',
        signalNot: 'r lieber nicht',
        signalDone: c.signalling ? 'Enter fertig' : '',
        pile: 'd Ablage',
        log: 'v Verlauf',
        hint: 'i Tipp',
        undo: 'u zurück',
        help: '? Hilfe',
        quit: 'q Ende',
      }) as Partial<Record<RegicideKeyId | ShellKeyId, string>>
    )[id] ?? '',
  keyHelp: {
    cursor: ['← → h l', 'über die Hand bewegen'],
    toggle: ['Leertaste', 'Karte unter dem Cursor wählen oder abwählen'],
    pick: ['1–9', 'Karte Nummer N wählen oder abwählen'],
    submit: ['Enter', 'die Auswahl spielen (oder abwerfen, wenn Schaden abzuwehren ist)'],
    clear: ['c / Esc', 'Auswahl aufheben'],
    yield: ['p', 'passen: nichts spielen und den Angriff hinnehmen'],
    yieldKey: ['y', 'passt nicht (y heißt „ja“ in Fragen): sagt, dass p passt'],
    flip: ['f', 'Solo: einen beiseitegelegten Narren umdrehen, neue Hand (fragt vorher; mit leerer Hand sofort)'],
    feign: ['e', 'totstellen (Variante): volle Hand abwerfen statt des Angriffs (fragt vorher)'],
    nextChoose: ['↑ ↓ ← →', 'nach einem Narren: zum Platz, der als Nächstes spielt'],
    nextPick: ['1–9', 'nach einem Narren: Platz N wählen'],
    nextConfirm: ['Enter', 'nach einem Narren: den gewählten Platz bestätigen'],
    signalGo: ['g', 'nach einem Narren (nicht deinem): Zeichen „ich würde gern als Nächstes“ (jederzeit änderbar)'],
    signalNot: ['r', 'nach einem Narren (nicht deinem): Zeichen „lieber nicht ich“'],
    signalDone: ['Enter', 'mehrere an einer Tastatur, nach einem Narren: deinen Zeichen-Schritt beenden (ohne Zeichen: überspringen)'],
    pile: ['d', 'die Ablage durchsehen'],
    log: ['v', 'den ganzen Spielverlauf lesen (↑/↓, BildAuf/BildAb)'],
    hint: ['i', 'Tipp: was der starke Bot spielen würde und warum (Solo: Siegchance); der erste fragt, denn das Spiel wird zur Übung'],
    undo: ['u', 'Solo: deinen letzten Zug zurücknehmen; die erste Rücknahme fragt, denn das Spiel wird zur Übung'],
    help: ['?', 'diese Hilfe'],
    quit: ['q', 'beenden (das Spiel ist gespeichert; weiter mit --resume)'],
    pileClose: ['d / Esc / q / Enter', 'die Ablage schließen'],
  },
  helpNotes: [
    'Spielbar: eine Karte; 2–4 Karten eines Rangs mit Summe höchstens 10; ein Ass mit einer anderen Karte; ein Narr allein.',
    '♥ heilt die Taverne aus der Ablage, ♦ zieht Karten, ♣ verdoppelt den Schaden, ♠ schwächt den Angriff.',
    'Ein Gegner blockiert seine Farbe, bis ein Narr gegen ihn gespielt wird.',
    'Einen Angriff wehrst du ab, indem du Karte für Karte abwirfst, bis der Schaden gedeckt ist.',
  ],
};

const fr: RegicideHelpTexts = {
  keyHint: (id, c) =>
    (
      ({
        cursor: '←→ curseur',
        toggle: 'espace/1-9 choisir',
        submit: c.phase === 'discard' ? 'Entrée défausser' : 'Entrée jouer',
        yield: 'p passer',
        flip: 'f joker',
        signalGo: 'g je veux bien',
        signalNot: 'r plutôt pas',
        signalDone: c.signalling ? 'Entrée fini' : '',
        feign: 'e simuler la mort',
        nextChoose: `↑↓ ou 1-${c.players} choisir`,
        nextConfirm: 'Entrée valider',
        pile: 'd défausse',
        log: 'v journal',
        hint: 'i conseil',
        undo: 'u annuler',
        help: '? aide',
        quit: 'q quitter',
      }) as Partial<Record<RegicideKeyId | ShellKeyId, string>>
    )[id] ?? '',
  keyHelp: {
    cursor: ['← → h l', 'se déplacer dans la main'],
    toggle: ['espace', 'prendre ou reposer la carte sous le curseur'],
    pick: ['1–9', 'prendre ou reposer la carte numéro N'],
    submit: ['Entrée', 'jouer la sélection (ou la défausser quand il faut encaisser)'],
    clear: ['c / Échap', 'vider la sélection'],
    yield: ['p', 'passer\u00a0: ne rien jouer et subir l’attaque'],
    yieldKey: ['y', 'ne passe pas (y et o répondent «\u00a0oui\u00a0» aux questions)\u00a0: rappelle que p passe'],
    flip: ['f', 'solo\u00a0: retourner un joker mis de côté pour une nouvelle main (demande d’abord\u00a0; main vide\u00a0: tout de suite)'],
    feign: ['e', 'simuler la mort (variante)\u00a0: défausser une main pleine au lieu de subir l’attaque (demande d’abord)'],
    nextChoose: ['↑ ↓ ← →', 'après un joker\u00a0: aller à la place qui jouera ensuite'],
    nextPick: ['1–9', 'après un joker\u00a0: choisir la place N'],
    nextConfirm: ['Entrée', 'après un joker\u00a0: valider la place choisie'],
    signalGo: ['g', 'après un joker (pas le vôtre)\u00a0: faire signe «\u00a0je veux bien jouer ensuite\u00a0» (modifiable à tout moment)'],
    signalNot: ['r', 'après un joker (pas le vôtre)\u00a0: faire signe «\u00a0plutôt pas moi\u00a0»'],
    signalDone: ['Entrée', 'à plusieurs sur un clavier, après un joker\u00a0: finir votre signe (sans signe\u00a0: passer)'],
    pile: ['d', 'parcourir la défausse'],
    log: ['v', 'lire tout le journal de la partie (↑/↓, PgPréc/PgSuiv)'],
    hint: ['i', 'conseil\u00a0: ce que jouerait le bot fort, et pourquoi (solo\u00a0: chances de gagner)\u00a0; le premier conseil demande confirmation, car la partie devient un entraînement'],
    undo: ['u', 'solo\u00a0: reprendre votre dernier coup\u00a0; la première fois demande, car la partie devient un entraînement'],
    help: ['?', 'cette aide'],
    quit: ['q', 'quitter (la partie est sauvegardée\u00a0; reprise avec --resume)'],
    pileClose: ['d / Échap / q / Entrée', 'fermer la défausse'],
  },
  helpNotes: [
    'Coups\u00a0: une carte\u00a0; 2 à 4 cartes de même rang totalisant 10 ou moins\u00a0; un as avec une autre carte\u00a0; un joker seul.',
    '♥ remet des cartes de la défausse sous la taverne, ♦ fait piocher, ♣ double les dégâts, ♠ affaiblit l’attaque.',
    'Un ennemi bloque le pouvoir de sa propre couleur, jusqu’à ce qu’on joue un joker contre lui.',
    'Pour encaisser une attaque, défaussez carte par carte et arrêtez dès que les dégâts sont couverts.',
  ],
};

const nb: RegicideHelpTexts = {
  keyHint: (id, c) =>
    (
      ({
        cursor: '←→ markør',
        toggle: 'mellomrom/1-9 velg',
        submit: c.phase === 'discard' ? 'Enter kast' : 'Enter spill',
        yield: 'p stå over',
        flip: 'f narr',
        signalGo: 'g tar gjerne',
        signalNot: 'r helst ikke',
        signalDone: c.signalling ? 'Enter ferdig' : '',
        feign: 'e spill død',
        nextChoose: `↑↓ eller 1-${c.players} velg`,
        nextConfirm: 'Enter bekreft',
        pile: 'd kastebunke',
        log: 'v logg',
        hint: 'i tips',
        undo: 'u angre',
        help: '? hjelp',
        quit: 'q avslutt',
      }) as Partial<Record<RegicideKeyId | ShellKeyId, string>>
    )[id] ?? '',
  keyHelp: {
    cursor: ['← → h l', 'flytt deg over hånden'],
    toggle: ['mellomrom', 'velg eller fjern kortet under markøren'],
    pick: ['1–9', 'velg eller fjern kort nummer N'],
    submit: ['Enter', 'spill utvalget (eller kast det når du må dekke skade)'],
    clear: ['c / Esc', 'tøm utvalget'],
    yield: ['p', 'stå over (pass): spill ingenting og ta imot angrepet'],
    yieldKey: ['y', 'står ikke over (y og j svarer «ja» på spørsmål): minner om at p står over'],
    flip: ['f', 'solo: snu en narr som ligger til side, og få en ny hånd (spør først; med tom hånd med en gang)'],
    feign: ['e', 'spill død (variant): kast en full hånd i stedet for å ta imot angrepet (spør først)'],
    nextChoose: ['↑ ↓ ← →', 'etter en narr: gå til plassen som spiller nå'],
    nextPick: ['1–9', 'etter en narr: velg plass N'],
    nextConfirm: ['Enter', 'etter en narr: bekreft den valgte plassen'],
    signalGo: ['g', 'etter en narr (ikke din): gi tegnet «jeg tar gjerne neste» (kan endres når som helst)'],
    signalNot: ['r', 'etter en narr (ikke din): gi tegnet «helst ikke meg»'],
    signalDone: ['Enter', 'flere ved ett tastatur, etter en narr: avslutt tegnsteget ditt (uten tegn: hopp over)'],
    pile: ['d', 'bla gjennom kastebunken'],
    log: ['v', 'les hele spilloggen (↑/↓, PgUp/PgDn)'],
    hint: ['i', 'tips: hva den sterke boten ville spilt og hvorfor (solo: vinnersjanse); det første spør, for spillet blir da øving'],
    undo: ['u', 'solo: angre ditt siste trekk; første gang spør den, for spillet blir da øving'],
    help: ['?', 'denne hjelpen'],
    quit: ['q', 'avslutt (spillet er lagret; fortsett med --resume)'],
    pileClose: ['d / Esc / q / Enter', 'lukk kastebunken'],
  },
  helpNotes: [
    'Lovlige spill: ett kort; 2–4 kort av samme valør med sum 10 eller mindre; et ess med ett annet kort; en narr alene.',
    '♥ legger kort fra kastebunken under tavernaen, ♦ trekker kort, ♣ dobler skaden, ♠ svekker angrepet.',
    'En fiende blokkerer kraften til sin egen farge til noen spiller en narr mot den.',
    'Du dekker et angrep ved å kaste ett kort om gangen og stoppe så snart skaden er dekket.',
  ],
};

export const REGICIDE_HELP: Dictionary<RegicideHelpTexts> = { en, de, fr, nb };
