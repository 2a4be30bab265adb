// What the CLI calls for the screen-reader mode of Thronfolge (see ../shared/line-entry.ts).
import type { ThronfolgeGame, ThronfolgeMove } from '../../games/thronfolge/index.js';
import { textsFor } from '../shared/texts-for.js';
import { lineEndOf } from '../shared/line-end.js';
import { lineEntry } from '../shared/line-entry.js';
import { type SeatNames, withSeatNames } from '../shared/seat-names.js';
import { SHARED_TALK } from '../shared/texts/talk.js';
import type { LineEnd } from '../shared/line-session.js';
import type { UiChoice } from '../shared/run-screen.js';
import { SPOKEN_TEXTS } from '../shared/texts/spoken.js';
import { type MatchInfo, matchWinner, nextFirst, nextGame, tallyAfter } from '../../games/thronfolge/match.js';
import { THRONFOLGE_END_KEYMAP } from './end-keymap.js';
import { thronfolgeLineGame } from './line-game.js';
import type { ThronfolgeNarrator, ThronfolgeUpdate } from './narration.js';
import { THRONFOLGE_TEXTS } from './strings.js';
import { THRONFOLGE_LESSON_TEXTS } from './texts/lessons.js';
import { THRONFOLGE_NARRATION_TEXTS } from './texts/narration.js';

// Cards are spoken as words, so the symbols' ASCII stand-ins are never needed here.
// At a networked table `names` names the seats (else "Player N").
const narratorFor = (ui: UiChoice, names: SeatNames | null = null): ThronfolgeNarrator => ({
  t: withSeatNames(textsFor(THRONFOLGE_TEXTS, ui.lang, ui.ascii), names),
  n: textsFor(THRONFOLGE_NARRATION_TEXTS, ui.lang, ui.ascii),
  spoken: SPOKEN_TEXTS[ui.lang],
});

const entry = lineEntry<ThronfolgeGame, ThronfolgeUpdate, ThronfolgeMove>((ui, names) => thronfolgeLineGame(narratorFor(ui, names), textsFor(SHARED_TALK, ui.lang, ui.ascii)), THRONFOLGE_LESSON_TEXTS);

export const thronfolgeLines = entry.lines;
export const runThronfolgeLines = entry.run;
export const runThronfolgeLessonLines = entry.runLesson;

/**
 * The end screen's keys as lines: mid-match the score so far, who starts next and Enter for the
 * next game (`hasNext`: it is ready); after the last game play again, retry and a new game.
 */
export function thronfolgeLineEnd(ui: UiChoice, match: MatchInfo, hasNext: boolean): LineEnd<ThronfolgeUpdate> {
  const { t, n, spoken } = narratorFor(ui);
  const last = (u: ThronfolgeUpdate): boolean => !u.result || nextGame(match, u.result) === null;
  const matchLines = (u: ThronfolgeUpdate): string[] => {
    if (match.games <= 1 || !u.result) return [];
    const after = { ...match, ...tallyAfter(match, u.result) };
    const champion = matchWinner(after.wins);
    const tally = t.matchTally(after.game, after.games, `${t.player(1)} ${after.wins[0]}`, `${t.player(2)} ${after.wins[1]}`, after.shared);
    const next = nextFirst(u.result, u.view.firstStarter);
    return [tally, last(u) ? (champion ? t.matchWon(t.player(champion)) : t.matchLevel) : t.nextStarts(t.player(next))];
  };
  return lineEndOf({
    keymap: THRONFOLGE_END_KEYMAP,
    help: t.endKeyHelp,
    ctxOf: (u: ThronfolgeUpdate) => ({ next: hasNext && !last(u), last: last(u), newGames: true }),
    before: matchLines,
    label: n.label.keys,
    spoken,
  });
}
