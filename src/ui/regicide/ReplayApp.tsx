// The replay stepper for a finished (or saved) game: the shared stepper shell around the board,
// with every hand open and the event log up to the shown move.
import { useMemo } from 'react';
import type { GameLog } from '../../core/log.js';
import { sortCards } from '../../core/cards.js';
import { regicide } from '../../games/regicide/index.js';
import type { RegicideState } from '../../games/regicide/types.js';
import { useTexts } from '../shared/i18n.js';
import { numberedMoves } from '../shared/move-numbers.js';
import { saidLine } from '../shared/said-lines.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';
import { FullScreenReplay } from '../shared/ReplayShell.js';
import { useTheme } from '../shared/theme.js';
import { AllHands, allHandsHeight } from './AllHands.js';
import { Board } from './Board.js';
import { eventLines } from './events.js';
import { replayFrames } from '../../table/replay.js';
import { handCards } from '../../games/regicide/view-cards.js';
import { moveLabel } from './move-label.js';
import { REGICIDE_TEXTS } from './strings.js';
import { REGICIDE_PUZZLE_TEXTS } from './texts/puzzle.js';

/** `start`: the position the log's moves are played from, instead of its deal (a puzzle from a player's game). */
export function ReplayApp({ log, stepMs, onQuit, initialPosition, start }: { log: GameLog; stepMs?: number; onQuit?: () => void; initialPosition?: number; start?: RegicideState }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  const frames = useMemo(() => replayFrames(regicide, log, start), [log, start]);
  const talk = useTexts(SHARED_TEXTS);
  const p = useTexts(REGICIDE_PUZZLE_TEXTS);
  // Each move's events, then what was said at the position it left (signals after a jester, phrases).
  const lines = useMemo(() => frames.map((f) => [...eventLines(f.events, t, theme.ascii), ...f.said.map((h) => saidLine(h, talk, t.player))]), [frames, t, talk, theme.ascii]);
  // The last move may have been made by another seat than the one now to move: name its player.
  const mover = (position: number) => frames[position].move!.seat;
  return (
    <FullScreenReplay
      total={log.moves.length}
      initialPosition={initialPosition}
      stepMs={stepMs}
      onQuit={onQuit}
      {...(start && { startLabel: p.linePosition })}
      describeMove={(p) => `${t.labelled(t.player(mover(p)))}${moveLabel(regicide.parseMove(log.moves[p - 1]), t, theme.ascii)}`}
      renderBoard={(p, boardSize) => {
        const { views, toMove } = frames[p];
        const view = views[(toMove ?? views[0].current) - 1];
        return (
          <Board
            view={view}
            viewer={null}
            bots={[]}
            size={boardSize}
            middleHeight={allHandsHeight(views.length)}
            middle={(w) => <AllHands hands={views.map((v) => sortCards(handCards(v)))} current={toMove} width={w} />}
            preview={[]}
            events={numberedMoves(lines.slice(1, p + 1))}
            hints={[]}
          />
        );
      }}
    />
  );
}
