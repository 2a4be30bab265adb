// A Thronfolge save in the `saves` list and the --resume picker: against the bot or two at one
// keyboard, the round, and the game of a match.
import type { SaveWords } from '../saves/save-summary.js';
import { typesetTexts } from '../../text/typography.js';

const TEXTS = {
  en: {
    vsBot: 'vs bot',
    vsHuman: 'two players',
    round: (r: number) => `round ${r} of 4`,
    match: (g: number, n: number) => `game ${g} of ${n}`,
  },
  de: {
    vsBot: 'gegen den Bot',
    vsHuman: 'zu zweit',
    round: (r: number) => `Runde ${r} von 4`,
    match: (g: number, n: number) => `Partie ${g} von ${n}`,
  },
  fr: {
    vsBot: 'contre le bot',
    vsHuman: 'à deux',
    round: (r: number) => `manche ${r} sur 4`,
    match: (g: number, n: number) => `partie ${g} sur ${n}`,
  },
  nb: {
    vsBot: 'mot boten',
    vsHuman: 'to spillere',
    round: (r: number) => `runde ${r} av 4`,
    match: (g: number, n: number) => `parti ${g} av ${n}`,
  },
} as const;

export const thronfolgeSaveWords: SaveWords = {
  who: (s, lang) => (s.vs === 'human' ? typesetTexts(TEXTS[lang], lang).vsHuman : typesetTexts(TEXTS[lang], lang).vsBot),
  where(s, lang) {
    if (typeof s.round !== 'number') return null;
    const t = typesetTexts(TEXTS[lang], lang);
    const match = s.match as { game: number; games: number } | undefined;
    return match ? `${t.round(s.round)}, ${t.match(match.game, match.games)}` : t.round(s.round);
  },
};
