// Regicide's refusals in a player's language, for a networked table's screens and lines (the
// server sends the rules' refusal as a code with its parameters).
import type { RegicideRefusal } from '../../games/regicide/refusals.js';
import { typesetTexts } from '../../text/typography.js';
import type { RefusalWords } from '../ui-game.js';
import { REGICIDE_TEXTS } from './strings.js';

export const regicideRefusalWords: RefusalWords = (lang, refusal) => typesetTexts(REGICIDE_TEXTS[lang], lang).refusal(refusal as RegicideRefusal);
