// The letters of the face cards as each language's own decks print them, for what people read:
// German Bube, Dame, König are B, D, K (rule book 001: "3♦ D♠ 7♥ B♣ K♦"), French valet, dame,
// roi V, D, R; Norwegian decks commonly print J, Q, K, as English ones do. Only a letter that
// stands right before a suit symbol is a card ("D♠"); notation ("QS"), logs, the protocol and
// --ascii keep J, Q, K.

type Faces = Readonly<Record<'J' | 'Q' | 'K', string>>;

const FACES: Readonly<Record<string, Faces>> = {
  de: { J: 'B', Q: 'D', K: 'K' },
  fr: { J: 'V', Q: 'D', K: 'R' },
};

/** Every letter a face card may be read with, in any language, and its rank (no letter means two ranks). */
export const FACE_RANKS: Readonly<Record<string, number>> = { A: 1, J: 11, Q: 12, K: 13, B: 11, V: 11, D: 12, R: 13 };

const FACE_CARD = /(?<![\p{L}\p{N}])([JQK])(?=[♠♥♦♣])/gu;

/** `text` with its face cards in the letters of `lang` ("Q♦" → "D♦" in German). */
export function cardLetters(text: string, lang: string): string {
  const faces = FACES[lang];
  return faces ? text.replace(FACE_CARD, (letter) => faces[letter as keyof Faces]) : text;
}

/** The letters of jack, queen and king in `lang` ("B", "D", "K" in German). */
export const faceLetters = (lang: string): Faces => FACES[lang] ?? { J: 'J', Q: 'Q', K: 'K' };
