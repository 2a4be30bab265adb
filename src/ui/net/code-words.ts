// The server's codes in this screen's language: the table's and the server's own codes from the
// net dictionary, the rules' refusals from the game's dictionary, and — for a code this client
// does not know — the server's English words (already made printable by the remote table).
import type { RegicideRefusal } from '../../games/regicide/refusals.js';
import type { ThronfolgeRefusal } from '../../games/thronfolge/index.js';
import type { CodedMessage } from '../../net/messages.js';
import type { Lang } from '../shared/i18n.js';
import { REGICIDE_TEXTS } from '../regicide/strings.js';
import { THRONFOLGE_TEXTS } from '../thronfolge/strings.js';
import { NET_TEXTS } from './net-strings.js';

const REGICIDE_CODES = new Set(['wrongPhase', 'notInHand', 'badCombo', 'discardTooLow', 'discardTooHigh', 'cannotYield', 'cannotFeign', 'cannotFlip', 'noSuchSeat', 'unknownMove']);
const THRONFOLGE_CODES = new Set(['handEmptyMustTake', 'notACard', 'notInGame', 'notInHand', 'alreadyTaken', 'rowEmpty', 'unknownMove']);

export function codeWords(lang: Lang, game: string, mySeat: number, m: CodedMessage): string {
  const t = NET_TEXTS[lang];
  if (m.code === 'hostLeft') return t.hostLeft(String(m.params.name ?? ''), Number(m.params.newHost) === mySeat, String(m.params.newHostName ?? m.params.newHost));
  if (m.code === 'badNotation') return t.badNotation(m.message);
  const own = t.code(m.code, m.params);
  if (own !== null) return own;
  const refusal = { code: m.code, ...m.params };
  if (game === 'regicide' && REGICIDE_CODES.has(m.code)) return REGICIDE_TEXTS[lang].refusal(refusal as RegicideRefusal);
  if (game === 'thronfolge' && THRONFOLGE_CODES.has(m.code)) return THRONFOLGE_TEXTS[lang].refusal(refusal as ThronfolgeRefusal);
  return m.message;
}
