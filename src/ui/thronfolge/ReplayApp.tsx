// The replay stepper for a finished (or saved) duel: the shared stepper shell around the board,
// both hands open (the game is over), the events up to the shown move.
import { useMemo } from 'react';
import { cardText } from '../../core/cards.js';
import type { GameLog } from '../../core/log.js';
import { thronfolge } from '../../games/thronfolge/index.js';
import { useTexts } from '../shared/i18n.js';
import { FullScreenReplay } from '../shared/ReplayShell.js';
import { useTheme } from '../shared/theme.js';
import { Board } from './Board.js';
import { BothHands } from './BothHands.js';
import { labelOf } from './cards-text.js';
import { crownsInState } from './crowns-known.js';
import { describeMove } from './describe-move.js';
import { replayStates } from './session.js';
import { THRONFOLGE_TEXTS } from './strings.js';

export function ReplayApp({ log, stepMs, onQuit }: { log: GameLog; stepMs?: number; onQuit?: () => void }) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const theme = useTheme();
  const { states, events } = useMemo(() => replayStates(log), [log]);
  const lines = useMemo(() => events.map((evs) => describeMove(evs, t, theme.ascii)), [events, t, theme.ascii]);
  const mover = (position: number) => states[position - 1].current + 1;
  const moveLabel = (text: string) => text.replace(/^play (\S+)$/, (_m, card: string) => `play ${labelOf(card, theme.ascii)}`);
  return (
    <FullScreenReplay
      total={log.moves.length}
      stepMs={stepMs}
      onQuit={onQuit}
      describeMove={(p) => `${t.player(mover(p))}: ${moveLabel(log.moves[p - 1])}`}
      renderBoard={(p, boardSize) => {
        const state = states[p];
        const over = state.result !== null;
        // A replay shows every card, the removed ones too.
        const view = { ...thronfolge.view(state, state.current + 1), removed: state.removed.map(cardText) };
        const hands = [thronfolge.view(state, 1).hand, thronfolge.view(state, 2).hand];
        return (
          <Board
            view={view}
            titles={[t.player(1), t.player(2)]}
            opponent={t.player(state.current === 0 ? 2 : 1)}
            size={boardSize}
            middle={(w, h) => <BothHands hands={hands} current={over ? null : state.current + 1} width={w} height={h} />}
            preview={[]}
            crowns={crownsInState(state, t, theme.ascii)}
            events={lines.slice(1, p + 1).flat()}
            hints={[]}
            bare
          />
        );
      }}
    />
  );
}
