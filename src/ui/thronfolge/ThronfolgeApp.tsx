// One duel at one terminal: the human by keyboard (two humans take turns behind a hand-over
// screen), the bot at a readable pace, the log saved after every move.
import { Box, useInput } from 'ink';
import { useRef, useState } from 'react';
import type { Bot } from '../../core/bot.js';
import { refusalOf, thronfolge } from '../../games/thronfolge/index.js';
import { cardOf } from '../../games/thronfolge/view-cards.js';
import type { Seat, ThronfolgeMove, ThronfolgeState, ThronfolgeView } from '../../games/thronfolge/types.js';
import { eachKey } from '../shared/each-key.js';
import { EventLogOverlay } from '../shared/EventLogOverlay.js';
import { afterThisKey, chooseBotMove, useBotTurn, useLeave } from '../shared/game-app.js';
import { TurnHandOver } from '../shared/HandOver.js';
import { useTexts } from '../shared/i18n.js';
import type { Message } from '../shared/MessageLine.js';
import { trySave } from '../shared/resume-save.js';
import type { ExitReason } from '../shared/run-screen.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';
import { fits, SizeGuard } from '../shared/SizeGuard.js';
import { isTableOverlay, TableOverlay, type TableOverlayKind } from '../shared/TableOverlay.js';
import { useTheme } from '../shared/theme.js';
import { useLiveState } from '../shared/use-live-state.js';
import { useTerminalSize } from '../shared/use-terminal-size.js';
import { Board } from './Board.js';
import { describeMove } from './describe-move.js';
import { EndScreen } from './EndScreen.js';
import { HandPanel } from './HandPanel.js';
import { mainWidth } from './layout.js';
import { nextFirst, nextGame, tallyAfter } from './match.js';
import { otherSeat, seatTitle, type Seating } from './names.js';
import { previewLines } from './preview-text.js';
import { advance, type ThronfolgeLog, type ThronfolgeSession } from './session.js';
import { THRONFOLGE_TEXTS, type ThronfolgeTexts } from './strings.js';
import { tableState } from './table-state.js';

export type { ExitReason };
export type ThronfolgeBot = Bot<ThronfolgeView, ThronfolgeMove>;

export interface ThronfolgeAppProps {
  initial: ThronfolgeSession;
  seating: Seating;
  /** Plays seat 2 when `seating.vs` is 'bot'. */
  bot: ThronfolgeBot | null;
  /** Called with the log after every move, before anything else happens (the autosave). */
  persist: (log: ThronfolgeLog) => void;
  /** Where the log is saved, for the end screen. */
  savePath: string;
  /** Pause before each bot move, so people can follow. */
  botDelayMs: number;
  /** Keys typed this long before a hand-over screen appeared are ignored. */
  armDelayMs?: number;
  resumed?: boolean;
  /** The move that ended the game was saved (a match prepares its next game here). */
  onGameOver?: (session: ThronfolgeSession) => void;
  /** Present when a next game of the match is ready: Enter on the end screen starts it. */
  onNext?: () => void;
  onExit: (reason: ExitReason) => void;
}

type Overlay = 'none' | TableOverlayKind | 'log';

/** The whole game, for the event-log overlay. */
const MAX_EVENTS = 10_000;

function openingEvent(initial: ThronfolgeSession, seating: Seating, resumed: boolean | undefined, t: ThronfolgeTexts): string {
  if (resumed) return t.eventResumed(initial.log.moves.length);
  const s = initial.state;
  return t.eventStart(t.player(s.firstStarter + 1), s.coinToss, seating.vs === 'bot' ? t.botLevel(seating.botLevel) : null);
}

/** Why a move the human chose cannot be made: the engine's refusal code, in the screen's words. */
export function whyNot(s: ThronfolgeState, move: ThronfolgeMove, t: ThronfolgeTexts): string {
  return t.refusal(refusalOf(s, move));
}

export function ThronfolgeApp({ initial, seating, bot, persist, savePath, botDelayMs, armDelayMs, resumed, onGameOver, onNext, onExit }: ThronfolgeAppProps) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const shared = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  const size = useTerminalSize();
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const [session, setSession, sessionRef] = useLiveState(initial);
  const [events, setEvents] = useState<string[]>(() => [openingEvent(initial, seating, resumed, t)]);
  const [overlay, setOverlay, overlayRef] = useLiveState<Overlay>('none');
  const [cursor, setCursor, cursorRef] = useLiveState(0);
  const [message, setMessage] = useState<Message>(null);
  const [revealed, setRevealed, revealedRef] = useLiveState<Seat | null>(seating.vs === 'bot' ? 1 : null);
  const gameOverSent = useRef(false);

  const { state } = session;
  const table = tableState(state, seating.vs, revealed);
  const { over, current, botTurn, needHandOver, viewer, view, myTurn } = table;

  const closeOverlay = () => afterThisKey(() => setOverlay('none'));
  const leave = useLeave(onExit);

  /** Applies a legal move, saves, and logs what happened. */
  const commit = (move: ThronfolgeMove) => {
    const { session: next, events: happened } = advance(sessionRef.current, move);
    // Saved before the state changes; a failed save is shown, not thrown: the game goes on and
    // the next move saves again.
    const saveError = trySave(persist, next.log);
    setSession(next);
    setEvents((prev) => [...prev, ...describeMove(happened, t, theme.ascii)].slice(-MAX_EVENTS));
    setMessage(saveError ? { text: shared.saveFailed(saveError), tone: 'error' } : null);
    const seat = next.state.current;
    setCursor((c) => Math.max(0, Math.min(c, next.state.hands[seat].length - 1)));
    if (next.state.result && !gameOverSent.current) {
      gameOverSent.current = true;
      onGameOver?.(next);
    }
  };

  /** A human move: made when legal, otherwise explained. */
  const tryMove = (move: ThronfolgeMove) => {
    const s = sessionRef.current.state;
    if (thronfolge.isLegal(s, move)) commit(move);
    else setMessage({ text: whyNot(s, move, t), tone: 'error' });
  };

  useBotTurn(botTurn && bot !== null && overlay === 'none', botDelayMs, session, () => {
    if (bot) commit(chooseBotMove(thronfolge, sessionRef.current.state, bot));
  });

  // Always listening, and judged against the live state: a key right after another (same chunk,
  // or before React has rendered) must see what that one changed.
  useInput(
    eachKey((input, key) => {
      // Too small a terminal shows no table: no game keys (the guard itself offers q).
      if (!fits(sizeRef.current)) return;
      if (overlayRef.current !== 'none') return;
      const live = tableState(sessionRef.current.state, seating.vs, revealedRef.current);
      if (live.over) return;
      // Quitting shows no hand, so it is offered on the hand-over screen too.
      if (input === 'q') return setOverlay('quit');
      if (live.needHandOver) return;
      if (input === '?') return setOverlay('help');
      if (input === 'v') return setOverlay('log');
      if (!live.myTurn) return;
      setMessage(null);
      const hand = live.view.hand;
      if (key.leftArrow || input === 'h') setCursor((c) => Math.max(0, c - 1));
      else if (key.rightArrow || input === 'l') setCursor((c) => Math.min(hand.length - 1, c + 1));
      else if (/^[1-9]$/.test(input) && Number(input) <= hand.length) setCursor(Number(input) - 1);
      else if (input === 't') tryMove({ type: 'take' });
      else if (key.return) {
        if (hand.length === 0) return setMessage({ text: t.mustTake, tone: 'error' });
        const card = cardOf(hand[Math.min(cursorRef.current, hand.length - 1)]);
        tryMove({ type: 'play', card });
      }
    }),
  );

  const width = mainWidth(size);
  const titles: [string, string] = [seatTitle(t, seating, 1), seatTitle(t, seating, 2)];
  const match = session.log.match ?? { games: 1, game: 1, seed: session.log.seed, wins: [0, 0] as [number, number], shared: 0 };
  let screen;
  if (over) {
    const result = state.result!;
    const counted = { ...match, ...tallyAfter(match, result) };
    const nextStarter = nextGame(match, result) ? nextFirst(result, (state.firstStarter + 1) as Seat) : null;
    screen = (
      <EndScreen
        result={result}
        titles={titles}
        humanSeat={seating.vs === 'bot' ? 1 : null}
        match={counted}
        nextStarter={nextStarter}
        savePath={savePath}
        width={width}
        onNext={onNext}
        onLeave={() => leave('over')}
        armDelayMs={armDelayMs}
      />
    );
  } else if (isTableOverlay(overlay)) {
    screen = <TableOverlay kind={overlay} help={t} width={width} onQuit={() => leave('quit')} onClose={closeOverlay} />;
  } else if (overlay === 'log') {
    screen = <EventLogOverlay lines={events} rows={size.rows} width={width} onClose={closeOverlay} />;
  } else if (needHandOver && current !== null) {
    screen = (
      <TurnHandOver
        seat={current}
        movesMade={session.log.moves.length}
        name={t.player(current)}
        events={events}
        screenRows={size.rows}
        width={width}
        armDelayMs={armDelayMs}
        onReady={() =>
          afterThisKey(() => {
            setRevealed(current);
            setCursor(0);
            setMessage(null);
          })
        }
      />
    );
  } else {
    const me = viewer ?? current ?? 1;
    const hand = viewer === null ? [] : view.hand;
    const prompt = myTurn ? (hand.length === 0 ? t.promptMustTake : t.promptTurn) : current !== null ? t.waitingFor(t.player(current)) : '';
    const hints = myTurn ? [hand.length === 0 ? t.keysMustTake : t.keysPlay, t.keysAlways] : [t.keysWaiting, t.keysAlways];
    screen = (
      <Board
        view={view}
        titles={titles}
        opponent={t.player(otherSeat(me))}
        size={size}
        match={match}
        middle={(w, h) => (
          <HandPanel
            cards={hand}
            cursor={myTurn && hand.length > 0 ? Math.min(cursor, hand.length - 1) : null}
            title={seating.vs === 'human' && viewer !== null ? `${t.yourHand} (${t.player(viewer)})` : t.yourHand}
            prompt={prompt}
            emptyText={t.handEmpty}
            width={w}
            height={h}
          />
        )}
        preview={myTurn ? previewLines(view, cursor, { me: t.you, them: t.player(otherSeat(me)) }, t, theme.ascii) : []}
        message={message}
        events={events}
        hints={hints}
      />
    );
  }
  return (
    <SizeGuard size={size} onQuit={() => leave('quit')}>
      <Box flexDirection="column">{screen}</Box>
    </SizeGuard>
  );
}
