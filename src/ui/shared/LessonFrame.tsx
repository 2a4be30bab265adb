// A lesson around a game screen: first a card with the lesson's idea, then the real board with a
// panel above it (the goal, and what the last right move did), and at the end what was learned.
// A wrong move's explanation takes the panel's place; the board below is the one of a real game,
// unchanged (its message line says the rules' reason, or that the lesson wants another move).
import { Box, useApp, useInput } from 'ink';
import { Text } from './Text.js';
import { type ReactElement, useMemo, useState } from 'react';
import type { AnyGame } from '../../core/game.js';
import type { ClientOf } from '../../table/client.js';
import type { LessonClient } from '../../table/lesson-table.js';
import { type LessonExit, lessonEndKey, noticeOf, panelText } from './lesson-words.js';
import { useTableChanges } from './use-table.js';
import { wrapText } from '../../text/wrap.js';
import { splitKeys } from './each-key.js';
import { useTexts } from './i18n.js';
import { FrameCard } from './FrameCard.js';
import { QuitNote } from './QuitConfirm.js';
import { LEARN_TEXTS } from './texts/learn.js';
import { tint, useTheme } from './theme.js';
import { ReservedRows, useTerminalSize } from './use-terminal-size.js';
import { fits, MIN_COLUMNS, MIN_ROWS } from './SizeGuard.js';

/** The panel above the board: the heading and three rows of text. */
export const LESSON_PANEL_ROWS = 4;

/** A lesson needs the game's smallest board and its panel: 60×24. */
export const LESSON_MIN = { columns: MIN_COLUMNS, rows: MIN_ROWS + LESSON_PANEL_ROWS };

export interface LessonFrameProps<G extends AnyGame> {
  client: LessonClient<G>;
  /** The game's lesson words, already in the screen's language. */
  words: Readonly<Record<string, string>>;
  number: number;
  total: number;
  /** The game's screen on the client it is given. */
  board: (client: ClientOf<G>, onExit: (reason: 'quit' | 'interrupted') => void) => ReactElement;
  onExit: (how: LessonExit) => void;
}

export function LessonFrame<G extends AnyGame>({ client, words, number, total, board, onExit }: LessonFrameProps<G>) {
  const learn = useTexts(LEARN_TEXTS);
  const theme = useTheme();
  const { exit } = useApp();
  // The frame's own keys end the screen; the board ends it itself when it is left.
  const leave = (how: LessonExit): void => {
    onExit(how);
    exit();
  };
  const size = useTerminalSize();
  useTableChanges(client);
  const [started, setStarted] = useState(false);
  const status = client.lessonStatus();
  const heading = learn.heading(number, total, words[`${status.lesson}.title`] ?? status.lesson);
  // The board hears the lesson's explanation as the table's notice.
  const worded = useMemo<ClientOf<G>>(
    () => ({
      ...client,
      notice: () => {
        const text = noticeOf(client.lessonStatus(), learn);
        return text ? { kind: 'worded', text, tone: 'error' } : client.notice();
      },
    }),
    [client, words, learn],
  );
  const card = !started || status.finished;
  // Below 60×24 the board would not fit under the panel: the lesson says what it needs and waits
  // (the board's own guard would name the rows left under the panel, not the terminal's).
  const big = fits(size, LESSON_MIN.columns, LESSON_MIN.rows);
  useInput((typed, pressed) => {
    if (!card && big) return;
    for (const { input, key } of splitKeys(typed, pressed)) {
      if (key.ctrl && input === 'c') return leave('interrupted');
      if (input === 'q' || key.escape) return leave('quit');
      if (!big) continue;
      if (status.finished) {
        const how = lessonEndKey({ enter: key.return, input }, number, total);
        if (how) return leave(how);
      } else if (key.return) return setStarted(true);
    }
  });
  if (!big) {
    return (
      <Box flexDirection="column" width={Math.max(1, size.columns - 1)}>
        <Text bold>{learn.tooSmall(size.columns, size.rows, LESSON_MIN.columns, LESSON_MIN.rows)}</Text>
        <Text dimColor>{learn.tooSmallKeys}</Text>
      </Box>
    );
  }
  if (status.finished) {
    const last = status.said?.kind === 'done' ? [words[status.said.explain]] : [];
    return <FrameCard lines={[`${heading} · ${learn.lessonDone}`, ...last]} keys={learn.doneKeys(number < total)} width={size.columns} />;
  }
  if (!started) {
    const lines = [words[`${status.lesson}.intro`], ...(status.resumed ? [learn.resumed] : []), `${learn.goal} ${status.goal ? words[status.goal] : ''}`];
    return <FrameCard lines={[heading, ...lines]} keys={learn.startKeys} width={size.columns} />;
  }
  const rows = wrapText(panelText(status, words, learn), size.columns - 2).slice(0, LESSON_PANEL_ROWS - 1);
  return (
    <Box flexDirection="column">
      <Box flexDirection="column" height={LESSON_PANEL_ROWS} paddingX={1}>
        <Text bold wrap="truncate-end">
          {heading}
        </Text>
        {rows.map((row, i) => (
          <Text key={i} color={tint(theme, 'accent')}>
            {row}
          </Text>
        ))}
      </Box>
      <ReservedRows.Provider value={LESSON_PANEL_ROWS}>
        <QuitNote.Provider value={learn.quitKept}>{board(worded, (reason) => onExit(reason))}</QuitNote.Provider>
      </ReservedRows.Provider>
    </Box>
  );
}
