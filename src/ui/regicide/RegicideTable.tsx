// The Regicide table at a terminal: the board with the viewer's hand, the prompt, the preview (or
// the next-player chooser after a jester) and the footer the shell made.
import { handWorth } from '../../games/regicide/preview.js';
import { useTexts } from '../shared/i18n.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';
import { useTheme } from '../shared/theme.js';
import type { TableSlot } from '../shell/game.js';
import { Board } from './Board.js';
import { HandPanel } from './HandPanel.js';
import { NextSeatChooser } from './NextSeatChooser.js';
import { type PreviewContext, type PreviewLine, previewLines } from './preview-text.js';
import { type RegicideUi, selectionOf } from './reducer.js';
import { keyCtxOf, type SeatScreen } from './seat-screen.js';
import { REGICIDE_TEXTS } from './strings.js';

const HAND_HEIGHT = 6;

/** The board with the viewer's hand, the prompt, the preview and the footer. */
export function RegicideTable({ screen, ui, message, events, width, size, hints, marks }: TableSlot<SeatScreen, RegicideUi, unknown>) {
  const t = useTexts(REGICIDE_TEXTS);
  const talk = useTexts(SHARED_TEXTS);
  const { ascii } = useTheme();
  const { view, hand, myTurn, viewer, currentSeat } = screen;
  const only = keyCtxOf(screen).only;
  const onlyText = only ? t.onlyMoves(hand.length === 0, only.flip, only.yield) : null;
  const chooser = screen.talk.window?.chooser;
  const ownSignal = screen.talk.signals.find((x) => x.seat === viewer)?.value ?? null;
  const prompt =
    screen.canSignal && chooser !== undefined
      ? talk.signalPrompt(t.player(chooser))
      : onlyText
        ? onlyText
        : !myTurn
          ? t.waitingFor(t.player(currentSeat))
          : view.phase === 'discard'
            ? t.promptDiscard(view.damageDue ?? 0)
            : view.phase === 'next'
              ? t.promptNext
              : '';
  // With only a key to press, the prompt says which; the preview rows go to the event log.
  // A seat that may signal sees its signal so far in place of a preview.
  const preview = screen.canSignal ? (
    [{ text: talk.signalSoFar(ownSignal, screen.signalling), tone: 'normal' as const }]
  ) : onlyText ? (
    []
  ) : myTurn && view.phase === 'next' ? (
    <NextSeatChooser players={view.players} chosen={ui.nextChoice} hands={view.hands} chooser={currentSeat} signals={screen.talk.signals} />
  ) : myTurn ? (
    previewLines(previewContextOf(screen, selectionOf(ui, hand), ascii), t)
  ) : (
    []
  );
  const title =
    viewer === null
      ? screen.humans.length === 0
        ? t.handHiddenAllBots
        : t.handHidden
      : `${viewer === currentSeat || screen.humans.length === 1 ? t.yourHand : t.handOf(viewer)} (${t.handWorth(handWorth(view))})`;
  // A prompt too long for the hand's title row (a narrow terminal) heads the preview instead.
  const promptInTitle = [...title].length + 2 + [...prompt].length <= width - 4 || !Array.isArray(preview);
  const shownPreview = promptInTitle || !prompt ? preview : [{ text: prompt, tone: 'normal' as const }, ...(preview as PreviewLine[])];
  return (
    <Board
      view={view}
      viewer={viewer}
      bots={screen.bots}
      size={size}
      middleHeight={HAND_HEIGHT}
      middle={(w) => (
        <HandPanel
          cards={hand}
          cursor={myTurn && view.phase !== 'next' ? Math.min(ui.cursor, hand.length - 1) : null}
          selected={ui.selected}
          title={title}
          prompt={promptInTitle ? prompt : ''}
          emptyText={viewer === null ? '' : t.handEmpty}
          width={w}
        />
      )}
      preview={shownPreview}
      message={message}
      events={events}
      hints={hints}
      practice={screen.practice}
      marks={marks}
    />
  );
}

export function previewContextOf(screen: SeatScreen, cards: PreviewContext['selection'], ascii: boolean): PreviewContext {
  const ctx = keyCtxOf(screen);
  return {
    view: screen.view,
    selection: cards,
    // From the view, not the full state: the screen shows only what this seat may know.
    shieldIfCancelled: screen.view.enemy?.spadeTotal ?? 0,
    canYield: ctx.canYield,
    canFeign: ctx.canFeign,
    canFlip: ctx.canFlip,
    ascii,
  };
}
