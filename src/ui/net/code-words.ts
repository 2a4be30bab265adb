// The server's codes in this screen's language: the table's and the server's own codes from the
// net dictionary, the rules' refusals from the game's dictionary, and — for a code this client
// does not know — the server's English words (already made printable by the remote table).
import type { RegicideRefusal } from '../../games/regicide/refusals.js';
import type { ThronfolgeRefusal } from '../../games/thronfolge/index.js';
import { gameModule, isGameId } from '../../modules/registry.js';
import type { CodedMessage } from '../../net/messages.js';
import { isTableRefusal } from '../../table/types.js';
import type { Lang } from '../../text/lang.js';
import { REGICIDE_TEXTS } from '../regicide/strings.js';
import { THRONFOLGE_TEXTS } from '../thronfolge/strings.js';
import { NET_TEXTS } from './net-strings.js';
import { typesetTexts } from '../../text/typography.js';

/**
 * The rules' refusal codes of `game` (its module lists them), which the game's dictionary words;
 * the table's own (gameOver …) are the net dictionary's. None for a game this program does not know.
 */
export function rulesCodes(game: string): ReadonlySet<string> {
  if (!isGameId(game)) return new Set();
  return new Set(gameModule(game).refusalCodes.filter((code) => !isTableRefusal({ code })));
}

export function codeWords(lang: Lang, game: string, mySeat: number, m: CodedMessage): string {
  const t = typesetTexts(NET_TEXTS[lang], lang);
  if (m.code === 'hostLeft') return t.hostLeft(String(m.params.name ?? ''), Number(m.params.newHost) === mySeat, String(m.params.newHostName ?? m.params.newHost));
  if (m.code === 'badNotation') return t.badNotation(typeof m.params.reason === 'string' ? m.params.reason : m.message);
  const own = t.code(m.code, m.params) ?? t.doorCode(m.code, m.params);
  if (own !== null) return own;
  if (!rulesCodes(game).has(m.code)) return m.message;
  const refusal = { code: m.code, ...m.params };
  if (game === 'regicide') return typesetTexts(REGICIDE_TEXTS[lang], lang).refusal(refusal as RegicideRefusal);
  if (game === 'thronfolge') return typesetTexts(THRONFOLGE_TEXTS[lang], lang).refusal(refusal as ThronfolgeRefusal);
  return m.message;
}
