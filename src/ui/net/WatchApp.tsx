// A watcher's screen, driven by a WatchClient only (never a state, never a seat's view): the table
// as a person behind it sees it, on the game's own board (from the screens' registry) under a
// title row naming the watchers, with whose turn it is and, after a jester, every seat's signal;
// the event log (v, scrollable), the greetings when the host allows them (s), the help (?), and
// once the game is over its result, where its log is kept and the whole replay in place (r).
// Before that: asking the host, refused, waiting for the start, the table gone — each worded
// from its code.
import { Box, useApp } from 'ink';
import { Text } from '../shared/Text.js';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { GameLog } from '../../core/log.js';
import type { CodedNotice, WatchClient } from '../../table/client.js';
import { replayFrames } from '../../table/replay.js';
import { EventLogOverlay, LOG_KEYMAP, logKey, logOpening } from '../shared/EventLogOverlay.js';
import { Footer } from '../shared/Footer.js';
import { HELP_KEYMAP, helpKey, HelpOverlay } from '../shared/HelpOverlay.js';
import { useLang, useTexts } from '../shared/i18n.js';
import { KEY_PRIORITY, KeyRoot, useKeyLayer, useKeyState } from '../shared/key-bus.js';
import { actionOf, footerOf, helpRowsOf } from '../shared/keymap.js';
import { MessageLine, messageRows } from '../shared/MessageLine.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';
import { noticeMessage } from '../shared/use-table.js';
import { SizeGuard } from '../shared/SizeGuard.js';
import { tint, useTheme } from '../shared/theme.js';
import { useTerminalSize } from '../shared/use-terminal-size.js';
import { INTERRUPT_KEYMAP } from '../shell/shell-keymap.js';
import { PHRASE_MENU_KEYMAP } from './net-keymap.js';
import { NET_TEXTS, type NetTexts } from './net-strings.js';
import { netNoticeWords } from './notice-words.js';
import { PhraseMenu } from './PhraseMenu.js';
import { WATCH_KEYMAP, type WatchKeyCtx } from './watch-keymap.js';
import type { WatchScreens } from './watch-screens.js';
import { useOverSsh } from '../shared/over-ssh.js';

export interface WatchAppProps {
  client: WatchClient;
  screens: WatchScreens;
  /** The table's code and this watcher's name there (printable), for the title row. */
  code: string;
  name: string;
  /** Where the finished game's log is kept on this machine ('' when it is kept nowhere), and the command that replays it. */
  savePath: string;
  replayCommand: string;
  /** How the screen ended: the exit status and the line to print once it is gone. */
  onExit: (exit: { code: number; line: string | null }) => void;
}

type Overlay = { kind: 'help'; top: number } | { kind: 'log'; top: number } | { kind: 'greet' } | { kind: 'replay' } | null;

/** Board width: the terminal less one column (frames stay inside it), at most the boards' own maximum. */
const widthOf = (columns: number): number => Math.min(columns - 1, 110);

export function WatchApp(props: WatchAppProps) {
  return (
    <KeyRoot>
      <Watch {...props} />
    </KeyRoot>
  );
}

/** The end's log, when it is one the game can replay (a broken log never opens the stepper). */
function replayableLog(screens: WatchScreens, log: unknown): GameLog | null {
  try {
    replayFrames(screens.game, log as GameLog);
    return log as GameLog;
  } catch {
    return null;
  }
}

function Watch({ client, screens, code, name, savePath, replayCommand, onExit }: WatchAppProps) {
  const { exit } = useApp();
  const lang = useLang();
  const t = useTexts(NET_TEXTS);
  const talk = useTexts(SHARED_TEXTS);
  // The client's notices are codes: worded here, in this watcher's language.
  // A watcher makes no move, so no refusal of the rules is ever sent to it: no refusal words.
  const words = (n: CodedNotice): string => netNoticeWords({ t, lang, game: { game: screens.game.id, refusal: null }, seat: 0 }, n);
  const theme = useTheme();
  const player = screens.usePlayer();
  const size = useTerminalSize();
  const width = widthOf(size.columns);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => client.subscribe(() => redraw()), [client]);
  // A dropped player's countdown ticks once a second, as the seats see it.
  const raw = client.notice();
  const counting = raw?.kind === 'coded' && raw.code === 'reconnecting';
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(redraw, 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const status = client.status();
  const update = client.update();
  const history = client.history();
  const said = client.said();
  const end = client.end();
  const events = screens.useLog(update, history, said);
  const resultLine = screens.useResultLine(end?.result ?? update?.result ?? null, update);
  const log = useMemo(() => (end ? replayableLog(screens, end.log) : null), [end, screens]);
  const greetings = client.greetings();
  // Where the watched game's log is kept and how to replay it; over SSH the file is on the server: kept with the key's saves.
  const overSsh = useOverSsh();
  const keptLines = overSsh ? [talk.sshLogKept] : [t.watchLogKept(savePath), t.watchReplayWith(replayCommand)];

  const [stored, box] = useKeyState<Overlay>(() => null);
  const overlay = stored?.kind === 'greet' && (greetings.length === 0 || end) ? null : stored;
  const ctx: WatchKeyCtx = { table: update !== null, greet: greetings.length > 0 && !end && status === 'watching', replay: log !== null };

  const ended = useRef(false);
  const leave = (): void => {
    if (ended.current) return;
    ended.current = true;
    const gone = status === 'refused' || (status === 'closed' && !end);
    const line = end ? (savePath ? keptLines.join('\n') : null) : gone ? (noticeMessage(client.notice(), talk, words)?.text ?? t.watchGone) : null;
    onExit({ code: gone ? 1 : 0, line });
    exit();
  };

  const helpRows = (): [string, string][] => helpRowsOf(WATCH_KEYMAP, ctx, t.watchKeyHelp);
  useKeyLayer(
    KEY_PRIORITY.screen,
    (pressed) => {
      let next = box.get();
      for (const press of pressed) {
        if (next?.kind === 'help') {
          const action = actionOf(HELP_KEYMAP, press, null);
          const top = action ? helpKey(next.top, action, { keys: helpRows(), notes: [], width, rows: size.rows }) : next.top;
          next = top === null ? null : { kind: 'help', top };
          continue;
        }
        if (next?.kind === 'log') {
          const action = actionOf(LOG_KEYMAP, press, null);
          const top = action ? logKey(next.top, action, events.length, size.rows) : next.top;
          next = top === null ? null : { kind: 'log', top };
          continue;
        }
        if (next?.kind === 'greet') {
          const action = actionOf(PHRASE_MENU_KEYMAP, press, { count: greetings.length });
          if (action?.type === 'say') client.greet(greetings[action.index]);
          if (action) next = null;
          continue;
        }
        const action = actionOf(WATCH_KEYMAP, press, ctx);
        if (action?.type === 'leave') {
          leave();
          break;
        }
        if (action?.type === 'help') next = { kind: 'help', top: 0 };
        if (action?.type === 'log') next = { kind: 'log', top: logOpening(events.length, size.rows) };
        if (action?.type === 'greet') next = { kind: 'greet' };
        if (action?.type === 'replay') next = { kind: 'replay' };
      }
      box.set(next);
      return pressed.length;
    },
    overlay?.kind !== 'replay',
  );
  useKeyLayer(KEY_PRIORITY.interrupt, (pressed) => {
    if (!actionOf(INTERRUPT_KEYMAP, pressed[0], null)) return 0;
    leave();
    return 1;
  });

  // The replay over the whole terminal, until its q brings the watcher back here.
  if (overlay?.kind === 'replay' && log) return <screens.Replay log={log} onQuit={() => box.set(null)} />;

  const hints = footerOf(WATCH_KEYMAP, ctx, (id) => t.watchHint[id], width);
  const watchers = client.watchers();
  const title = (
    <Text wrap="truncate-end">
      <Text bold color={tint(theme, 'accent')}>
        {t.watchTitle(screens.title(lang), code, name)}
      </Text>
      {watchers.length > 0 ? <Text dimColor>{` · ${t.watchersLine(watchers)}`}</Text> : null}
    </Text>
  );
  const notice = noticeMessage(client.notice(), talk, words);

  let body;
  if (overlay?.kind === 'help') {
    body = <HelpOverlay keys={helpRows()} top={overlay.top} width={width} rows={size.rows - 1} />;
  } else if (overlay?.kind === 'log') {
    body = <EventLogOverlay lines={events} top={overlay.top} rows={size.rows - 1} width={width} />;
  } else if (overlay?.kind === 'greet') {
    body = <PhraseMenu phrases={greetings} width={width} />;
  } else if (update && status !== 'refused') {
    const lines = turnLines(client, screens, update, end !== null, resultLine, t, talk, player);
    if (end && savePath) lines.push(keptLines[0]);
    const turn = (
      <Box flexDirection="column" height={lines.length}>
        {lines.map((line, i) => (
          <Text key={i} wrap="truncate-end" bold={i === 0} color={i === 0 ? tint(theme, end ? 'good' : 'accent') : undefined}>
            {line}
          </Text>
        ))}
      </Box>
    );
    body = (
      <screens.Board
        update={update}
        bots={client.bots}
        size={{ columns: size.columns, rows: size.rows - 1 }}
        turn={turn}
        turnRows={lines.length}
        message={end ? null : notice}
        events={events}
        hints={hints}
      />
    );
  } else {
    body = <WaitingRoom client={client} t={t} notice={notice?.text ?? null} width={width} hints={hints} />;
  }
  return (
    <SizeGuard size={size}>
      <Box flexDirection="column" width={size.columns}>
        {title}
        {body}
      </Box>
    </SizeGuard>
  );
}

/** Whose turn it is (after a jester: who chooses, and every other seat's signal), the hand sizes a board does not show; or the result. */
function turnLines(
  client: WatchClient,
  screens: WatchScreens,
  update: NonNullable<ReturnType<WatchClient['update']>>,
  over: boolean,
  resultLine: string,
  t: NetTexts,
  talk: typeof SHARED_TEXTS.en,
  player: (seat: number) => string,
): string[] {
  const lines: string[] = [];
  if (over || update.result !== null) lines.push(resultLine);
  else {
    const { window, signals } = client.talk();
    if (window) {
      lines.push(t.watchChooser(player(window.chooser)));
      const others = Array.from({ length: client.seatCount }, (_, i) => i + 1).filter((seat) => seat !== window.chooser);
      const signalOf = (seat: number) => signals.find((s) => s.seat === seat)?.value ?? null;
      lines.push(`${talk.signalsHeading} ${others.map((seat) => `${player(seat)} ${talk.signalShort(signalOf(seat))}`).join(' · ')}`);
    } else if (update.toMove !== null) lines.push(t.watchToMove(player(update.toMove)));
  }
  if (!screens.showsHandSizes) {
    const hands = (update.view as { hands?: readonly number[] }).hands ?? [];
    lines.push(t.watchHands(hands.map((cards, i) => ({ name: player(i + 1), cards }))));
  }
  return lines;
}

/** Before the game (or before the host lets this watcher in): who sits where, who watches, what the watcher waits for. */
function WaitingRoom({ client, t, notice, width, hints }: { client: WatchClient; t: NetTexts; notice: string | null; width: number; hints: readonly string[] }) {
  const theme = useTheme();
  const status = client.status();
  const names = client.names();
  const why = status === 'asking' ? t.watchAsking : status === 'refused' || status === 'closed' ? (notice ?? t.watchGone) : t.watchWaitingStart;
  return (
    <Box flexDirection="column" width={width}>
      <Box flexDirection="column" marginY={1} paddingX={1}>
        {names.map((n, i) => (
          <Text key={i} wrap="truncate-end">
            {t.seatLine(i + 1, n, client.bots.includes(i + 1) ? t.status.bot : n ? t.status.connected : t.status.empty, false, false)}
          </Text>
        ))}
      </Box>
      <Text bold wrap="wrap" color={status === 'refused' || status === 'closed' ? tint(theme, 'bad') : undefined}>
        {why}
      </Text>
      {status === 'watching' && notice && notice !== why ? <MessageLine message={{ text: notice, tone: 'info' }} width={width} rows={messageRows({ text: notice, tone: 'info' }, width)} /> : null}
      <Footer hints={hints} />
    </Box>
  );
}
