// Thronfolge's refusals in a player's language, for a networked table's screens and lines (the
// server sends the rules' refusal as a code with its parameters).
import type { ThronfolgeRefusal } from '../../games/thronfolge/refusals.js';
import { typesetTexts } from '../../text/typography.js';
import type { RefusalWords } from '../ui-game.js';
import { THRONFOLGE_TEXTS } from './strings.js';

export const thronfolgeRefusalWords: RefusalWords = (lang, refusal) => typesetTexts(THRONFOLGE_TEXTS[lang], lang).refusal(refusal as ThronfolgeRefusal);
