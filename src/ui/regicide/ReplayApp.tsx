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
import { replayStates } from './session.js';
import { REGICIDE_TEXTS } from './strings.js';

export function ReplayApp({ log, stepMs, onQuit }: { log: GameLog; stepMs?: number; onQuit?: () => void }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  const { states, events } = useMemo(() => replayStates(log), [log]);
  const lines = useMemo(() => events.map((evs) => eventLines(evs, t, theme.ascii)), [events, t, theme.ascii]);
  // The last move may have been made by another seat than the one now to move: name its player.
  const mover = (position: number) => states[position - 1].current + 1;
  return (
    <FullScreenReplay
      total={log.moves.length}
      stepMs={stepMs}
      onQuit={onQuit}
      describeMove={(p) => `${t.player(mover(p))}: ${moveLabel(log.moves[p - 1], theme.ascii)}`}
      renderBoard={(p, boardSize) => {
        const state = states[p];
        const over = state.outcome !== null;
        const view = regicide.view(state, state.current + 1);
        return (
          <Board
            view={view}
            viewer={null}
            bots={[]}
            size={boardSize}
            middleHeight={allHandsHeight(state.players)}
            middle={(w) => <AllHands hands={state.hands.map((h) => sortCards(h))} current={over ? null : state.current + 1} width={w} />}
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
