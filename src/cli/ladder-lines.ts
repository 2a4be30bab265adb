// A game's ladder and a player's rating as lines of text within 80 columns: `thronfolge ladder` prints
// them and the SSH menu shows them. Names come from the server: each is made printable and cut to
// its column here.
import { printable } from '../core/printable.js';
import type { LadderEntry, LadderGameView, OwnLadder } from '../net/ladder/ladder.js';
import { padStartTo, textWidth } from '../text/width.js';
import { wrapLine } from '../text/wrap.js';
import type { LadderTexts } from './ladder-texts.js';

/** A name's column: the longest name an account may claim (20 columns). */
const NAME_COLUMNS = 20;

/** Lines wider than `width` broken at spaces (the table's rows are narrower than any terminal this runs on). */
const within = (lines: readonly string[], width: number): string[] => lines.flatMap((l) => (textWidth(l) <= width ? [l] : wrapLine(l, width)));

const shown = (rating: number, provisional: boolean): string => `${rating}${provisional ? '?' : ''}`;

/** `text` cut to `width` columns (an ellipsis at the cut) and padded to it. */
function fit(text: string, width: number): string {
  let out = '';
  for (const ch of text) {
    if (textWidth(out + ch) > width - (textWidth(text) > width ? 1 : 0)) break;
    out += ch;
  }
  if (out !== text) out += '…';
  return out + ' '.repeat(Math.max(0, width - textWidth(out)));
}

export function ladderLines(entries: readonly LadderEntry[], t: LadderTexts, game: string, server: string, width = 80): string[] {
  const lines = [t.title(game, printable(server)), ''];
  if (entries.length === 0) return within([...lines, t.empty], width);
  const h = t.header;
  lines.push(`${padStartTo(h.place, 4)}  ${fit(h.name, NAME_COLUMNS)}  ${padStartTo(h.rating, 8)}  ${padStartTo(h.games, 7)}`);
  for (const e of entries) {
    const name = e.name === null ? t.noName : printable(e.name);
    lines.push(`${padStartTo(String(e.place), 4)}  ${fit(name, NAME_COLUMNS)}  ${padStartTo(shown(e.rating, e.provisional), 8)}  ${padStartTo(String(e.games), 7)}`);
  }
  if (entries.some((e) => e.provisional)) lines.push('', t.provisional);
  return within(lines, width);
}

function gameLine(g: LadderGameView, t: LadderTexts): string {
  const day = new Date(g.at).toISOString().slice(0, 10);
  const outcome = g.reason === 'forfeit' && g.score === 0 ? t.outcome.forfeit : g.score === 1 ? t.outcome.won : g.score === 0 ? t.outcome.lost : t.outcome.shared;
  const who = g.opponent.kind === 'bot' ? t.bot(t.levels[g.opponent.level] ?? printable(g.opponent.level), g.opponent.rating) : g.opponent.name === null ? t.gone : printable(g.opponent.name);
  return `${day}  ${fit(outcome, 9)}  ${fit(t.against(who), 32)}  ${padStartTo(String(g.before), 4)} → ${padStartTo(String(g.after), 4)}`;
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
  return within(lines, width);
}
