// A game's ladder and a player's rating as lines of text within 80 columns: `thronfolge ladder` prints
// them and the SSH menu shows them. Names come from the server: each is made printable and cut to
// its column here.
import { printable } from '../../core/printable.js';
import type { LadderEntry, LadderGameView, OwnLadder } from '../../net/ladder/ladder.js';
import { fitColumns, padStartTo } from '../../text/width.js';
import { wrapWideLines } from '../../text/wrap.js';
import type { LadderTexts } from './ladder-texts.js';

/** A name's column: the longest name an account may claim (20 columns). */
const NAME_COLUMNS = 20;

const shown = (rating: number, provisional: boolean): string => `${rating}${provisional ? '?' : ''}`;

export function ladderLines(entries: readonly LadderEntry[], t: LadderTexts, game: string, server: string, width = 80): string[] {
  const lines = [t.title(game, printable(server)), ''];
  if (entries.length === 0) return wrapWideLines([...lines, t.empty], width);
  const h = t.header;
  lines.push(`${padStartTo(h.place, 4)}  ${fitColumns(h.name, NAME_COLUMNS)}  ${padStartTo(h.rating, 8)}  ${padStartTo(h.games, 7)}`);
  for (const e of entries) {
    const name = e.name === null ? t.noName : printable(e.name);
    lines.push(`${padStartTo(String(e.place), 4)}  ${fitColumns(name, NAME_COLUMNS)}  ${padStartTo(shown(e.rating, e.provisional), 8)}  ${padStartTo(String(e.games), 7)}`);
  }
  if (entries.some((e) => e.provisional)) lines.push('', t.provisional);
  return wrapWideLines(lines, width);
}

function gameLine(g: LadderGameView, t: LadderTexts): string {
  const day = new Date(g.at).toISOString().slice(0, 10);
  const outcome = g.reason === 'forfeit' && g.score === 0 ? t.outcome.forfeit : g.score === 1 ? t.outcome.won : g.score === 0 ? t.outcome.lost : t.outcome.shared;
  const who = g.opponent.kind === 'bot' ? t.bot(t.levels[g.opponent.level] ?? printable(g.opponent.level), g.opponent.rating) : g.opponent.name === null ? t.gone : printable(g.opponent.name);
  return `${day}  ${fitColumns(outcome, 9)}  ${fitColumns(t.against(who), 32)}  ${padStartTo(String(g.before), 4)} → ${padStartTo(String(g.after), 4)}`;
}

/** The account's rating, place and games in one sentence (or that it has none yet). */
export const ownSentence = ({ rating: r }: OwnLadder, t: LadderTexts): string => (r ? t.own(shown(r.rating, r.provisional), r.place, r.games) : t.unrated);

export function ownLines(own: OwnLadder, t: LadderTexts, game: string, server: string, width = 80): string[] {
  const lines = [t.title(game, printable(server)), ''];
  const r = own.rating;
  lines.push(ownSentence(own, t));
  if (own.history) {
    lines.push('', t.historyTitle);
    if (own.history.length === 0) lines.push(t.noHistory);
    for (const g of own.history) lines.push(gameLine(g, t));
  }
  if (r?.provisional) lines.push('', t.provisional);
  return wrapWideLines(lines, width);
}
