// The replay stepper for a finished (or saved) game: the shared stepper shell around the board,
// with every hand open and the event log up to the shown move.
import { useMemo } from 'react';
import { cardLabel } from '../../core/cards.js';
import type { GameLog } from '../../core/log.js';
import { sortCards } from '../../core/cards.js';
import { regicide } from '../../games/regicide/index.js';
import { useTexts } from '../shared/i18n.js';
import { FullScreenReplay } from '../shared/ReplayShell.js';
import { useTheme } from '../shared/theme.js';
import { AllHands, allHandsHeight } from './AllHands.js';
import { Board } from './Board.js';
import { eventLines } from './events.js';
import { replayFrames } from '../../table/replay.js';
import { handCards } from '../../games/regicide/view-cards.js';
import { REGICIDE_TEXTS } from './strings.js';

export function ReplayApp({ log, stepMs, onQuit }: { log: GameLog; stepMs?: number; onQuit?: () => void }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  const frames = useMemo(() => replayFrames(regicide, log), [log]);
  const lines = useMemo(() => frames.map((f) => eventLines(f.events, t, theme.ascii)), [frames, t, theme.ascii]);
  // The last move may have been made by another seat than the one now to move: name its player.
  const mover = (position: number) => frames[position].move!.seat;
  return (
    <FullScreenReplay
      total={log.moves.length}
      stepMs={stepMs}
      onQuit={onQuit}
      describeMove={(p) => `${t.player(mover(p))}: ${moveLabel(log.moves[p - 1], theme.ascii)}`}
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
            events={lines.slice(1, p + 1).flat()}
            hints={[]}
          />
        );
      }}
    />
  );
}

/** `play 8D AC` → `play 8♦ A♣` (cards in the theme's symbols). */
function moveLabel(text: string, ascii: boolean): string {
  const move = regicide.parseMove(text);
  if (move.type === 'play' || move.type === 'discard') return `${move.type} ${sortCards(move.cards).map((c) => cardLabel(c, ascii)).join(' ')}`;
  return regicide.formatMove(move);
}
