// A Regicide save in the `saves` list and the --resume picker: solo or how many players, and the
// enemy being fought with the enemies defeated so far.
import type { SaveWords } from '../saves/save-summary.js';
import { wordsIn } from '../../text/words.js';
import { typesetTexts } from '../../text/typography.js';

const TEXTS = {
  en: {
    solo: 'solo',
    players: (n: number) => `${n} players`,
    enemy: (card: string, defeated: number) => `enemy ${card}, ${defeated} defeated`,
  },
  de: {
    solo: 'solo',
    players: (n: number) => `${n} Spieler`,
    enemy: (card: string, defeated: number) => `Gegner ${card}, ${defeated} besiegt`,
  },
  fr: {
    solo: 'solo',
    players: (n: number) => wordsIn('fr').count(n, { one: '# joueur', other: '# joueurs' }),
    enemy: (card: string, defeated: number) => `ennemi ${card}, ${wordsIn('fr').count(defeated, { one: '# vaincu', other: '# vaincus' })}`,
  },
  nb: {
    solo: 'solo',
    players: (n: number) => wordsIn('nb').count(n, { one: '# spiller', other: '# spillere' }),
    enemy: (card: string, defeated: number) => `fiende ${card}, ${defeated} beseiret`,
  },
} as const;

export const regicideSaveWords: SaveWords = {
  who: (s, lang) => (s.players === 1 ? typesetTexts(TEXTS[lang], lang).solo : typesetTexts(TEXTS[lang], lang).players(s.players)),
  where: (s, lang) => (typeof s.enemy === 'string' ? typesetTexts(TEXTS[lang], lang).enemy(s.enemy, typeof s.defeated === 'number' ? s.defeated : 0) : null),
};
