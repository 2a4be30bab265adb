// Table talk in the reader's language: the signals after a jester, the quick phrases (a phrase
// that states a fact gets the count the table took from the public view), a line of the event log
// for something said, the signal step of people at one keyboard, the phrase menu, and refused talk.
import type { PhraseParams, Signal } from '../../../core/talk.js';
import type { TalkRefusal } from '../../../table/types.js';
import { wordsIn } from '../../../text/words.js';
import type { Dictionary } from '../i18n.js';

const EN = wordsIn('en');
const DE = wordsIn('de');
const FR = wordsIn('fr');
const NB = wordsIn('nb');

export interface SharedTalkTexts {
  /** A signal as the chooser reads it beside a seat. */
  signalWord: (value: Signal) => string;
  /** The same, short, in the chooser's row of signals. */
  signalShort: (value: Signal | null) => string;
  /** Heads the chooser's row of signals. */
  signalsHeading: string;
  /** A quick phrase (an unknown code is shown as the code). */
  phraseWord: (code: string, params: PhraseParams) => string;
  /** One event-log line for something said. */
  saidLine: (who: string, what: string) => string;
  /** A watcher as the event log names them. */
  watcherWho: (name: string) => string;
  /** The signal step at a shared keyboard: the prompt above the hand. */
  signalPrompt: (chooser: string) => string;
  /** The line under it: the seat's signal so far (`step`: at a shared keyboard, where Enter skips). */
  signalSoFar: (value: Signal | null, step: boolean) => string;
  /** A phrase as the menu offers it (the count it will state is the table's). */
  phraseMenuWord: (code: string) => string;
  /** The phrase menu's title and its closing hint. */
  phraseMenuTitle: string;
  phraseMenuClose: string;
  /** Refused talk (nothing was said). */
  talkRefused: (refusal: TalkRefusal) => string;
}

const SIGNAL_EN: Record<Signal, string> = { go: "I'd like to go next", 'rather-not': 'rather not me' };
const SIGNAL_DE: Record<Signal, string> = { go: 'ich würde gern als Nächstes', 'rather-not': 'lieber nicht ich' };
const SIGNAL_FR: Record<Signal, string> = { go: 'je veux bien jouer ensuite', 'rather-not': 'plutôt pas moi' };
const SIGNAL_NB: Record<Signal, string> = { go: 'jeg tar gjerne neste', 'rather-not': 'helst ikke meg' };

const PHRASE_EN: Record<string, (p: PhraseParams) => string> = {
  'my-hand': (p) => `I have ${EN.count(p.cards ?? 0, { one: '# card', other: '# cards' })}`,
  tavern: (p) => `${EN.count(p.cards ?? 0, { one: '# card', other: '# cards' })} left in the tavern`,
  'good-luck': () => 'good luck',
  'well-played': () => 'well played',
  sorry: () => 'sorry',
  thinking: () => 'thinking…',
};
const PHRASE_DE: Record<string, (p: PhraseParams) => string> = {
  'my-hand': (p) => `ich habe ${DE.count(p.cards ?? 0, { one: '# Karte', other: '# Karten' })}`,
  tavern: (p) => `noch ${DE.count(p.cards ?? 0, { one: '# Karte', other: '# Karten' })} in der Taverne`,
  'good-luck': () => 'viel Glück',
  'well-played': () => 'gut gespielt',
  sorry: () => 'Entschuldigung',
  thinking: () => 'ich überlege…',
};

const PHRASE_FR: Record<string, (p: PhraseParams) => string> = {
  'my-hand': (p) => `j’ai ${FR.count(p.cards ?? 0, { one: '# carte', other: '# cartes' })}`,
  tavern: (p) => `encore ${FR.count(p.cards ?? 0, { one: '# carte', other: '# cartes' })} dans la taverne`,
  'good-luck': () => 'bonne chance',
  'well-played': () => 'bien joué',
  sorry: () => 'désolé',
  thinking: () => 'je réfléchis…',
};
const PHRASE_NB: Record<string, (p: PhraseParams) => string> = {
  'my-hand': (p) => `jeg har ${NB.count(p.cards ?? 0, { one: '# kort', other: '# kort' })}`,
  tavern: (p) => `${NB.count(p.cards ?? 0, { one: '# kort', other: '# kort' })} igjen i tavernaen`,
  'good-luck': () => 'lykke til',
  'well-played': () => 'godt spilt',
  sorry: () => 'beklager',
  thinking: () => 'tenker…',
};

const phrase = (table: Record<string, (p: PhraseParams) => string>) => (code: string, params: PhraseParams) => (Object.hasOwn(table, code) ? table[code](params) : code);

const en: SharedTalkTexts = {
  signalWord: (v) => SIGNAL_EN[v],
  signalShort: (v) => (v === 'go' ? 'would like to go' : v === 'rather-not' ? 'rather not' : 'no signal'),
  signalsHeading: 'Signals:',
  phraseWord: phrase(PHRASE_EN),
  saidLine: (who, what) => `${who}: “${what}”`,
  watcherWho: (name) => `${name} (watching)`,
  signalPrompt: (chooser) => `Jester: ${chooser} chooses who goes next. Would you like to go?`,
  signalSoFar: (v, step) => (v ? `Your signal: ${SIGNAL_EN[v]}` : step ? 'No signal yet (Enter skips)' : 'No signal yet'),
  phraseMenuWord: (code) => ({ 'my-hand': 'my hand size', tavern: 'the tavern count' })[code] ?? PHRASE_EN[code]?.({}) ?? code,
  phraseMenuTitle: 'Say to the table (public facts and greetings only):',
  phraseMenuClose: 'a number says it, Esc closes',
  talkRefused: (r) => {
    switch (r.code) {
      case 'talkLimit':
        return 'You have said as much as this position allows; nothing was said';
      case 'noSignalNow':
        return 'Signals are given only after a jester, until its player chooses';
      case 'chooserSignals':
        return 'The player of the jester chooses; only the others signal';
      case 'gameOver':
        return 'The game is over';
      default:
        return 'That could not be said now; nothing was said';
    }
  },
};

const de: SharedTalkTexts = {
  signalWord: (v) => SIGNAL_DE[v],
  signalShort: (v) => (v === 'go' ? 'würde gern' : v === 'rather-not' ? 'lieber nicht' : 'kein Zeichen'),
  signalsHeading: 'Zeichen:',
  phraseWord: phrase(PHRASE_DE),
  saidLine: (who, what) => `${who}: „${what}“`,
  watcherWho: (name) => `${name} (schaut zu)`,
  signalPrompt: (chooser) => `Narr: ${chooser} wählt, wer als Nächstes spielt. Möchtest du?`,
  signalSoFar: (v, step) => (v ? `Dein Zeichen: ${SIGNAL_DE[v]}` : step ? 'Noch kein Zeichen (Enter überspringt)' : 'Noch kein Zeichen'),
  phraseMenuWord: (code) => ({ 'my-hand': 'meine Kartenzahl', tavern: 'Karten in der Taverne' })[code] ?? PHRASE_DE[code]?.({}) ?? code,
  phraseMenuTitle: 'An den Tisch sagen (nur öffentliche Fakten und Grüße):',
  phraseMenuClose: 'eine Ziffer sagt es, Esc schließt',
  talkRefused: (r) => {
    switch (r.code) {
      case 'talkLimit':
        return 'Du hast in dieser Stellung schon genug gesagt; nichts wurde gesagt';
      case 'noSignalNow':
        return 'Zeichen gibt es nur nach einem Narren, bis sein Spieler wählt';
      case 'chooserSignals':
        return 'Wer den Narren gespielt hat, wählt; nur die anderen geben Zeichen';
      case 'gameOver':
        return 'Das Spiel ist vorbei';
      default:
        return 'Das geht jetzt nicht; nichts wurde gesagt';
    }
  },
};

const fr: SharedTalkTexts = {
  signalWord: (v) => SIGNAL_FR[v],
  signalShort: (v) => (v === 'go' ? 'veut bien' : v === 'rather-not' ? 'plutôt pas' : 'aucun signe'),
  signalsHeading: 'Signes\u00a0:',
  phraseWord: phrase(PHRASE_FR),
  saidLine: (who, what) => `${who}\u00a0: «\u00a0${what}\u00a0»`,
  watcherWho: (name) => `${name} (spectateur)`,
  signalPrompt: (chooser) => `Joker\u00a0: ${chooser} choisit qui joue ensuite. Voulez-vous jouer\u00a0?`,
  signalSoFar: (v, step) => (v ? `Votre signe\u00a0: ${SIGNAL_FR[v]}` : step ? 'Pas encore de signe (Entrée pour ignorer)' : 'Pas encore de signe'),
  phraseMenuWord: (code) => ({ 'my-hand': 'mon nombre de cartes', tavern: 'les cartes de la taverne' })[code] ?? PHRASE_FR[code]?.({}) ?? code,
  phraseMenuTitle: 'Dire à la table (faits publics et salutations seulement)\u00a0:',
  phraseMenuClose: 'un chiffre le dit, Échap ferme',
  talkRefused: (r) => {
    switch (r.code) {
      case 'talkLimit':
        return 'Vous avez dit tout ce que cette position permet\u00a0; rien n’a été dit';
      case 'noSignalNow':
        return 'Un signe ne se fait qu’après un joker, jusqu’à ce que son joueur choisisse';
      case 'chooserSignals':
        return 'Qui a joué le joker choisit\u00a0; seuls les autres font signe';
      case 'gameOver':
        return 'La partie est terminée';
      default:
        return 'Impossible de le dire maintenant\u00a0; rien n’a été dit';
    }
  },
};

const nb: SharedTalkTexts = {
  signalWord: (v) => SIGNAL_NB[v],
  signalShort: (v) => (v === 'go' ? 'tar gjerne' : v === 'rather-not' ? 'helst ikke' : 'ikke noe tegn'),
  signalsHeading: 'Tegn:',
  phraseWord: phrase(PHRASE_NB),
  saidLine: (who, what) => `${who}: «${what}»`,
  watcherWho: (name) => `${name} (ser på)`,
  signalPrompt: (chooser) => `Narr: ${chooser} velger hvem som fortsetter. Vil du ta neste?`,
  signalSoFar: (v, step) => (v ? `Ditt tegn: ${SIGNAL_NB[v]}` : step ? 'Ikke noe tegn ennå (Enter hopper over)' : 'Ikke noe tegn ennå'),
  phraseMenuWord: (code) => ({ 'my-hand': 'antall kort på hånden', tavern: 'kort igjen i tavernaen' })[code] ?? PHRASE_NB[code]?.({}) ?? code,
  phraseMenuTitle: 'Si til bordet (bare offentlige fakta og hilsener):',
  phraseMenuClose: 'et tall sier det, Esc lukker',
  talkRefused: (r) => {
    switch (r.code) {
      case 'talkLimit':
        return 'Du har sagt så mye som denne stillingen tillater; ingenting ble sagt';
      case 'noSignalNow':
        return 'Tegn gis bare etter en narr, til spilleren som la den, velger';
      case 'chooserSignals':
        return 'Den som spilte narren, velger; bare de andre gir tegn';
      case 'gameOver':
        return 'Spillet er over';
      default:
        return 'Det kan ikke sies nå; ingenting ble sagt';
    }
  },
};

export const SHARED_TALK: Dictionary<SharedTalkTexts> = { en, de, fr, nb };
