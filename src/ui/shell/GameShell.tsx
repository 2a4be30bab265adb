// One game shell for every game at one terminal: it owns the size guard, the hand-over between
// people at one keyboard, the overlays (help, event log, quit, the practice question before the
// first hint or undo), undo and hint, the message line with the table's notices, the end-screen
// slot, and one key listener. The game brings its screen builder, reducer, key map, board and end
// screen (see game.ts); a front end around it (a networked table) may add keys of its own.
import { Box } from 'ink';
import { useContext, useEffect, useMemo, useRef } from 'react';
import type { TableClient } from '../../table/client.js';
import type { Hint } from '../../table/hint.js';
import { EventLogOverlay } from '../shared/EventLogOverlay.js';
import { FirstGameNote } from '../shared/first-game-note.js';
import { TurnHandOver } from '../shared/HandOver.js';
import { helpHeading, HelpOverlay } from '../shared/HelpOverlay.js';
import { useLang, useTexts } from '../shared/i18n.js';
import { KEY_PRIORITY, KeyRoot, useKeyLayer, useKeyState } from '../shared/key-bus.js';
import { actionOf, footerOf, helpRowsOf, type KeyPress } from '../shared/keymap.js';
import type { Message } from '../shared/MessageLine.js';
import { marksText } from '../shared/play-marks.js';
import { PracticeQuestion } from '../shared/practice-question.js';
import { QuitConfirm, QuitHelp } from '../shared/QuitConfirm.js';
import type { ExitReason } from '../shared/run-screen.js';
import { SHARED_TEXTS, type SharedTexts } from '../shared/shared-strings.js';
import { fits, SizeGuard } from '../shared/SizeGuard.js';
import { useTheme } from '../shared/theme.js';
import { useNoticeWords } from '../shared/notice-words.js';
import { noticeMessage, tablePosition, useTableChanges, useTableSession } from '../shared/use-table.js';
import { ARM_DELAY_MS } from '../shared/use-armed-input.js';
import { useTerminalSize } from '../shared/use-terminal-size.js';
import { useMouseOn } from '../shared/mouse-targets.js';
import type { ShellGame, ShellNote, ShellUi, ShellWords } from './game.js';
import { INTERRUPT_KEYMAP, type ShellKeyCtx, withShellKeys } from './shell-keymap.js';
import { followTable, type HostKeys, initialShell, type KeyEnv, type ShellEffect, shellKey, type ShellState, turnOf } from './shell-state.js';

export interface GameShellProps<
  Client extends TableClient<unknown, Move>,
  Screen,
  Ui extends ShellUi<Move, unknown>,
  Action,
  Move,
  Ctx extends ShellKeyCtx,
  KeyId extends string,
  Texts extends ShellWords<KeyId, Ctx>,
  Options,
  HostAction,
> {
  game: ShellGame<Client, Screen, Ui, Action, Move, Ctx, KeyId, Texts, Options>;
  /** What this screen of the game was opened with (see ShellGame). */
  options: Options;
  client: Client;
  /** Where the log is saved, for the end screen. */
  savePath: string;
  /** Keys typed this long before a hand-over or end screen appeared are ignored. */
  armDelayMs?: number;
  /** Columns the screen's frames take at this size (a game's board decides). */
  widthOf: (size: { columns: number; rows: number }) => number;
  host?: HostKeys<HostAction>;
  onExit: (reason: ExitReason) => void;
}

export function GameShell<
  Client extends TableClient<unknown, Move>,
  Screen,
  Ui extends ShellUi<Move, unknown>,
  Action,
  Move,
  Ctx extends ShellKeyCtx,
  KeyId extends string,
  Texts extends ShellWords<KeyId, Ctx>,
  Options,
  HostAction,
>(props: GameShellProps<Client, Screen, Ui, Action, Move, Ctx, KeyId, Texts, Options, HostAction>) {
  return (
    <KeyRoot>
      <Shell {...props} />
    </KeyRoot>
  );
}

/** How long the "thinking" note shows before the hint is worked out (so it is drawn first). */
const HINT_PAUSE_MS = 20;

function Shell<
  Client extends TableClient<unknown, Move>,
  Screen,
  Ui extends ShellUi<Move, unknown>,
  Action,
  Move,
  Ctx extends ShellKeyCtx,
  KeyId extends string,
  Texts extends ShellWords<KeyId, Ctx>,
  Options,
  HostAction,
>({ game, options, client, savePath, armDelayMs, widthOf, host, onExit }: GameShellProps<Client, Screen, Ui, Action, Move, Ctx, KeyId, Texts, Options, HostAction>) {
  const t = useTexts(game.texts);
  const shared = useTexts(SHARED_TEXTS);
  const noticeWords = useNoticeWords();
  const { ascii } = useTheme();
  const lang = useLang();
  const size = useTerminalSize();
  const mouseOn = useMouseOn();
  useTableChanges(client);
  const [stored, box] = useKeyState<ShellState<Ui>>(() => initialShell(game.initialUi(client), tablePosition(client)));
  const setState = box.set;

  /** The moment as a key sees it: the table now, and the state caught up with it. */
  const momentOf = (state: ShellState<Ui>) => {
    const screen = game.screenOf(client, state.ui.revealed, state.ui);
    const facts = game.factsOf(screen);
    return { screen, facts, state: followTable(game, state, screen, facts) };
  };
  const { screen, facts, state } = momentOf(stored);
  const ctx = game.keyCtxOf(screen);
  const width = widthOf(size);
  const position = facts.movesMade;
  const saidCount = client.said().length;
  const events = useMemo(() => game.eventsOf(client, t, ascii, options, shared), [position, saidCount, t, ascii]);
  const keymap = withShellKeys(game.keymap);
  // A frame that knows what leaving does (a networked table) words the q row: not local play's --resume.
  const quitHelp = useContext(QuitHelp);
  // Every key a player can meet in this game: the table's (as they apply now), a question's, the
  // networked table's, Ctrl-C; the game's notes; then the end screen's keys.
  const helpOf = (c: Ctx): KeyEnv<Screen, Ctx>['help'] => ({
    keys: [
      ...helpRowsOf(keymap, c, t.keyHelp).map(([k, what]): [string, string] => (k === 'q' && quitHelp !== null ? [k, quitHelp] : [k, what])),
      shared.questionKeys,
      ...(host?.keymap.map((b) => host.help[b.id]) ?? []),
      shared.sharedKeyHelp.interrupt,
    ],
    notes: mouseOn ? [...t.helpNotes, shared.helpMouse] : t.helpNotes,
    after: [helpHeading(shared.helpEndHeading), ...game.endKeys.keymap.filter((b) => game.endKeys.offered?.(b.id, options) ?? true).map((b) => game.endKeys.help(t)[b.id])],
    width,
    rows: size.rows,
  });

  const covered = state.overlay !== null || (game.overlay?.isOpen(state.ui) ?? false);
  const leave = useTableSession(client, covered, onExit);
  const saved = client.saved?.() ?? true;

  // A hand-over takes Enter only a moment after it appeared, so a hurried key never reveals a hand.
  const turn = turnOf(facts);
  useEffect(() => {
    if (turn === null) return;
    const arm = () => setState((s) => ({ ...s, armedTurn: turn }));
    const delay = armDelayMs ?? ARM_DELAY_MS;
    if (delay <= 0) return arm();
    const timer = setTimeout(arm, delay);
    return () => clearTimeout(timer);
  }, [turn, armDelayMs]);

  /** The hint asked last (an answer to an older one is not shown), and whether the screen is still up. */
  const hintAsked = useRef<Promise<unknown> | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const overSent = useRef(false);
  useEffect(() => {
    if (facts.over && !overSent.current) {
      overSent.current = true;
      game.onOver?.(options);
    }
  }, [facts.over]);

  /** Carries out what a key asked for; returns the state after it. */
  const perform = (state: ShellState<Ui>, effect: ShellEffect<Move, HostAction>, viewer: number | null): ShellState<Ui> => {
    if (effect.kind === 'leave') {
      leave(effect.reason);
      return state;
    }
    if (effect.kind === 'host') {
      host?.perform(effect.action);
      return state;
    }
    if (viewer === null) return state;
    if (effect.kind === 'talk') {
      const said = effect.talk.kind === 'signal' ? client.signal(viewer, effect.talk.value) : client.say(viewer, effect.talk.code);
      return said ? { ...state, ui: { ...state.ui, note: { kind: 'talkRefused', refusal: said } } } : state;
    }
    if (effect.kind === 'submit') {
      const refusal = client.submit(viewer, effect.move);
      return refusal ? { ...state, ui: { ...state.ui, note: { kind: 'refused', move: effect.move, refusal } } } : state;
    }
    const ui = game.assisting(state.ui, effect.assist);
    if (effect.assist === 'undo') return { ...state, ui: { ...ui, note: { kind: 'undone', moves: client.undo?.(viewer) ?? 0 } } };
    const show = (hint: Hint<Move> | null): void =>
      setState((s) => {
        const now = momentOf(s);
        const text = hint && now.facts.myTurn ? game.hintText(hint, now.screen, t, ascii) : t.hintNone;
        return { ...now.state, ui: { ...now.state.ui, note: { kind: 'hint', text } } };
      });
    if (client.hintLater) {
      // Worked out off the loop (an SSH session's game): shown when it comes, unless the table
      // moved on meanwhile or a newer hint was asked (then "thinking" goes, or the newer one shows).
      const asked = client.hintLater(viewer);
      hintAsked.current = asked;
      void asked.then((hint) => {
        if (!mounted.current || hintAsked.current !== asked) return;
        if (hint !== 'stale') return show(hint);
        setState((s) => (shellNoteOf(s.ui.note)?.kind === 'hintThinking' ? { ...s, ui: { ...s.ui, note: null } } : s));
      });
      return { ...state, ui };
    }
    // The hint a moment later, worded for the table as it stands by then.
    setTimeout(() => show(client.hint?.(viewer) ?? null), HINT_PAUSE_MS);
    return { ...state, ui };
  };

  const keysOf = (pressed: readonly KeyPress[]): number => {
    let next = box.get();
    for (const press of pressed) {
      const now = momentOf(next);
      const c = game.keyCtxOf(now.screen);
      const env: KeyEnv<Screen, Ctx> = {
        screen: now.screen,
        facts: now.facts,
        ctx: c,
        fits: fits(size),
        lang,
        help: helpOf(c),
        logLines: events.length,
        rows: size.rows,
        turn: turnOf(now.facts),
      };
      const { state: after, effect } = shellKey(game, now.state, press, env, host);
      next = effect ? perform(after, effect, now.facts.viewer) : after;
    }
    setState(next);
    return pressed.length;
  };
  useKeyLayer(KEY_PRIORITY.screen, keysOf);
  useKeyLayer(KEY_PRIORITY.interrupt, (pressed) => {
    if (!actionOf(INTERRUPT_KEYMAP, pressed[0], null)) return 0;
    leave('interrupted');
    return 1;
  });

  const marks = marksText(client.marks?.(), shared);
  // A first game's offer of the lessons gives way to every other message, and goes with the first move made here.
  const firstNote = useContext(FirstGameNote);
  const movedHere = firstNote !== null && client.history(client.humans[0] ?? 1).some((h) => client.humans.includes(h.seat));
  const welcome: Message = firstNote !== null && !movedHere ? { text: firstNote.text, tone: 'info' } : null;
  const message: Message = noticeMessage(client.notice(), shared, noticeWords) ?? shellNoteMessage(state.ui, t, shared) ?? noteOf(game, state.ui, screen, t, ascii) ?? welcome;

  let body;
  // Whether the board (with its message line) is what shows now, not an overlay or the end.
  let tableShown = false;
  const overlay = state.overlay;
  if (facts.over) {
    body = <game.End options={options} screen={screen} events={events} size={size} width={width} savePath={savePath} armDelayMs={armDelayMs} marks={marks} onLeave={leave} />;
  } else if (overlay?.kind === 'help') {
    const help = helpOf(ctx);
    body = <HelpOverlay keys={help.keys} notes={help.notes} after={help.after} top={overlay.top} width={width} rows={size.rows} />;
  } else if (overlay?.kind === 'quit') {
    body = <QuitConfirm saved={saved} kept={savePath !== ''} />;
  } else if (overlay?.kind === 'log') {
    body = <EventLogOverlay lines={events} top={overlay.top} rows={size.rows} width={width} />;
  } else if (overlay?.kind === 'practice') {
    body = <PracticeQuestion assist={overlay.assist} medal={facts.medal} width={width} t={shared} />;
  } else if (game.overlay?.isOpen(state.ui)) {
    body = game.overlay.render(state.ui, screen, width);
  } else if (turn !== null) {
    body = <TurnHandOver name={t.player(facts.seatToMove)} armed={state.armedTurn === turn} events={events} screenRows={size.rows} width={width} />;
  } else {
    tableShown = true;
    const hints = footerOf(keymap, ctx, (id, c) => t.keyHint(id, c), width);
    body = <game.Table options={options} screen={screen} ui={state.ui} message={message} events={events} size={size} width={width} hints={hints} marks={marks} />;
  }
  // The offer is spent once it stood on the board: not under an overlay, another message, or a too small terminal's guard.
  const welcomed = welcome !== null && message === welcome && tableShown && fits(size);
  useEffect(() => {
    if (welcomed) firstNote?.seen();
  }, [welcomed, firstNote]);
  return (
    <SizeGuard size={size} canQuit asking={state.sizeQuit} saved={saved}>
      <Box flexDirection="column">{body}</Box>
    </SizeGuard>
  );
}

const SHELL_NOTE_KINDS: ReadonlySet<unknown> = new Set<ShellNote['kind']>(['hintThinking', 'hint', 'undone', 'refused', 'talkRefused']);

/** The note when it is one of the shell's own (a game's notes have kinds of their own). */
const shellNoteOf = <Move,>(note: unknown): ShellNote<Move> | null =>
  typeof note === 'object' && note !== null && SHELL_NOTE_KINDS.has((note as { kind?: unknown }).kind) ? (note as ShellNote<Move>) : null;

/** The message line for the shell's own notes (hints, undo), or null. */
function shellNoteMessage<Move, KeyId extends string, Ctx>(ui: ShellUi<Move, unknown>, t: ShellWords<KeyId, Ctx>, shared: SharedTexts): Message {
  const note = shellNoteOf<Move>(ui.note);
  if (note?.kind === 'talkRefused') return { text: shared.talkRefused(note.refusal), tone: 'error' };
  if (note?.kind === 'hintThinking') return { text: t.hintThinking, tone: 'info' };
  if (note?.kind === 'hint') return { text: note.text, tone: 'info' };
  if (note?.kind === 'undone') return { text: note.moves > 0 ? t.undone(note.moves) : t.undoNothing, tone: note.moves > 0 ? 'info' : 'error' };
  return null;
}

/** A game note, or a refused move, in the game's words. */
function noteOf<
  Client extends TableClient<unknown, Move>,
  Screen,
  Ui extends ShellUi<Move, unknown>,
  Action,
  Move,
  Ctx extends ShellKeyCtx,
  KeyId extends string,
  Texts extends ShellWords<KeyId, Ctx>,
  Options,
>(game: ShellGame<Client, Screen, Ui, Action, Move, Ctx, KeyId, Texts, Options>, ui: Ui, screen: Screen, t: Texts, ascii: boolean): Message {
  const note = shellNoteOf<Move>(ui.note);
  if (note?.kind === 'refused') return { text: game.refusedText(note.move, note.refusal, screen, t, ascii), tone: 'error' };
  return game.noteMessage(ui, screen, t, ascii);
}
