// A puzzle around the Regicide board: first a card with the task and the whole deal (tavern and
// castle in order), then the real board with a panel above it (the deal in order, or the answer
// to the last try), and at the end the verdict with the keys to the solver's line. Leaving the
// board gives the puzzle up and shows the answer. Modelled on the lessons' frame (LessonFrame).
import { Box, Text, useApp } from 'ink';
import { useMemo, useState, useSyncExternalStore } from 'react';
import type { RegicideGame } from '../../games/regicide/index.js';
import type { Refutation } from '../../games/regicide/puzzles/types.js';
import type { ClientOf } from '../../table/client.js';
import type { PuzzleClient } from '../../table/puzzle-table.js';
import { wrapText } from '../../text/wrap.js';
import { useTexts } from '../shared/i18n.js';
import { KEY_PRIORITY, KeyRoot, useKeyLayer } from '../shared/key-bus.js';
import { FrameCard } from '../shared/FrameCard.js';
import { QuitNote } from '../shared/QuitConfirm.js';
import { fits, MIN_COLUMNS, MIN_ROWS } from '../shared/SizeGuard.js';
import { tint, useTheme } from '../shared/theme.js';
import { useTableChanges } from '../shared/use-table.js';
import { ReservedRows, useTerminalSize } from '../shared/use-terminal-size.js';
import { type CrowdSource, type CrowdState, crowdText } from './puzzle-crowd-words.js';
import { castleLine, headingOf, moveWords, type PuzzleShown, type PuzzleWords, tavernLine, tryText, verdictText } from './puzzle-words.js';
import { RegicideApp } from './RegicideApp.js';
import { REGICIDE_TEXTS } from './strings.js';
import { REGICIDE_PUZZLE_TEXTS } from './texts/puzzle.js';
import { REGICIDE_PUZZLE_CROWD_TEXTS } from './texts/puzzle-crowd.js';
import { capitalised } from '../../text/capital.js';

/** The panel above the board: the heading and three rows. */
export const PUZZLE_PANEL_ROWS = 4;
export const PUZZLE_MIN = { columns: MIN_COLUMNS, rows: MIN_ROWS + PUZZLE_PANEL_ROWS };

/**
 * How a puzzle screen ends: the solver's line next, the next puzzle, leaving, or the board left
 * (the shell ends the screen itself then: the puzzle is given up and its end card opens anew).
 */
export type PuzzleExit = 'line' | 'next' | 'quit' | 'interrupted' | 'gaveUp';

export interface PuzzleFrameProps {
  client: PuzzleClient<RegicideGame, Refutation>;
  shown: PuzzleShown;
  onExit: (how: PuzzleExit) => void;
  /** With a server: the crowd's answer to the first attempt, shown under the verdict when it comes. */
  crowd?: CrowdSource;
}

const NO_CROWD: CrowdSource = { state: () => null, subscribe: () => () => {} };

/** The end card's lines: solved (at which try) or given up, the answer, the solver's line. */
export function endLines(client: PuzzleFrameProps['client'], shown: PuzzleShown, w: PuzzleWords): string[] {
  const verdict = verdictText(client.puzzleStatus(), shown, w);
  return [headingOf(shown, w), verdict, w.p.line(shown.lineMoves)];
}

/** At most `max` rows; when some are left out, the last one kept ends in "…" (a tavern cut short says so). */
export function cutRows(rows: readonly string[], max: number): string[] {
  if (rows.length <= max) return [...rows];
  const kept = rows.slice(0, max);
  kept[max - 1] = kept[max - 1].replace(/ ?\S*$/, ' …');
  return kept;
}

/** The frame inside its key bus: the cards and the board below share it. */
export function PuzzleFrame(props: PuzzleFrameProps) {
  return (
    <KeyRoot>
      <PuzzleScreen {...props} />
    </KeyRoot>
  );
}

function PuzzleScreen({ client, shown, onExit, crowd = NO_CROWD }: PuzzleFrameProps) {
  const p = useTexts(REGICIDE_PUZZLE_TEXTS);
  const c = useTexts(REGICIDE_PUZZLE_CROWD_TEXTS);
  const crowdState: CrowdState | null = useSyncExternalStore(crowd.subscribe, crowd.state);
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  const w = useMemo<PuzzleWords>(() => ({ p, t, ascii: theme.ascii }), [p, t, theme.ascii]);
  const { exit } = useApp();
  const leave = (how: PuzzleExit): void => {
    onExit(how);
    exit();
  };
  const size = useTerminalSize();
  useTableChanges(client);
  const [started, setStarted] = useState(false);
  const status = client.puzzleStatus();
  const over = status.solved || status.revealed;
  const last = status.tries.at(-1);
  // The board's message line hears that the move was not played, in the puzzle's words.
  const worded = useMemo<ClientOf<RegicideGame>>(
    () => ({
      ...client,
      notice: () => {
        const tried = client.puzzleStatus().tries.at(-1);
        return tried && !tried.right ? { kind: 'worded', text: capitalised(p.wrong(moveWords(tried.move, w))), tone: 'error' } : null;
      },
    }),
    [client, p, w],
  );
  const card = !started || over;
  const big = fits(size, PUZZLE_MIN.columns, PUZZLE_MIN.rows);
  // The card's keys go through the screen's one key bus (KeyRoot below), which the board shares:
  // an Ink listener of the frame's own would lose the input to the board's bus once it mounted.
  // Too small a terminal unmounts the board: the frame listens then too, so q and Esc still leave.
  useKeyLayer(
    KEY_PRIORITY.screen,
    (pressed) => {
      for (const { input, key } of pressed) {
        const how: PuzzleExit | 'start' | null =
          key.ctrl && input === 'c' ? 'interrupted' : input === 'q' || key.escape ? 'quit' : over && input === 'n' && shown.more ? 'next' : key.return && big ? (over ? 'line' : 'start') : null;
        if (how === 'start') setStarted(true);
        else if (how !== null) leave(how);
        if (how !== null) break;
      }
      return pressed.length;
    },
    card || !big,
  );
  if (!big && !over) return <FrameCard lines={[p.tooSmall(size.columns, size.rows, PUZZLE_MIN.columns, PUZZLE_MIN.rows)]} keys="" width={size.columns} />;
  if (over) return <FrameCard lines={[...endLines(client, shown, w), ...(crowdState ? [crowdText(crowdState, { ...w, c })] : [])]} keys={p.endKeys(shown.more)} width={size.columns} />;
  if (!started) return <FrameCard lines={[headingOf(shown, w), p.task, p.shown, tavernLine(shown, w), castleLine(shown, w)]} keys={p.startKeys} width={size.columns} />;
  const width = size.columns - 2;
  // A wrong try's answer takes the panel's place; otherwise the deal in order and the keys.
  const rows =
    last && !last.right
      ? cutRows(wrapText(tryText(last, shown.enemies, w), width), PUZZLE_PANEL_ROWS - 1)
      : [tavernLine(shown, w), castleLine(shown, w), p.tryKeys].flatMap((line) => cutRows(wrapText(line, width), 1));
  return (
    <Box flexDirection="column">
      <Box flexDirection="column" height={PUZZLE_PANEL_ROWS} paddingX={1}>
        <Text bold wrap="truncate-end">
          {headingOf(shown, w)}
        </Text>
        {rows.map((row, i) => (
          <Text key={i} color={tint(theme, 'accent')}>
            {row}
          </Text>
        ))}
      </Box>
      <ReservedRows.Provider value={PUZZLE_PANEL_ROWS}>
        <QuitNote.Provider value={p.quitNote}>
          <RegicideApp
            client={worded}
            savePath=""
            onExit={(why) => {
              // The shell ends the screen after this; leaving the board gives the puzzle up.
              if (why !== 'interrupted') client.reveal();
              onExit(why === 'interrupted' ? 'interrupted' : 'gaveUp');
            }}
          />
        </QuitNote.Provider>
      </ReservedRows.Provider>
    </Box>
  );
}
