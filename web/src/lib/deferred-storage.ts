/**
 * Writes to Web Storage that can wait until the screen shows the change: the wizard keeps big tables in
 * localStorage and their undo history in sessionStorage, and turning 6,000 wages into JSON and storing them
 * (twice) cost the salary editor a good part of its time between a paste and the pasted wages on screen. A
 * write given here is done when the page is next idle (without idle callbacks: right after the next frame is
 * painted), or within WAIT_MS when it is not (a busy or hidden tab), and at once when the page is hidden or
 * left (pagehide, visibilitychange) and before any read through `flushWrites`, so a reload, a second tab or a
 * read of this tab never misses it. Only the newest write per key is done.
 */

interface PendingWrite {
  /** The text to store, worked out when the write is done. */
  readonly text: () => string;
  /** Called when the browser refuses the write (its quota is full). */
  readonly onError?: (error: unknown) => void;
}

const WAIT_MS = 250;
const pending = new Map<Storage, Map<string, PendingWrite>>();
let scheduled = false;
let listening = false;

/** Stores `text()` under `key` in `storage` once the page is idle after the change (see above). */
export function writeLater(
  storage: Storage,
  key: string,
  text: () => string,
  onError?: (error: unknown) => void,
): void {
  const writes = pending.get(storage) ?? new Map<string, PendingWrite>();
  writes.set(key, onError === undefined ? { text } : { text, onError });
  pending.set(storage, writes);
  listen();
  schedule();
}

/**
 * Does every pending write now; call it before reading what may have been written later. Given `only` (a
 * storage and a key), it does only the write a read of that key needs (with the smaller write a refused one
 * gives in its place) and leaves the others for later: a step that opens and reads its undo history does
 * not have to store the whole wizard first, which waits until the step is on screen.
 */
export function flushWrites(only?: { readonly storage: Storage; readonly key: string }): void {
  if (only !== undefined) {
    for (
      let write = pending.get(only.storage)?.get(only.key);
      write !== undefined;
      write = pending.get(only.storage)?.get(only.key)
    ) {
      const writes = pending.get(only.storage);
      writes?.delete(only.key);
      if (writes?.size === 0) pending.delete(only.storage);
      writeAll([[only.storage, new Map([[only.key, write]])]]);
    }
    return;
  }
  // A refused write may give a smaller one in its place (onError): that one is done in the same flush.
  while (pending.size > 0) {
    const all = [...pending];
    pending.clear();
    writeAll(all);
  }
}

function writeAll(all: readonly (readonly [Storage, Map<string, PendingWrite>])[]): void {
  for (const [storage, writes] of all) {
    for (const [key, write] of writes) {
      try {
        storage.setItem(key, write.text());
      } catch (error) {
        // A refused write (a full quota) never stops the other writes.
        if (write.onError === undefined) console.error(`${key} kon niet worden bewaard`, error);
        else write.onError(error);
      }
    }
  }
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  const run = () => {
    if (!scheduled) return;
    scheduled = false;
    flushWrites();
  };
  // When the page is idle: after the change and everything it sets off (React's later renders, AG Grid's
  // redraw of the cells) is on screen. A write done after the next frame (as at first) still came before
  // AG Grid's redraw, which React does in a task of its own after that frame.
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(run, { timeout: WAIT_MS });
  } else {
    // The task after the frame's callbacks runs once the frame is painted (Safari has no idle callbacks).
    requestAnimationFrame(() => setTimeout(run, 0));
  }
  setTimeout(run, WAIT_MS);
}

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', () => flushWrites());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushWrites();
  });
}
