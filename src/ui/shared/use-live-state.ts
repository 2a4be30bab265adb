// State that key handlers can read back at once. Several keys can arrive in one chunk ("5" then
// Enter); the second must see what the first changed, before React has rendered again.
import { type MutableRefObject, useCallback, useRef, useState } from 'react';

export type LiveSetter<T> = (next: T | ((prev: T) => T)) => void;

export function useLiveState<T>(initial: T | (() => T)): [T, LiveSetter<T>, MutableRefObject<T>] {
  const [value, setValue] = useState(initial);
  const ref = useRef(value);
  const set = useCallback<LiveSetter<T>>((next) => {
    ref.current = typeof next === 'function' ? (next as (prev: T) => T)(ref.current) : next;
    setValue(ref.current);
  }, []);
  return [value, set, ref];
}
