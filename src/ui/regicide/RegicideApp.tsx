// A game of Regicide at one terminal: human seats by keyboard (hot seat with a hand-over screen
// between two humans), bot seats by their bots at a readable pace, the log saved after every move.
import { Box, type Key, useInput } from 'ink';
import { useRef, useState } from 'react';
import type { Bot } from '../../core/bot.js';
import type { Card } from '../../core/cards.js';
import { refusalOf, regicide } from '../../games/regicide/index.js';
import { canFeign, canFlip, canYield } from '../../games/regicide/legal.js';
import type { RegicideMove, RegicideView } from '../../games/regicide/types.js';
import { ConfirmBox } from '../shared/ConfirmBox.js';
import { confirmAnswer } from '../shared/confirm-key.js';
import { eachKey } from '../shared/each-key.js';
import { EventLogOverlay } from '../shared/EventLogOverlay.js';
import { afterThisKey, chooseBotMove, useBotTurn, useLeave } from '../shared/game-app.js';
import { TurnHandOver } from '../shared/HandOver.js';
import { useLang, useTexts } from '../shared/i18n.js';
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
import { eventLines } from './events.js';
import { DiscardBrowser } from './DiscardBrowser.js';
import { EndScreen } from './EndScreen.js';
import { footerHints } from './footer-hints.js';
import { HandPanel } from './HandPanel.js';
import { mainWidth } from './layout.js';
import { NextSeatChooser } from './NextSeatChooser.js';
import { onlyKeyMoves } from './only-moves.js';
import { handWorth } from '../../games/regicide/preview.js';
import { type PreviewContext, previewLines } from './preview-text.js';
import { humanSeats, tableState, type TableState } from './table-state.js';
import { advance, type RegicideLog, type RegicideSession } from './session.js';
import { REGICIDE_TEXTS } from './strings.js';

export type { ExitReason };

export interface RegicideAppProps {
  initial: RegicideSession;
  /** 1-based seats played by bots. */
  bots: readonly number[];
  botFor: (seat: number) => Bot<RegicideView, RegicideMove>;
  /** Called with the log after every move, before anything else happens (the autosave). */
  persist: (log: RegicideLog) => void;
  /** Where the log is saved, for the end screen. */
  savePath: string;
  /** Pause before each bot move, so people can follow. */
  botDelayMs: number;
  /** Keys typed this long before a hand-over screen appeared are ignored. */
  armDelayMs?: number;
  resumed?: boolean;
  onExit: (reason: ExitReason) => void;
}

/** flip and feign: the question before a whole hand is thrown away. */
type Overlay = 'none' | TableOverlayKind | 'discard' | 'log' | 'flip' | 'feign';

const HAND_HEIGHT = 6;
/** The whole game, for the event-log overlay (a long game has a few hundred lines). */
const MAX_EVENTS = 10_000;

export function RegicideApp({ initial, bots, botFor, persist, savePath, botDelayMs, armDelayMs, resumed, onExit }: RegicideAppProps) {
  const t = useTexts(REGICIDE_TEXTS);
  const shared = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  const lang = useLang();
  const size = useTerminalSize();
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const [session, setSession, sessionRef] = useLiveState(initial);
  const [events, setEvents] = useState<string[]>(() => [resumed ? t.eventResumed(initial.log.moves.length) : t.eventStart(t.player(initial.state.current + 1))]);
  const [overlay, setOverlay, overlayRef] = useLiveState<Overlay>('none');
  const [cursor, setCursor, cursorRef] = useLiveState(0);
  const [selected, setSelected, selectedRef] = useLiveState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState<Message>(null);
  const [nextChoice, setNextChoice, nextChoiceRef] = useLiveState(1);
  const humans = humanSeats(initial.state.players, bots);
  const [revealed, setRevealed, revealedRef] = useLiveState<number | null>(humans.length === 1 ? humans[0] : null);

  const state = session.state;
  const players = state.players;
  const table = tableState(state, bots, revealed);
  const { over, currentSeat, botTurn, needHandOver, viewer, view, myTurn, hand } = table;

  const closeOverlay = () => afterThisKey(() => setOverlay('none'));
  const leave = useLeave(onExit);

  /** Applies a legal move, saves, and logs what happened. */
  const commit = (move: RegicideMove) => {
    const { session: next, events: happened } = advance(sessionRef.current, move);
    // A failed save is shown, not thrown: the game goes on and the next move saves again.
    const saveError = trySave(persist, next.log);
    setSession(next);
    setEvents((prev) => [...prev, ...eventLines(happened, t, theme.ascii)].slice(-MAX_EVENTS));
    setSelected(new Set());
    setMessage(saveError ? { text: shared.saveFailed(saveError), tone: 'error' } : null);
    if (next.state.phase === 'next') setNextChoice(next.state.current + 1);
    setCursor((c) => Math.min(c, Math.max(0, next.state.hands[next.state.current].length - 1)));
  };

  /** A human move: applied when legal, otherwise explained (by default: the rules' refusal in words). */
  const tryMove = (move: RegicideMove, whyNot = () => t.refusal(refusalOf(sessionRef.current.state, move))) => {
    if (regicide.isLegal(sessionRef.current.state, move)) commit(move);
    else setMessage({ text: whyNot(), tone: 'error' });
  };

  useBotTurn(botTurn && overlay === 'none', botDelayMs, session, () => {
    const s = sessionRef.current.state;
    commit(chooseBotMove(regicide, s, botFor(s.current + 1)));
  });

  // Always listening, and judged against the live state: a key right after another (same chunk,
  // or before React has rendered) must see what that one changed, e.g. a closed overlay.
  useInput(
    eachKey((input, key) => {
      // Too small a terminal shows no table: no game keys (the guard itself offers q).
      if (!fits(sizeRef.current)) return;
      const open = overlayRef.current;
      if (open === 'flip' || open === 'feign') return answerConfirm(open, input, key);
      if (open !== 'none') return;
      const live = tableState(sessionRef.current.state, bots, revealedRef.current);
      if (live.over) return;
      // Quitting shows no hand, so it is offered on the hand-over screen too.
      if (input === 'q') return setOverlay('quit');
      if (live.needHandOver) return;
      if (input === '?') return setOverlay('help');
      if (input === 'd') return setOverlay('discard');
      if (input === 'v') return setOverlay('log');
      if (!live.myTurn) return;
      setMessage(null);
      const phase = live.view.phase;
      if (phase === 'next') return chooseNextKeys(input, key);
      const count = live.hand.length;
      const digit = Number(input);
      if (key.leftArrow || input === 'h') setCursor((c) => Math.max(0, c - 1));
      else if (key.rightArrow || input === 'l') setCursor((c) => Math.min(count - 1, c + 1));
      else if (input === ' ') toggle(cursorRef.current, count);
      else if (/^[1-9]$/.test(input) && digit <= count) {
        toggle(digit - 1, count);
        setCursor(digit - 1);
      } else if (input === 'c' || key.escape) setSelected(new Set());
      else if (key.return) submitSelection(live);
      else if (input === 'y') tryMove({ type: 'yield' });
      else if (input === 'f') askFirst('flip', count);
      else if (input === 'e') askFirst('feign', count);
    }),
  );

  /** Flip and feign throw the hand away: asked first, unless the hand is empty already. */
  function askFirst(kind: 'flip' | 'feign', handSize: number) {
    const move: RegicideMove = { type: kind };
    if (!regicide.isLegal(sessionRef.current.state, move)) return setMessage({ text: t.refusal(refusalOf(sessionRef.current.state, move)), tone: 'error' });
    if (handSize === 0) return commit(move);
    setOverlay(kind);
  }

  function answerConfirm(kind: 'flip' | 'feign', input: string, key: Key) {
    const answer = confirmAnswer(input, key, lang);
    if (answer === null) return;
    setOverlay('none');
    if (answer === 'yes') tryMove({ type: kind });
  }

  function toggle(index: number, count: number) {
    if (index < 0 || index >= count) return;
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  function selectionOf(cards: readonly Card[]): Card[] {
    return [...selectedRef.current].sort((a, b) => a - b).map((i) => cards[i]);
  }

  function submitSelection(live: TableState) {
    const cards = selectionOf(live.hand);
    if (cards.length === 0) {
      const only = onlyKeyMoves(sessionRef.current.state);
      return setMessage({ text: only ? t.onlyMoves(live.hand.length === 0, only.flip, only.yield) : t.selectFirst, tone: 'error' });
    }
    const type = live.view.phase === 'discard' ? 'discard' : 'play';
    const lines = previewLines(previewContext(live.view, cards), t);
    tryMove({ type, cards }, () => lines.find((l) => l.tone === 'bad')?.text ?? lines[0]?.text ?? '');
  }

  function chooseNextKeys(input: string, key: Key) {
    if (key.upArrow || key.leftArrow) setNextChoice((s) => (s > 1 ? s - 1 : players));
    else if (key.downArrow || key.rightArrow) setNextChoice((s) => (s < players ? s + 1 : 1));
    else if (/^[1-9]$/.test(input) && Number(input) <= players) setNextChoice(Number(input));
    else if (key.return) tryMove({ type: 'next', seat: nextChoiceRef.current }, () => t.chooseNextHint);
  }

  function previewContext(v: RegicideView, cards: Card[]): PreviewContext {
    const s = sessionRef.current.state;
    return {
      view: v,
      selection: cards,
      // From the view, not the full state: the screen shows only what this seat may know.
      shieldIfCancelled: v.enemy?.spadeTotal ?? 0,
      canYield: s.phase === 'play' && canYield(s),
      canFeign: s.phase === 'play' && canFeign(s),
      canFlip: canFlip(s),
      ascii: theme.ascii,
    };
  }
  const selection = [...selected].sort((a, b) => a - b).map((i) => hand[i]);

  const width = mainWidth(size);
  let screen;
  if (over) {
    screen = <EndScreen view={view} result={regicide.outcome(state)!} savePath={savePath} events={events} width={width} onLeave={() => leave('over')} />;
  } else if (isTableOverlay(overlay)) {
    screen = <TableOverlay kind={overlay} help={t} width={width} onQuit={() => leave('quit')} onClose={closeOverlay} />;
  } else if (overlay === 'log') {
    screen = <EventLogOverlay lines={events} rows={size.rows} width={width} onClose={closeOverlay} />;
  } else if (overlay === 'flip' || overlay === 'feign') {
    const question = overlay === 'flip' ? t.confirmFlip(hand.length) : t.confirmFeign(hand.length);
    const cost = overlay === 'flip' ? t.flipCost(state.flipsLeft) : t.feignCost;
    screen = <ConfirmBox question={question} notes={[cost]} keys={t.confirmKeys} width={width} />;
  } else if (overlay === 'discard') {
    screen = <DiscardBrowser discard={view.discard} onClose={closeOverlay} width={width} />;
  } else if (needHandOver) {
    screen = (
      <TurnHandOver
        seat={currentSeat}
        movesMade={session.log.moves.length}
        name={t.player(currentSeat)}
        events={events}
        screenRows={size.rows}
        width={width}
        armDelayMs={armDelayMs}
        onReady={() =>
          afterThisKey(() => {
            setRevealed(currentSeat);
            setSelected(new Set());
            setCursor(0);
          })
        }
      />
    );
  } else {
    const only = myTurn ? onlyKeyMoves(state) : null;
    const onlyText = only ? t.onlyMoves(hand.length === 0, only.flip, only.yield) : null;
    const prompt = onlyText
      ? onlyText
      : !myTurn
      ? t.waitingFor(t.player(currentSeat))
      : state.phase === 'discard'
        ? t.promptDiscard(state.damageDue)
        : state.phase === 'next'
          ? t.promptNext
          : '';
    // With only a key to press, the prompt says which; the preview rows go to the event log.
    const preview = onlyText
      ? []
      : myTurn && state.phase === 'next' ? <NextSeatChooser players={players} chosen={nextChoice} hands={view.hands} /> : myTurn ? previewLines(previewContext(view, selection), t) : [];
    screen = (
      <Board
        view={view}
        viewer={viewer}
        bots={bots}
        size={size}
        middleHeight={HAND_HEIGHT}
        middle={(w) => (
          <HandPanel
            cards={hand}
            cursor={myTurn && state.phase !== 'next' ? Math.min(cursor, hand.length - 1) : null}
            selected={selected}
            title={viewer === null ? t.handHidden : `${viewer === currentSeat || humans.length === 1 ? t.yourHand : t.handOf(viewer)} (${t.handWorth(handWorth(view))})`}
            prompt={prompt}
            emptyText={viewer === null ? '' : t.handEmpty}
            width={w}
          />
        )}
        preview={preview}
        message={message}
        events={events}
        hints={footerHints(t, { myTurn, phase: state.phase, canYield: canYield(state), canFlip: canFlip(state), canFeign: canFeign(state), only }, width)}
      />
    );
  }
  return (
    <SizeGuard size={size} onQuit={() => leave('quit')}>
      <Box flexDirection="column">{screen}</Box>
    </SizeGuard>
  );
}
