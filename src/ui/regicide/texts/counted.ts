// Counted words (Intl plural rules) in each dictionary's own language, for the Regicide texts.
import { wordsIn } from '../../../text/words.js';

export const EN = wordsIn('en');
export const DE = wordsIn('de');
export const FR = wordsIn('fr');
export const NB = wordsIn('nb');
export const cards = { one: '# card', other: '# cards' };
export const moves = { one: '# move', other: '# moves' };
export const karten = { one: '# Karte', other: '# Karten' };
export const cartes = { one: '# carte', other: '# cartes' };
export const coups = { one: '# coup', other: '# coups' };
export const kort = { one: '# kort', other: '# kort' };
export const trekk = { one: '# trekk', other: '# trekk' };
export const degats = { one: '# dégât', other: '# dégâts' };
export const ennemis = { one: '# ennemi', other: '# ennemis' };
export const fiender = { one: '# fiende', other: '# fiender' };
