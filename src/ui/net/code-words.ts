// The server's codes in this screen's language: the table's and the server's own codes from the
// net dictionary, the rules' refusals from the game's words (its record in the screens' registry
// has them), and — for a code this client does not know — the server's English words (already
// made printable by the remote table).
import { gameModule, isGameId } from '../../modules/registry.js';
import type { CodedMessage } from '../../net/wire/messages.js';
import { isTableRefusal } from '../../table/types.js';
import type { Lang } from '../../text/lang.js';
import { typesetTexts } from '../../text/typography.js';
import { type RefusalWords, uiGame } from '../games.js';
import { NET_TEXTS } from './net-strings.js';
import { problemFromWire, problemWords } from '../shared/problem-texts.js';

/** A networked table's game as its codes are worded: its id, and the words of its rules' refusals (null: a game without screens). */
export interface GameCodes {
  game: string;
  refusal: RefusalWords | null;
}

/** The game's codes for `codeWords`, its refusal words loaded from its screens (only this game's). */
export async function gameCodes(game: string): Promise<GameCodes> {
  return { game, refusal: (await uiGame(game)?.refusalWords()) ?? null };
}

/**
 * The rules' refusal codes of `game` (its module lists them), which the game's dictionary words;
 * the table's own (gameOver …) are the net dictionary's. None for a game this program does not know.
 */
export function rulesCodes(game: string): ReadonlySet<string> {
  if (!isGameId(game)) return new Set();
  return new Set(gameModule(game).refusalCodes.filter((code) => !isTableRefusal({ code })));
}

export function codeWords(lang: Lang, game: GameCodes, mySeat: number, m: CodedMessage): string {
  const t = typesetTexts(NET_TEXTS[lang], lang);
  if (m.code === 'hostLeft') return t.hostLeft(String(m.params.name ?? ''), Number(m.params.newHost) === mySeat, String(m.params.newHostName ?? m.params.newHost));
  if (m.code === 'badNotation') {
    // English shows the server's words; another language words the server's code for what does not read (else a plain line).
    const problem = lang === 'en' ? null : problemFromWire(m.params.notation);
    return problem ? problemWords(lang, problem) : t.badNotation(typeof m.params.reason === 'string' ? m.params.reason : m.message);
  }
  const own = t.code(m.code, m.params) ?? t.doorCode(m.code, m.params);
  if (own !== null) return own;
  if (!game.refusal || !rulesCodes(game.game).has(m.code)) return m.message;
  return game.refusal(lang, { ...m.params, code: m.code });
}
