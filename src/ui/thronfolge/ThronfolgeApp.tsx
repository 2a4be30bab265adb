// One duel at one terminal, from the table client alone: the human by keyboard (two humans take
// turns behind a hand-over screen), the bot or the other terminal through the table. Keys go
// through the key map to the reducer; the table gets the moves.
import { Box, useInput } from 'ink';
import { useEffect, useMemo, useRef } from 'react';
import type { Seat, ThronfolgeMove, ThronfolgeView } from '../../games/thronfolge/types.js';
import { cardLabel } from '../../core/cards.js';
import { handCards } from '../../games/thronfolge/view-cards.js';
import { type MatchInfo, nextFirst, nextGame, tallyAfter } from '../../games/thronfolge/match.js';
import { isTableRefusal } from '../../table/types.js';
import type { ThronfolgeClient } from '../../modules/thronfolge/index.js';
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
import { answerPractice, isPracticeQuestion, PracticeQuestion, practiceQuestionFor } from '../shared/practice-question.js';
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
import { describeMove } from './describe-move.js';
import { EndScreen } from './EndScreen.js';
import { HandPanel } from './HandPanel.js';
import { THRONFOLGE_KEYMAP, type ThronfolgeKeyCtx } from './keymap.js';
import { mainWidth } from './layout.js';
import { otherSeat, seatTitle, type Seating } from './names.js';
import { previewLines } from './preview-text.js';
import { afterMove, initialUi, reduce, type ThronfolgeAction, type ThronfolgeUi } from './reducer.js';
import { THRONFOLGE_TEXTS, type ThronfolgeTexts } from './strings.js';

export type { ExitReason };

export interface ThronfolgeAppProps {
  client: ThronfolgeClient;
  seating: Seating;
  match: MatchInfo;
  /** Where the log is saved, for the end screen. */
  savePath: string;
  /** Keys typed this long before a hand-over screen appeared are ignored. */
  armDelayMs?: number;
  /** The game just ended (a match prepares its next game here). */
  onGameOver?: () => void;
  /** Present when a next game of the match is ready: Enter on the end screen starts it. */
  onNext?: () => void;
  onExit: (reason: ExitReason) => void;
}

interface DuelScreen {
  over: boolean;
  /** Seat to move; null once the game is over. */
  current: Seat | null;
  needHandOver: boolean;
  /** The seat whose hand is on screen, or null before any human took the keyboard. */
  viewer: Seat | null;
  view: ThronfolgeView;
  myTurn: boolean;
  movesMade: number;
  canHint: boolean;
  canUndo: boolean;
  practice: boolean;
}

/** Who sees what now, from the client and which human last took the keyboard. */
function duelScreen(client: ThronfolgeClient, revealed: number | null): DuelScreen {
  const probe = client.update(client.humans[0] ?? 1);
  const over = probe.toMove === null;
  const current = probe.toMove as Seat | null;
  const botTurn = current !== null && !client.humans.includes(current);
  const needHandOver = client.humans.length >= 2 && current !== null && revealed !== current;
  const viewer = (client.humans.length === 1 ? client.humans[0] : revealed) as Seat | null;
  const update = client.update(viewer ?? current ?? 1);
  const myTurn = !over && !botTurn && !needHandOver && viewer === current;
  return {
    over,
    current,
    needHandOver,
    viewer,
    view: update.view,
    myTurn,
    movesMade: update.movesMade,
    canHint: client.hint !== undefined,
    canUndo: client.undo !== undefined && !over && viewer !== null && update.movesMade > 0,
    practice: client.practice?.() ?? false,
  };
}

const keyCtxOf = (s: DuelScreen): ThronfolgeKeyCtx => ({
  handOver: s.needHandOver,
  myTurn: s.myTurn,
  handSize: s.viewer === null ? 0 : s.view.hand.length,
  canHint: s.canHint,
  canUndo: s.canUndo,
});

export function ThronfolgeApp({ client, seating, match, savePath, armDelayMs, onGameOver, onNext, onExit }: ThronfolgeAppProps) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const shared = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  const lang = useLang();
  const size = useTerminalSize();
  const sizeRef = useRef(size);
  sizeRef.current = size;
  useTableChanges(client);
  const position = tablePosition(client);
  const [ui, uiRef, setLiveUi] = useLiveUi<ThronfolgeUi>(() => initialUi(client.humans.length === 1 ? client.humans[0] : null));
  const screen = duelScreen(client, ui.revealed);
  const leave = useTableSession(client, ui.overlay !== 'none', onExit);
  const gameOverSent = useRef(false);
  useEffect(() => {
    const live = duelScreen(client, uiRef.current.revealed);
    setLiveUi(afterMove(uiRef.current, live.view.hand.length));
    if (live.over && !gameOverSent.current) {
      gameOverSent.current = true;
      onGameOver?.();
    }
  }, [position]);

  const seat = client.humans.length === 1 ? client.humans[0] : 0;
  const events = useMemo(() => {
    const v = client.update(client.humans[0] ?? 1).view;
    const opening = t.eventStart(t.player(v.firstStarter), v.coinToss, seating.vs === 'bot' ? t.botLevel(seating.botLevel) : null);
    return [opening, ...numberedMoves(client.history(seat).map((h) => describeMove(h.events, t, theme.ascii)))];
  }, [position, t, theme.ascii]);

  /** The first hint or undo of a game asks first (`confirmed` once answered yes): it makes the game practice. */
  const act = (action: ThronfolgeAction, confirmed = false) => {
    const live = duelScreen(client, uiRef.current.revealed);
    if ((action.type === 'undo' || action.type === 'hint') && !live.practice && !confirmed) {
      return setLiveUi({ ...uiRef.current, overlay: practiceQuestionFor(action.type) });
    }
    const { ui: next, move } = reduce(uiRef.current, action, live.viewer === null ? [] : handCards(live.view));
    setLiveUi(next);
    if ((action.type === 'undo' || action.type === 'hint') && live.viewer !== null) {
      return undoOrHint(client, action.type, live.viewer, (note) => setLiveUi({ ...uiRef.current, note }), (hint) => {
        const now = duelScreen(client, uiRef.current.revealed);
        return hint && now.myTurn ? hintText(hint.move, now.view, t, theme.ascii) : t.hintNone;
      });
    }
    if (!move || live.viewer === null) return;
    const refusal = client.submit(live.viewer, move);
    if (refusal) setLiveUi({ ...uiRef.current, note: { kind: 'refused', refusal } });
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
      if (isPracticeQuestion(open)) return answerPractice(open, input, key, lang, afterAnswer);
      if (open !== 'none') return;
      const live = duelScreen(client, uiRef.current.revealed);
      if (live.over) return;
      const action = actionOf(THRONFOLGE_KEYMAP, { input, key }, keyCtxOf(live));
      if (action) act(action);
    }),
  );

  const closeOverlay = () => afterThisKey(() => setLiveUi({ ...uiRef.current, overlay: 'none' }));
  const width = mainWidth(size);
  const titles: [string, string] = [seatTitle(t, seating, 1), seatTitle(t, seating, 2)];
  const message: Message = noticeMessage(client.notice(), shared) ?? noteMessage(ui, t);
  const { over, current, viewer, view, myTurn, needHandOver } = screen;
  let body;
  if (over) {
    const result = view.outcome!;
    const counted = { ...match, ...tallyAfter(match, result) };
    const nextStarter = nextGame(match, result) ? nextFirst(result, view.firstStarter) : null;
    body = (
      <EndScreen
        result={result}
        titles={titles}
        humanSeat={seating.vs === 'bot' ? 1 : null}
        match={counted}
        nextStarter={nextStarter}
        savePath={savePath}
        width={width}
        onNext={onNext}
        onLeave={(how) => leave(how)}
        seed={client.seedAfterEnd?.() ?? null}
        variants={view.variants}
        practice={screen.practice}
        armDelayMs={armDelayMs}
        rows={size.rows}
        marks={marksText(client.marks?.(), shared)}
        share={duelShare(client, seating, screen.practice, lang, theme.ascii)}
      />
    );
  } else if (ui.overlay === 'help') {
    body = <HelpOverlay keys={helpRowsOf(THRONFOLGE_KEYMAP, keyCtxOf(screen), t.keyHelp)} notes={t.helpNotes} onClose={closeOverlay} width={width} rows={size.rows} />;
  } else if (ui.overlay === 'quit') {
    body = <QuitConfirm onQuit={() => leave('quit')} onStay={closeOverlay} saved={client.saved?.() ?? true} />;
  } else if (isPracticeQuestion(ui.overlay)) {
    body = <PracticeQuestion open={ui.overlay} medal={false} width={width} t={shared} />;
  } else if (ui.overlay === 'log') {
    body = <EventLogOverlay lines={events} rows={size.rows} width={width} onClose={closeOverlay} />;
  } else if (needHandOver && current !== null) {
    body = (
      <TurnHandOver
        seat={current}
        movesMade={screen.movesMade}
        name={t.player(current)}
        events={events}
        screenRows={size.rows}
        width={width}
        armDelayMs={armDelayMs}
        onReady={() => afterThisKey(() => act({ type: 'takeKeyboard', seat: current }))}
      />
    );
  } else {
    const me = viewer ?? current ?? 1;
    const hand = viewer === null ? [] : view.hand;
    const prompt = myTurn ? (hand.length === 0 ? t.promptMustTake : t.promptTurn) : current !== null ? t.waitingFor(t.player(current)) : '';
    const ctx = keyCtxOf(screen);
    body = (
      <Board
        view={viewer === null ? { ...view, hand: [] } : view}
        titles={titles}
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
        preview={myTurn ? previewLines(view, ui.cursor, { me: t.you, them: t.player(otherSeat(me)) }, t, theme.ascii) : []}
        message={message}
        events={events}
        hints={footerOf(THRONFOLGE_KEYMAP, ctx, (id) => t.keyHint(id), width)}
        practice={screen.practice}
        marks={marksText(client.marks?.(), shared)}
      />
    );
  }
  return (
    <SizeGuard size={size} onQuit={() => leave('quit')} saved={client.saved?.() ?? true}>
      <Box flexDirection="column">{body}</Box>
    </SizeGuard>
  );
}

/** A finished daily duel's share text (you are seat 1 against the bot), or '' for any other game. */
function duelShare(client: ThronfolgeClient, seating: Seating, practice: boolean, lang: Lang, ascii: boolean): string {
  const daily = dailyMarksOf(client.marks?.(), practice);
  const result = client.update(1).result;
  if (!daily || !result || seating.vs !== 'bot') return '';
  const shared = result.shared || result.winner === null;
  const facts = { ...daily, game: 'thronfolge' as const, won: !shared && result.winner === 1, shared, crowns: result.reason === 'crowns', scores: result.scores, botLevel: seating.botLevel };
  return shareText(facts, lang, ascii);
}

function noteMessage(ui: ThronfolgeUi, t: ThronfolgeTexts): Message {
  const note = ui.note;
  if (note === null) return null;
  if (note.kind === 'mustTake') return { text: t.mustTake, tone: 'error' };
  if (note.kind === 'hintThinking') return { text: t.hintThinking, tone: 'info' };
  if (note.kind === 'hint') return { text: note.text, tone: 'info' };
  if (note.kind === 'undone') return { text: note.moves > 0 ? t.undone(note.moves) : t.undoNothing, tone: note.moves > 0 ? 'info' : 'error' };
  return { text: isTableRefusal(note.refusal) ? t.notYourTurn : t.refusal(note.refusal), tone: 'error' };
}

/** The hint in one line: the move and why, from that move's own preview (what it gets or exposes). */
export function hintText(move: ThronfolgeMove, view: ThronfolgeView, t: ThronfolgeTexts, ascii: boolean): string {
  const names = { me: t.you, them: t.player(otherSeat(view.seat as Seat)) };
  // Preview lines start with their key ("t take 6♦ J♠: …"): the hint keeps what follows.
  const after = (text: string | undefined): string => (text ?? '').replace(/^[^:]*:\s*/, '').trim();
  if (move.type === 'take') return t.hintLine(t.hintTake, after(previewLines(view, 0, names, t, ascii)[0]?.text));
  const index = Math.max(0, handCards(view).indexOf(move.card));
  const lines = previewLines(view, index, names, t, ascii).slice(1);
  // What the play leaves within the opponent's reach (or that it is safe).
  const why = after(lines[0]?.text);
  return t.hintLine(t.hintPlay(cardLabel(move.card, ascii)), why);
}
