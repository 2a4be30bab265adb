// The duel at a terminal: the board with the hand at the keyboard, the prompt, the preview of a
// take and of the card under the cursor, and the footer the shell made.
import type { MatchInfo } from '../../games/thronfolge/match.js';
import { useTexts } from '../shared/i18n.js';
import { useSeatMark } from '../shared/seat-names.js';
import { useTheme } from '../shared/theme.js';
import type { TableSlot } from '../shell/game.js';
import { Board } from './Board.js';
import type { DuelScreen } from './duel-screen.js';
import { HandPanel } from './HandPanel.js';
import { otherSeat, seatTitle, type Seating } from './names.js';
import { previewLines } from './preview-text.js';
import type { ThronfolgeUi } from './reducer.js';
import { THRONFOLGE_TEXTS } from './strings.js';

export function ThronfolgeTable(slot: TableSlot<DuelScreen, ThronfolgeUi, { seating: Seating; match: MatchInfo }>) {
  const { seating, match } = slot.options;
  const t = useTexts(THRONFOLGE_TEXTS);
  const { ascii } = useTheme();
  // At a networked table: a seat whose phrases the host muted says so beside its title.
  const markOf = useSeatMark();
  const { screen, ui, message, events, size, hints, marks } = slot;
  const { current, viewer, view, myTurn } = screen;
  const me = viewer ?? current ?? 1;
  const hand = viewer === null ? [] : view.hand;
  const prompt = myTurn ? (hand.length === 0 ? t.promptMustTake : t.promptTurn) : current !== null ? t.waitingFor(t.player(current)) : '';
  return (
    <Board
      view={viewer === null ? { ...view, hand: [] } : view}
      titles={[seatTitle(t, seating, 1) + markOf(1), seatTitle(t, seating, 2) + markOf(2)]}
      opponent={t.player(otherSeat(me))}
      size={size}
      match={match}
      middle={(w, h) => (
        <HandPanel
          cards={hand}
          cursor={myTurn && hand.length > 0 ? Math.min(ui.cursor, hand.length - 1) : null}
          title={seating.vs === 'human' && viewer !== null ? `${t.yourHand} (${t.player(viewer)})` : t.yourHand}
          prompt={prompt}
          emptyText={t.handEmpty}
          width={w}
          height={h}
        />
      )}
      preview={myTurn ? previewLines(view, ui.cursor, { me: t.you, them: t.player(otherSeat(me)) }, t, ascii) : []}
      message={message}
      events={events}
      hints={hints}
      practice={screen.practice}
      marks={marks}
    />
  );
}
