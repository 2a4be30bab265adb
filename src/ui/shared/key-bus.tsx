// The one key listener of a screen, in the manner of gemini-cli's keypress bus: a single Ink input
// listener at the root, and layers that take keys in order of priority (an interrupt over a
// screen that covers the others over the screen itself). What Ink delivers at once is split into
// single keys and offered as a run: a layer takes as many keys from its front as it wants and folds
// them with its own reducer, so a key never waits for a re-render to reach the state the key
// before it made.
//
// The listener is live before any key can arrive: raw mode is set while the first frame is
// committed (a layout effect, in the same turn of the event loop as the frame), so a key typed
// right after the frame waits in the terminal until Ink reads it, instead of being echoed or
// delivered to nobody; and the layers register the same way, so a screen hears its keys from its
// first frame on.
import { useInput, useStdin, useStdout } from 'ink';
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { splitKeys } from './each-key.js';
import { useFocusFilter } from './focus-filter.js';
import type { KeyPress } from './keymap.js';
import { mouseOff, mouseOn } from './mouse-mode.js';
import { MouseTargets, MouseTargetsContext } from './mouse-targets.js';

/** Who hears a key first: Ctrl-C, then a screen that covers the rest (end screen), then the screen. */
export const KEY_PRIORITY = { interrupt: 30, cover: 20, screen: 10 } as const;

/** Takes keys from the front of `keys` and returns how many it took (0: not for this layer). */
export type KeyLayer = (keys: readonly KeyPress[]) => number;

interface Registered {
  priority: number;
  order: number;
  layer: { readonly current: KeyLayer };
}

class KeyBus {
  private layers: Registered[] = [];
  private added = 0;

  add(priority: number, layer: { readonly current: KeyLayer }): () => void {
    const entry = { priority, order: this.added++, layer };
    this.layers.push(entry);
    return () => {
      this.layers = this.layers.filter((l) => l !== entry);
    };
  }

  /** Offers the keys to the layers, highest priority (and, among equals, the latest) first. */
  dispatch(keys: readonly KeyPress[]): void {
    let rest = keys;
    while (rest.length > 0) {
      const order = [...this.layers].sort((a, b) => b.priority - a.priority || b.order - a.order);
      let taken = 0;
      for (const { layer } of order) {
        taken = layer.current(rest);
        if (taken > 0) break;
      }
      // A key no layer wants is dropped.
      rest = rest.slice(Math.max(1, taken));
    }
  }
}

const BusContext = createContext<KeyBus | null>(null);

/** Provides the key bus, once: inside another KeyRoot it adds nothing. `mouse`: the terminal reports clicks. */
export function KeyRoot({ children, mouse = false }: { children: ReactNode; mouse?: boolean }) {
  const outer = useContext(BusContext);
  return outer ? <>{children}</> : <BusHost mouse={mouse}>{children}</BusHost>;
}

function BusHost({ children, mouse }: { children: ReactNode; mouse: boolean }) {
  const [bus] = useState(() => new KeyBus());
  // Mouse reports come in with the keys: taken here, before any layer, and turned into keys.
  const [targets] = useState(() => new MouseTargets());
  const { stdout } = useStdout();
  const { stdin, isRawModeSupported } = useStdin();
  useLayoutEffect(() => {
    if (!isRawModeSupported) return;
    stdin.setRawMode(true);
    return () => {
      stdin.setRawMode(false);
    };
  }, [stdin, isRawModeSupported]);
  // Only a real terminal is asked for reports (not a test's stream, nor a recording).
  const reports = mouse && isRawModeSupported && stdout.isTTY;
  targets.reporting = reports;
  useLayoutEffect(() => {
    if (!reports) return;
    mouseOn(stdout);
    return () => mouseOff(stdout);
  }, [stdout, reports]);
  // The terminal's focus reports (ESC [ I / ESC [ O) are no keys: see terminal-focus.ts.
  const isFocusReport = useFocusFilter();
  // One listener for the screen's whole life: it never changes, so Ink never re-attaches it.
  useInput(
    useCallback(
      (input, key) => {
        if (!isFocusReport(input)) bus.dispatch(targets.keysOf(input) ?? splitKeys(input, key));
      },
      [bus, targets, isFocusReport],
    ),
  );
  return (
    <BusContext.Provider value={bus}>
      <MouseTargetsContext.Provider value={targets}>{children}</MouseTargetsContext.Provider>
    </BusContext.Provider>
  );
}

/**
 * Takes keys at `priority` while `active`. Registered as the frame that shows it is committed;
 * the newest `layer` is always the one called, so it sees the state of the last render.
 */
export function useKeyLayer(priority: number, layer: KeyLayer, active = true): void {
  const bus = useContext(BusContext);
  if (!bus) throw new Error('useKeyLayer needs a KeyRoot above it');
  const current = useRef(layer);
  useLayoutEffect(() => {
    current.current = layer;
  });
  useLayoutEffect(() => (active ? bus.add(priority, current) : undefined), [bus, priority, active]);
}

/**
 * A screen's state as its key layer folds it. Ink hands the keys of one read to the bus one after
 * another (an escape sequence apart from the text around it) without drawing in between, so a fold
 * starts from the state the last fold left, not from the state of the last frame; the frame follows.
 */
export interface KeyState<S> {
  /** The state the last fold (or update) left. */
  get(): S;
  set(next: S | ((s: S) => S)): void;
}

class StateBox<S> implements KeyState<S> {
  private listeners = new Set<() => void>();
  constructor(private value: S) {}
  get = (): S => this.value;
  set = (next: S | ((s: S) => S)): void => {
    this.value = typeof next === 'function' ? (next as (s: S) => S)(this.value) : next;
    for (const listener of this.listeners) listener();
  };
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** The state to draw, and the box the key layer folds into (see KeyState). */
export function useKeyState<S>(initial: () => S): [S, KeyState<S>] {
  const [box] = useState(() => new StateBox(initial()));
  return [useSyncExternalStore(box.subscribe, box.get), box];
}
