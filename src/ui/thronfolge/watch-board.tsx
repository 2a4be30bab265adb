// Thronfolge for a watcher: the same board as the players', over the public view — the row, the
// crowns as far as anyone can see them, both collections, the draw pile, no hand — with the
// watcher's turn rows where a player's hand would be; the event log in the game's words; the replay.
import { useMemo } from 'react';
import type { ThronfolgeEvent } from '../../games/thronfolge/events.js';
import { thronfolge } from '../../games/thronfolge/index.js';
import type { Seat, ThronfolgePublicView, ThronfolgeResult } from '../../games/thronfolge/types.js';
import { useTexts } from '../shared/i18n.js';
import { numberedMoves } from '../shared/move-numbers.js';
import { withSaid } from '../shared/said-lines.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';
import { useTheme } from '../shared/theme.js';
import type { WatchBoardProps, WatchScreens } from '../net/watch-screens.js';
import { Board } from './Board.js';
import { crownsWatched } from './crowns-known.js';
import { describeMove } from './describe-move.js';
import { ReplayApp } from './ReplayApp.js';
import { THRONFOLGE_TEXTS, type ThronfolgeTexts } from './strings.js';
import { textsFor } from '../shared/texts-for.js';

function WatchBoard({ update, bots, size, turn, turnRows, message, events, hints }: WatchBoardProps) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const { ascii } = useTheme();
  const pub = update.view as ThronfolgePublicView;
  // Nobody's seat and no hand: the board draws the public facts only (the crowns as a watcher knows them).
  const view = { ...pub, seat: 1 as Seat, hand: [] };
  const title = (seat: Seat) => (bots.includes(seat) ? `${t.player(seat)} (${t.bot})` : t.player(seat));
  return (
    <Board
      view={view}
      titles={[title(1), title(2)]}
      opponent={t.player(2)}
      size={size}
      middleHeight={turnRows}
      middle={() => turn}
      crowns={crownsWatched(pub, t, ascii)}
      preview={[]}
      message={message}
      events={events}
      hints={hints}
      unseen={false}
    />
  );
}

/** The result in one line: who won (or a shared crown), how it was decided, and the scores. */
function resultWords(t: ThronfolgeTexts, r: ThronfolgeResult | null): string {
  if (!r) return '';
  const headline = r.shared || r.winner === null ? t.sharedVictory : t.wins(t.player(r.winner));
  return `${t.gameOver(headline)} ${t.decidedBy(r.reason, r.tieBreak)} (${r.scores[0]}–${r.scores[1]})`;
}

export const THRONFOLGE_WATCH: WatchScreens = {
  game: thronfolge,
  title: (lang) => THRONFOLGE_TEXTS[lang].title,
  showsHandSizes: false,
  useLog(update, history, said) {
    const t = useTexts(THRONFOLGE_TEXTS);
    const talk = useTexts(SHARED_TEXTS);
    const { ascii } = useTheme();
    const view = update?.view as ThronfolgePublicView | undefined;
    const starter = view?.firstStarter ?? 1;
    const coinToss = view?.coinToss ?? false;
    return useMemo(() => {
      const { before, moves } = withSaid(
        history.map((h) => describeMove(h.events as ThronfolgeEvent[], t, ascii)),
        said,
        talk,
        t.player,
      );
      return [t.eventStart(t.player(starter), coinToss, null), ...before, ...numberedMoves(moves)];
    }, [history, history.length, said.length, t, talk, ascii, starter, coinToss]);
  },
  usePlayer: () => useTexts(THRONFOLGE_TEXTS).player,
  useResultLine: (result: ThronfolgeResult | null) => resultWords(useTexts(THRONFOLGE_TEXTS), result),
  resultText: (result: ThronfolgeResult | null, _update, lang) => resultWords(textsFor(THRONFOLGE_TEXTS, lang, false), result),
  Board: WatchBoard,
  Replay: ({ log, onQuit }) => <ReplayApp log={log} onQuit={onQuit} />,
};
