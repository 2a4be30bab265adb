// Text cut by a box (a border drawn over it, a word broken or cut off at the edge): every <Text>
// of the last render is recorded (a test mocks Ink's Text with `recordingText`), and each of its
// words must show whole, in order, within the rows the text can take on the frame. A text Ink
// was told to truncate ("…") counts as cut too: what it says is gone all the same.
import { Children, createElement, isValidElement, type ReactNode } from 'react';

export interface TextPiece {
  text: string;
  wrap: string;
}

const recorder = { on: false, pieces: [] as TextPiece[] };

/** The runs of plain text among a Text's children (a nested Text records itself). */
function stringRuns(children: ReactNode): string[] {
  const runs: string[] = [];
  let run = '';
  Children.forEach(children, (child) => {
    if (typeof child === 'string' || typeof child === 'number') run += String(child);
    else if (isValidElement(child)) {
      if (run) runs.push(run);
      run = '';
    }
  });
  if (run) runs.push(run);
  return runs;
}

/** Ink's Text, recording what it is given to show. */
export function recordingText<P extends { children?: ReactNode; wrap?: string }>(Text: (props: P) => ReactNode) {
  return function RecordedText(props: P) {
    if (recorder.on) for (const text of stringRuns(props.children)) recorder.pieces.push({ text, wrap: props.wrap ?? 'wrap' });
    return createElement(Text as never, props as never);
  };
}

/** The Texts of the renders `draw` causes (the frame after it is the one they make). */
export async function textsOf(draw: () => Promise<void> | void): Promise<TextPiece[]> {
  recorder.pieces = [];
  recorder.on = true;
  try {
    await draw();
  } finally {
    recorder.on = false;
  }
  return recorder.pieces;
}

// Box drawing (borders of both styles) and the ASCII borders' bars are not words.
const SEPARATORS = /[\s\u2500-\u257f]+/u;

/** The words of a frame, each with its row. */
function frameWords(frame: string): { word: string; row: number }[] {
  return frame.split('\n').flatMap((line, row) =>
    line
      .split(SEPARATORS)
      .filter(Boolean)
      .map((word) => ({ word, row })),
  );
}

/**
 * The texts that do not show whole: some word of theirs is missing, cut, or out of order within
 * the rows the text can wrap onto (one row per word at most). A word may sit inside a longer one
 * of the frame: texts drawn side by side ("[", "2♠", "]") show as one.
 */
export function cutTexts(frame: string, pieces: readonly TextPiece[], columns: number): string[] {
  const words = frameWords(frame.replace(/[\u00a0\u202f]/g, ' '));
  const cut = new Set<string>();
  for (const { text } of pieces) {
    const wanted = text
      .replace(/[\u00a0\u202f]/g, ' ')
      .split(SEPARATORS)
      .filter(Boolean);
    // A word wider than the terminal (a save's path, alone on its row so it can be copied) breaks
    // in any layout, the terminal's own included.
    if (wanted.length === 0 || wanted.some((word) => [...word].length > columns)) continue;
    const rows = wanted.length + (text.match(/\n/g)?.length ?? 0);
    const shows = words.some((start, i) => {
      if (!start.word.includes(wanted[0])) return false;
      let at = i;
      for (const word of wanted.slice(1)) {
        at = words.findIndex((w, j) => j >= at && w.word.includes(word));
        if (at < 0 || words[at].row >= start.row + rows) return false;
      }
      return true;
    });
    if (!shows) cut.add(text);
  }
  return [...cut];
}
