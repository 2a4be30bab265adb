// A game of Regicide at one terminal, from the table client alone: the seats of this terminal by
// keyboard (hot seat with a hand-over screen between two humans), bots and remote seats through
// the table. Keys go through the key map to the reducer; the table gets the moves.
import { Box, useInput } from 'ink';
import { useEffect, useMemo, useRef } from 'react';
import { handWorth } from '../../games/regicide/preview.js';
import type { RegicideRefusal } from '../../games/regicide/refusals.js';
import type { RegicideMove, RegicideView } from '../../games/regicide/types.js';
import type { Hint } from '../../table/hint.js';
import { isTableRefusal } from '../../table/types.js';
import type { AnyRefusal } from '../../table/types.js';
import { ConfirmBox } from '../shared/ConfirmBox.js';
import { confirmAnswer } from '../shared/confirm-key.js';
import { answerPractice, isPracticeQuestion, PracticeQuestion, practiceQuestionFor } from '../shared/practice-question.js';
import { eachKey } from '../shared/each-key.js';
import { numberedMoves } from '../shared/move-numbers.js';
import { marksText } from '../shared/play-marks.js';
import { dailyMarksOf, shareText } from '../shared/share-text.js';
import { EventLogOverlay } from '../shared/EventLogOverlay.js';
import { afterThisKey } from '../shared/game-app.js';
import { TurnHandOver } from '../shared/HandOver.js';
import { HelpOverlay } from '../shared/HelpOverlay.js';
import { useLang, useTexts } from '../shared/i18n.js';
import type { Lang } from '../../text/lang.js';
import { actionOf, footerOf, helpRowsOf } from '../shared/keymap.js';
import type { Message } from '../shared/MessageLine.js';
import { QuitConfirm } from '../shared/QuitConfirm.js';
import type { ExitReason } from '../shared/run-screen.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';
import { fits, SizeGuard } from '../shared/SizeGuard.js';
import { useTheme } from '../shared/theme.js';
import { noticeMessage, tablePosition, undoOrHint, useLiveUi, useTableChanges, useTableSession } from '../shared/use-table.js';
import { useTerminalSize } from '../shared/use-terminal-size.js';
import { Board } from './Board.js';
import { eventLines } from './events.js';
import { DiscardBrowser } from './DiscardBrowser.js';
import { EndScreen } from './EndScreen.js';
import { HandPanel } from './HandPanel.js';
import { REGICIDE_KEYMAP } from './keymap.js';
import { mainWidth } from './layout.js';
import { NextSeatChooser } from './NextSeatChooser.js';
import { type PreviewContext, type PreviewLine, previewLines } from './preview-text.js';
import { afterMove, initialUi, reduce, type RegicideAction, type RegicideUi, selectionOf } from './reducer.js';
import { moveLabel } from './move-label.js';
import { keyCtxOf, logSeat, seatScreen, type SeatScreen } from './seat-screen.js';
import type { RegicideClient } from '../../modules/regicide/index.js';
import { REGICIDE_TEXTS, type RegicideTexts } from './strings.js';

export type { ExitReason };

export interface RegicideAppProps {
  client: RegicideClient;
  /** Where the log is saved, for the end screen. */
  savePath: string;
  /** Keys typed this long before a hand-over screen appeared are ignored. */
  armDelayMs?: number;
  /** After a lost game the end screen offers the solver ("could this deal have been won?"). */
  canAnalyze?: boolean;
  onExit: (reason: ExitReason) => void;
}

const HAND_HEIGHT = 6;

export function RegicideApp({ client, savePath, armDelayMs, canAnalyze, onExit }: RegicideAppProps) {
  const t = useTexts(REGICIDE_TEXTS);
  const shared = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  const lang = useLang();
  const size = useTerminalSize();
  const sizeRef = useRef(size);
  sizeRef.current = size;
  useTableChanges(client);
  const position = tablePosition(client);
  const [ui, uiRef, setLiveUi] = useLiveUi<RegicideUi>(() => initialUi(client.humans.length === 1 ? client.humans[0] : null));
  const screen = seatScreen(client, ui.revealed);
  const leave = useTableSession(client, ui.overlay !== 'none', onExit);
  // After each move: a fresh selection, and the chooser starts at the seat that played the jester.
  // A key can arrive after the new position is drawn but before this effect has run: the key
  // handler catches up first, so the reset never wipes a selection made on the new position.
  const lastPosition = useRef(position);
  const catchUp = () => {
    const now = tablePosition(client);
    if (lastPosition.current === now) return;
    lastPosition.current = now;
    const live = seatScreen(client, uiRef.current.revealed);
    setLiveUi(afterMove(uiRef.current, live.hand.length, live.view.phase === 'next' ? live.currentSeat : null));
  };
  useEffect(catchUp, [position]);

  const seat = logSeat(client);
  const events = useMemo(
    () => [t.eventStart(t.player(1)), ...numberedMoves(client.history(seat).map((h) => eventLines(h.events, t, theme.ascii)))],
    [position, t, theme.ascii],
  );

  /**
   * Runs one key action against the live screen state, and submits the move it makes. The first
   * hint or undo of a game asks first (`confirmed` once it was answered yes): it makes the game
   * practice.
   */
  const act = (action: RegicideAction, confirmed = false) => {
    catchUp();
    const live = seatScreen(client, uiRef.current.revealed);
    if ((action.type === 'undo' || action.type === 'hint') && !live.practice && !confirmed) {
      return setLiveUi({ ...uiRef.current, overlay: practiceQuestionFor(action.type) });
    }
    const ctx = keyCtxOf(live);
    const { ui: next, move } = reduce(uiRef.current, action, { hand: live.hand, phase: live.view.phase, players: live.view.players, onlyKeys: ctx.only !== null });
    setLiveUi(next);
    if ((action.type === 'undo' || action.type === 'hint') && live.viewer !== null) {
      return undoOrHint(client, action.type, live.viewer, (note) => setLiveUi({ ...uiRef.current, note }), (hint) => {
        const now = seatScreen(client, uiRef.current.revealed);
        return hint && now.myTurn ? hintText(hint, now, t, theme.ascii) : t.hintNone;
      });
    }
    if (!move || live.viewer === null) return;
    const refusal = client.submit(live.viewer, move);
    if (refusal) setLiveUi({ ...uiRef.current, note: { kind: 'refused', move, refusal } });
  };

  /** The practice question answered: it closes, and after a yes the assist runs. */
  const afterAnswer = (assist: 'hint' | 'undo' | null): void => {
    setLiveUi({ ...uiRef.current, overlay: 'none' });
    if (assist) act({ type: assist }, true);
  };

  useInput(
    eachKey((input, key) => {
      // Too small a terminal shows no table: no game keys (the guard itself offers q).
      if (!fits(sizeRef.current)) return;
      const open = uiRef.current.overlay;
      if (open === 'flip' || open === 'feign') {
        const answer = confirmAnswer(input, key, lang);
        if (answer !== null) act({ type: 'answer', yes: answer === 'yes' });
        return;
      }
      if (isPracticeQuestion(open)) return answerPractice(open, input, key, lang, afterAnswer);
      if (open !== 'none') return;
      const live = seatScreen(client, uiRef.current.revealed);
      if (live.over) return;
      const action = actionOf(REGICIDE_KEYMAP, { input, key }, keyCtxOf(live));
      if (action) act(action);
    }),
  );

  const closeOverlay = () => afterThisKey(() => setLiveUi({ ...uiRef.current, overlay: 'none' }));
  const width = mainWidth(size);
  const message: Message = noticeMessage(client.notice(), shared) ?? noteMessage(ui, screen, t, theme.ascii);

  let body;
  if (screen.over) {
    body = (
      <EndScreen
        view={screen.view}
        result={screen.result!}
        savePath={savePath}
        events={events}
        width={width}
        seed={client.seedAfterEnd?.() ?? null}
        practice={screen.practice}
        canAnalyze={canAnalyze}
        armDelayMs={armDelayMs}
        rows={size.rows}
        marks={marksText(screen.marks, shared)}
        share={regicideShare(screen, lang, theme.ascii)}
        onLeave={(how) => leave(how)}
      />
    );
  } else if (ui.overlay === 'help') {
    body = <HelpOverlay keys={helpRowsOf(REGICIDE_KEYMAP, keyCtxOf(screen), t.keyHelp)} notes={t.helpNotes} onClose={closeOverlay} width={width} rows={size.rows} />;
  } else if (ui.overlay === 'quit') {
    body = <QuitConfirm onQuit={() => leave('quit')} onStay={closeOverlay} saved={client.saved?.() ?? true} />;
  } else if (ui.overlay === 'log') {
    body = <EventLogOverlay lines={events} rows={size.rows} width={width} onClose={closeOverlay} />;
  } else if (ui.overlay === 'flip' || ui.overlay === 'feign') {
    const question = ui.overlay === 'flip' ? t.confirmFlip(screen.hand.length) : t.confirmFeign(screen.hand.length);
    const cost = ui.overlay === 'flip' ? t.flipCost(screen.view.flipsLeft ?? 0) : t.feignCost;
    body = <ConfirmBox question={question} notes={[cost]} keys={t.confirmKeys} width={width} />;
  } else if (isPracticeQuestion(ui.overlay)) {
    body = <PracticeQuestion open={ui.overlay} medal={screen.view.players === 1} width={width} t={shared} />;
  } else if (ui.overlay === 'discard') {
    body = <DiscardBrowser discard={screen.view.discard} onClose={closeOverlay} width={width} />;
  } else if (screen.needHandOver) {
    const seatToMove = screen.currentSeat;
    body = (
      <TurnHandOver
        seat={seatToMove}
        movesMade={screen.movesMade}
        name={t.player(seatToMove)}
        events={events}
        screenRows={size.rows}
        width={width}
        armDelayMs={armDelayMs}
        onReady={() => afterThisKey(() => act({ type: 'takeKeyboard', seat: seatToMove }))}
      />
    );
  } else {
    body = <Table screen={screen} ui={ui} message={message} events={events} width={width} size={size} t={t} ascii={theme.ascii} marks={marksText(screen.marks, shared)} />;
  }
  return (
    <SizeGuard size={size} onQuit={() => leave('quit')} saved={client.saved?.() ?? true}>
      <Box flexDirection="column">{body}</Box>
    </SizeGuard>
  );
}

interface TableProps {
  screen: SeatScreen;
  ui: RegicideUi;
  message: Message;
  events: readonly string[];
  width: number;
  size: { columns: number; rows: number };
  t: RegicideTexts;
  ascii: boolean;
  /** The daily deal or retry mark, worded. */
  marks: string;
}

/** The board with the viewer's hand, the prompt, the preview and the footer. */
function Table({ screen, ui, message, events, width, size, t, ascii, marks }: TableProps) {
  const { view, hand, myTurn, viewer, currentSeat } = screen;
  const ctx = keyCtxOf(screen);
  const only = ctx.only;
  const onlyText = only ? t.onlyMoves(hand.length === 0, only.flip, only.yield) : null;
  const prompt = onlyText
    ? onlyText
    : !myTurn
      ? t.waitingFor(t.player(currentSeat))
      : view.phase === 'discard'
        ? t.promptDiscard(view.damageDue ?? 0)
        : view.phase === 'next'
          ? t.promptNext
          : '';
  // With only a key to press, the prompt says which; the preview rows go to the event log.
  const preview = onlyText
    ? []
    : myTurn && view.phase === 'next'
      ? <NextSeatChooser players={view.players} chosen={ui.nextChoice} hands={view.hands} />
      : myTurn
        ? previewLines(previewContextOf(screen, selectionOf(ui, hand), ascii), t)
        : [];
  const title = viewer === null ? (screen.humans.length === 0 ? t.handHiddenAllBots : t.handHidden) : `${viewer === currentSeat || screen.humans.length === 1 ? t.yourHand : t.handOf(viewer)} (${t.handWorth(handWorth(view))})`;
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
      hints={footerOf(REGICIDE_KEYMAP, ctx, (id, c) => t.keyHint(id, c), width)}
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

/** The message line for the screen's note: a refusal explained, or what to do first. */
function noteMessage(ui: RegicideUi, screen: SeatScreen, t: RegicideTexts, ascii: boolean): Message {
  const note = ui.note;
  if (note === null) return null;
  if (note.kind === 'saveFailed') return { text: note.text, tone: 'error' };
  if (note.kind === 'selectFirst') return { text: t.selectFirst, tone: 'error' };
  if (note.kind === 'hintThinking') return { text: t.hintThinking, tone: 'info' };
  if (note.kind === 'hint') return { text: note.text, tone: 'info' };
  if (note.kind === 'undone') return { text: note.moves > 0 ? t.undone(note.moves) : t.undoNothing, tone: note.moves > 0 ? 'info' : 'error' };
  if (note.kind === 'yieldKey') return { text: t.yieldKeyNote, tone: 'info' };
  const only = keyCtxOf(screen).only;
  if (note.kind === 'onlyMoves') return { text: only ? t.onlyMoves(screen.hand.length === 0, only.flip, only.yield) : t.selectFirst, tone: 'error' };
  return { text: refusedText(note.move, note.refusal, screen, t, ascii), tone: 'error' };
}

/** A refused selection is explained by its preview (what it lacks); anything else by the rules' refusal. */
function refusedText(move: RegicideMove, refusal: AnyRefusal<RegicideRefusal>, screen: SeatScreen, t: RegicideTexts, ascii: boolean): string {
  // A refused play is explained by its preview's complaint, as a sentence. A refused discard
  // keeps the rules' reason: its preview line is on screen already, right above.
  if (move.type === 'play') {
    const bad = previewLines(previewContextOf(screen, move.cards, ascii), t).find((l) => l.tone === 'bad');
    if (bad) return sentence(bad.text);
  }
  return isTableRefusal(refusal) ? t.notYourTurn : t.refusal(refusal);
}

/** A message line starts with a capital letter, whatever the text it quotes. */
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A finished daily game's share text, or '' for any other game. */
function regicideShare(screen: SeatScreen, lang: Lang, ascii: boolean): string {
  const daily = dailyMarksOf(screen.marks, screen.practice);
  const result = screen.result;
  if (!daily || !result) return '';
  return shareText({ ...daily, game: 'regicide', won: result.outcome === 'won', enemiesDefeated: result.enemiesDefeated, medal: result.medal }, lang, ascii);
}

/** The hint in one line: the move, the chance to win (solo), and why, from the move's own preview. */
export function hintText(hint: Hint<RegicideMove>, screen: SeatScreen, t: RegicideTexts, ascii: boolean): string {
  const move = hint.move;
  const chance = hint.chance ?? null;
  const label = moveLabel(move, t, ascii);
  if (move.type === 'play' || move.type === 'discard') {
    const [effects, ...after] = previewLines(previewContextOf(screen, move.cards, ascii), t);
    // A discard's line, and a jester's (its first line is the whole story), say it all.
    if (move.type === 'discard' || effects.tone === 'good' || after.length === 0) return t.hintLine(label, effects?.text ?? '', chance);
    // Everything the play does: its suit powers (the first line less its value), then what it
    // leads to — a kill (a good line), else the damage.
    const powers = effects.text.split(t.sep).slice(1);
    const outcome = (after.find((l) => l.tone === 'good') ?? after[0]).text;
    return t.hintLine(label, [...powers, outcome].join(t.sep), chance);
  }
  if (move.type === 'next') return t.hintLine(label, '', chance);
  const why = move.type === 'yield' && screen.view.enemy ? t.previewYield(screen.view.enemy.attackAfterShield, handWorth(screen.view)) : '';
  return t.hintLine(label, why, chance);
}

export type { RegicideView };
