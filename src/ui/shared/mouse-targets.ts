// What a click or a wheel notch means on the screen: the things that take the mouse (the cards of
// a hand, the footer's keys, the log) register their box here with a ref, and say which keys a
// click at a cell of it presses. A click becomes those keys on the key bus, so it does exactly what
// the keys do. Ink has no hit testing: a box is measured from the layout Yoga computed for the
// frame on screen (each node's left and top, summed up the tree), and only when a report arrives,
// so a screen the mouse never touches pays one ref and one set entry per target.
import type { DOMElement, Key } from 'ink';
import { createContext, type RefObject, useContext, useLayoutEffect, useRef } from 'react';
import { pressOf, splitKeys } from './each-key.js';
import type { KeyPress } from './keymap.js';
import { MouseReader, type MouseReport } from './mouse-input.js';
import { textWidth } from '../../text/width.js';

/** A cell inside a target's box, from its top left corner. */
export interface Cell {
  dx: number;
  dy: number;
}

export interface MouseTarget {
  /** The keys a click at `cell` presses (empty or null: nothing). */
  click?: (cell: Cell) => readonly KeyPress[] | null;
  /** The keys a wheel notch presses (-1 up, 1 down). */
  wheel?: (delta: -1 | 1) => readonly KeyPress[] | null;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The node's box on the screen: Yoga's offsets are from the parent, so they add up to the root. */
export function boxOf(node: DOMElement): Box | null {
  const yoga = node.yogaNode;
  if (!yoga) return null;
  let left = 0;
  let top = 0;
  for (let n: DOMElement | undefined = node; n; n = n.parentNode) {
    if (!n.yogaNode) continue;
    left += n.yogaNode.getComputedLeft();
    top += n.yogaNode.getComputedTop();
  }
  return { left, top, width: yoga.getComputedWidth(), height: yoga.getComputedHeight() };
}

interface Entry {
  node: RefObject<DOMElement | null>;
  target: RefObject<MouseTarget>;
  order: number;
}

export class MouseTargets {
  /** The terminal reports the mouse now (the key root turned it on). */
  reporting = false;
  private entries = new Set<Entry>();
  private added = 0;
  private readonly reader = new MouseReader();

  add(node: RefObject<DOMElement | null>, target: RefObject<MouseTarget>): () => void {
    const entry = { node, target, order: this.added++ };
    this.entries.add(entry);
    return () => this.entries.delete(entry);
  }

  /**
   * The keys an input from the terminal stands for when it is mouse input, or null when it is
   * keys (then it goes its usual way): a report is never typed.
   */
  keysOf(input: string): KeyPress[] | null {
    const read = this.reader.read(input);
    if (!read) return null;
    const keys = read.reports.flatMap((r) => this.pressesOf(r));
    return read.rest ? [...keys, ...splitKeys(read.rest, pressOf('').key)] : keys;
  }

  /** The topmost target at the report's cell: the innermost box there, the newest among equals. */
  private pressesOf(report: MouseReport): readonly KeyPress[] {
    let best: { entry: Entry; box: Box } | null = null;
    for (const entry of this.entries) {
      const want = report.kind === 'click' ? entry.target.current.click : entry.target.current.wheel;
      const box = want && entry.node.current ? boxOf(entry.node.current) : null;
      if (!box || report.x < box.left || report.y < box.top || report.x >= box.left + box.width || report.y >= box.top + box.height) continue;
      const area = box.width * box.height;
      const bestArea = best ? best.box.width * best.box.height : Infinity;
      if (area < bestArea || (area === bestArea && best && entry.order > best.entry.order)) best = { entry, box };
    }
    if (!best) return [];
    const target = best.entry.target.current;
    const keys = report.kind === 'click' ? target.click?.({ dx: report.x - best.box.left, dy: report.y - best.box.top }) : target.wheel?.(report.delta);
    return keys ?? [];
  }
}

export const MouseTargetsContext = createContext<MouseTargets | null>(null);

/**
 * Makes the element behind the returned ref take the mouse as `target` says (the newest `target`
 * is the one asked). Outside a key root (a component drawn alone) it does nothing.
 */
export function useMouseTarget<T extends DOMElement>(target: MouseTarget): RefObject<T | null> {
  const targets = useContext(MouseTargetsContext);
  const node = useRef<T | null>(null);
  const current = useRef(target);
  useLayoutEffect(() => {
    current.current = target;
  });
  useLayoutEffect(() => targets?.add(node, current), [targets]);
  return node;
}

/** Whether the terminal reports the mouse on this screen (for the help's note). */
export const useMouseOn = (): boolean => useContext(MouseTargetsContext)?.reporting ?? false;

const press = (input: string, key: Partial<Key> = {}): KeyPress => pressOf(input, key);

/** The key a card's number selects it with (1–9), as the hands number them. */
export const cardPress = (index: number): KeyPress[] | null => (index >= 0 && index < 9 ? [press(String(index + 1))] : null);

/** Three lines a notch, as terminals scroll text. */
const WHEEL_LINES = 3;

/** A wheel notch as arrow keys: what a scrolling list reads. */
export const wheelArrows = (delta: -1 | 1): KeyPress[] => Array.from({ length: WHEEL_LINES }, () => press('', delta < 0 ? { upArrow: true } : { downArrow: true }));

const ARROWS: Readonly<Record<string, Partial<Key>>> = { '←': { leftArrow: true }, '→': { rightArrow: true }, '↑': { upArrow: true }, '↓': { downArrow: true } };
/** Keys named by a word, in the four languages' footers. */
const NAMED: Readonly<Record<string, KeyPress>> = {
  enter: press('', { return: true }),
  entrée: press('', { return: true }),
  esc: press('', { escape: true }),
  échap: press('', { escape: true }),
  space: press(' '),
  leer: press(' '),
  leertaste: press(' '),
  espace: press(' '),
  mellomrom: press(' '),
  home: press('', { home: true }),
  pos1: press('', { home: true }),
  début: press('', { home: true }),
  end: press('', { end: true }),
  ende: press('', { end: true }),
  fin: press('', { end: true }),
  pgup: press('', { pageUp: true }),
  bildauf: press('', { pageUp: true }),
  pgpréc: press('', { pageUp: true }),
  pgdn: press('', { pageDown: true }),
  bildab: press('', { pageDown: true }),
  pgsuiv: press('', { pageDown: true }),
};

/** One way of a hint's key ("p", "Enter", "↑"), or null when it is no single key ("1-9"). */
function keyOfWord(word: string): KeyPress | null {
  if (ARROWS[word]) return press('', ARROWS[word]);
  if (word.length === 1 && word !== ' ') return press(word);
  return NAMED[word.toLowerCase()] ?? null;
}

/**
 * The key a click on a row of key hints presses: hints are separated by " · " or two spaces or
 * more (a footer joins them by two); each is "KEYS what it does", and KEYS is one key or ways of
 * one ("q", "Enter", "space/1-9", "←→", "↑/↓"). A click on one of the ways presses it; a click on
 * the rest of the hint presses its key when there is just one.
 */
export function keyAtColumn(line: string, column: number): KeyPress | null {
  let at = 0;
  // Odd pieces are the separators.
  const pieces = line.split(/( · | {2,})/);
  for (let i = 0; i < pieces.length; i++) {
    const width = textWidth(pieces[i]);
    if (i % 2 === 0 && column >= at && column < at + width) return keyInHint(pieces[i], column - at);
    at += width;
  }
  return null;
}

/** The same for a footer's hints, joined by two spaces as the footer shows them. */
export const hintKeyAt = (hints: readonly string[], column: number): KeyPress | null => keyAtColumn(hints.join('  '), column);

function keyInHint(hint: string, column: number): KeyPress | null {
  const token = hint.split(/[\s:\u00a0]/)[0];
  // The ways of the key, with the columns each takes ("←→" is two ways, "↑/↓" too).
  const ways: { from: number; to: number; key: KeyPress | null }[] = [];
  let at = 0;
  for (const word of token.split('/')) {
    const width = textWidth(word);
    // Arrows are one column each.
    if (width > 1 && /^[←→↑↓]+$/.test(word)) for (let i = 0; i < word.length; i++) ways.push({ from: at + i, to: at + i + 1, key: keyOfWord(word[i]) });
    else ways.push({ from: at, to: at + width, key: keyOfWord(word) });
    at += width + 1;
  }
  const hit = ways.find((w) => column >= w.from && column < w.to);
  if (hit) return hit.key;
  const keys = ways.filter((w) => w.key);
  return keys.length === 1 ? keys[0].key : null;
}
