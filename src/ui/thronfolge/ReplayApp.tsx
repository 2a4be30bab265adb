// The replay stepper for a finished duel: the shared stepper shell around the board, both hands
// open (the game is over), the removed cards shown, the events up to the shown move.
import { useMemo } from 'react';
import type { GameLog } from '../../core/log.js';
import { thronfolge } from '../../games/thronfolge/index.js';
import { replayFrames } from '../../table/replay.js';
import { removedCards } from '../../modules/thronfolge/duel.js';
import { useTexts } from '../shared/i18n.js';
import { numberedMoves } from '../shared/move-numbers.js';
import { saidLine } from '../shared/said-lines.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';
import { FullScreenReplay } from '../shared/ReplayShell.js';
import { useTheme } from '../shared/theme.js';
import { Board } from './Board.js';
import { BothHands } from './BothHands.js';
import { labelOf } from './cards-text.js';
import { crownsInReplay } from './crowns-known.js';
import { describeMove } from './describe-move.js';
import { THRONFOLGE_TEXTS } from './strings.js';

export function ReplayApp({ log, stepMs, onQuit, initialPosition }: { log: GameLog; stepMs?: number; onQuit?: () => void; initialPosition?: number }) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const theme = useTheme();
  const frames = useMemo(() => replayFrames(thronfolge, log), [log]);
  const talk = useTexts(SHARED_TEXTS);
  // Each move's events, then what was said at the position it left (signals after a jester, phrases).
  const lines = useMemo(() => frames.map((f) => [...describeMove(f.events, t, theme.ascii), ...f.said.map((h) => saidLine(h, talk, t.player))]), [frames, t, talk, theme.ascii]);
  // The move in the screens' words and card symbols, not the protocol's ("play 10H", "take").
  const moveLabel = (text: string) => {
    const play = /^play (\S+)$/.exec(text);
    return play ? t.hintPlay(labelOf(play[1], theme.ascii)) : t.moveTake;
  };
  // The removed cards are the same in every position; the game is over, so they may be shown.
  const removed = useMemo(() => removedCards(log), [log]);
  return (
    <FullScreenReplay
      total={log.moves.length}
      initialPosition={initialPosition}
      stepMs={stepMs}
      onQuit={onQuit}
      describeMove={(p) => `${t.labelled(t.player(frames[p].move!.seat))}${moveLabel(log.moves[p - 1])}`}
      renderBoard={(p, boardSize) => {
        const { views, toMove } = frames[p];
        const view = { ...views[(toMove ?? views[0].current ?? 1) - 1], removed };
        return (
          <Board
            view={view}
            titles={[t.player(1), t.player(2)]}
            opponent={t.player(view.seat === 1 ? 2 : 1)}
            size={boardSize}
            middle={(w, h) => <BothHands hands={[views[0].hand, views[1].hand]} current={toMove} width={w} height={h} />}
            preview={[]}
            crowns={crownsInReplay(views, removed, t, theme.ascii)}
            events={numberedMoves(lines.slice(1, p + 1))}
            hints={[]}
            bare
          />
        );
      }}
    />
  );
}
