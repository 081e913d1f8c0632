import { useRef, useState } from 'react';

/**
 * A state whose newest value can be read at once (`latest()`), also by a key handled before React drew the
 * change: a button pressed right after typing (a burst of keys) reads what was typed, not an old render's
 * value.
 */
export function useLatestState<T>(initial: T): [T, (value: T) => void, () => T] {
  const [value, setValue] = useState(initial);
  const ref = useRef(value);
  const set = (next: T) => {
    ref.current = next;
    setValue(next);
  };
  return [value, set, () => ref.current];
}
