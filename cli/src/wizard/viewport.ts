/**
 * What fits on the terminal: the wizard draws at most the terminal's rows less one, so that ink never clears
 * the screen (ink 6 writes `clearTerminal`, which also wipes the scrollback, once a frame is as tall as the
 * terminal) and the focused field is always on the screen. The frame (frame.tsx) works out how many rows its
 * body has; a step's fields (form-view.tsx) and the grid (salary-grid.tsx) show a window of that height around
 * the focused field or cell.
 */
import { useStdout } from 'ink';
import { createContext, useContext, useEffect, useState } from 'react';

/** The real terminal: its size and its 'resize' event (ink itself gets a stdout without rows: inkStdout). */
export interface Screen {
  rows?: number | undefined;
  columns?: number | undefined;
  on(event: 'resize', listener: () => void): unknown;
  off(event: 'resize', listener: () => void): unknown;
}

export interface TerminalSize {
  /** The terminal's rows; null when unknown (not a terminal): then everything is drawn. */
  rows: number | null;
  columns: number;
}

/** The real terminal, given by the command (the wizard's tests give a fake one); else ink's stdout. */
export const ScreenContext = createContext<Screen | null>(null);

function sizeOf(screen: Screen): TerminalSize {
  return {
    rows: typeof screen.rows === 'number' && screen.rows > 0 ? screen.rows : null,
    columns: typeof screen.columns === 'number' && screen.columns > 0 ? screen.columns : 80,
  };
}

/** The terminal's size, drawn again when the terminal is resized (stdout's 'resize'). */
export function useTerminalSize(): TerminalSize {
  const { stdout } = useStdout();
  const screen = useContext(ScreenContext) ?? (stdout as unknown as Screen);
  const [size, setSize] = useState(() => sizeOf(screen));
  useEffect(() => {
    const resized = () =>
      setSize((old) => {
        const now = sizeOf(screen);
        return now.rows === old.rows && now.columns === old.columns ? old : now;
      });
    resized();
    screen.on('resize', resized);
    return () => {
      screen.off('resize', resized);
    };
  }, [screen]);
  return size;
}

/**
 * The stdout ink draws on: the terminal, but without its number of rows. ink 6 clears the whole terminal,
 * scrollback included (ESC[2J ESC[3J ESC[H), whenever the frame before was at least as tall as the terminal;
 * the wizard keeps its frames shorter than that itself, and a frame that was taller just before the terminal
 * shrank is then erased line by line like any other instead of taking the user's scrollback with it.
 */
export function inkStdout<T extends object>(stdout: T): T {
  return new Proxy(stdout, {
    get(target, property) {
      if (property === 'rows') return undefined;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The rows the step below the frame's header may use, and the terminal's width; rows null: no limit. */
export interface Viewport {
  rows: number | null;
  columns: number;
}

export const ViewportContext = createContext<Viewport>({ rows: null, columns: 80 });

export function useViewport(): Viewport {
  return useContext(ViewportContext);
}

/**
 * The lines ink takes for `text` in a box `columns` wide: every line of the text wrapped as ink wraps a Text
 * (wrap-ansi with hard breaks and spaces kept), for plain text of single-width characters.
 */
export function wrappedLines(text: string, columns: number): number {
  const width = Math.max(1, columns);
  return text.split('\n').reduce((sum, line) => sum + lineRows(line, width), 0);
}

/** wrap-ansi's word wrap (hard: true, trim: false) of one line, counting rows. */
function lineRows(line: string, columns: number): number {
  let rows = 1;
  let length = 0;
  line.split(' ').forEach((word, index) => {
    const wordLength = [...word].length;
    if (index !== 0) {
      if (length >= columns) {
        rows += 1;
        length = 0;
      }
      length += 1;
    }
    if (wordLength > columns) {
      const remaining = columns - length;
      const breaksHere = 1 + Math.floor((wordLength - remaining - 1) / columns);
      const breaksNext = Math.floor((wordLength - 1) / columns);
      if (breaksNext < breaksHere) {
        rows += 1;
        length = 0;
      }
      // Character by character, a new row whenever the row is full and more follows.
      for (let character = 0; character < wordLength; character += 1) {
        if (length + 1 > columns) {
          rows += 1;
          length = 0;
        }
        length += 1;
        if (length === columns && character < wordLength - 1) {
          rows += 1;
          length = 0;
        }
      }
      return;
    }
    if (length + wordLength > columns && length > 0 && wordLength > 0) {
      rows += 1;
      length = 0;
    }
    length += wordLength;
  });
  return rows;
}

/** Which items of a list a window shows: from `start` up to (not including) `end`. */
export interface ListWindow {
  start: number;
  end: number;
}

/**
 * The window of a list of items (their heights in lines) that fits in `budget` lines and shows the item
 * `focus`, with a line for '↑ ...' when items above are hidden and one for '↓ ...' when items below are. The
 * window stays where it was (`previous.start`) while the focus is in it; a focus above it becomes its first
 * item (with the notes right above it, a heading), a focus below it its last. An item taller than the budget
 * is shown alone.
 */
export function listWindow(
  heights: readonly number[],
  focus: number,
  budget: number,
  previousStart = 0,
  isNote: (index: number) => boolean = () => false,
): ListWindow {
  const count = heights.length;
  const all = { start: 0, end: count };
  if (count === 0 || fits(heights, all, budget)) return all;
  const at = Math.min(Math.max(0, focus), count - 1);
  const fit = (window: ListWindow) => fits(heights, window, budget);
  const grownDown = (window: ListWindow): ListWindow => {
    const start = window.start;
    let end = window.end;
    while (end < count && fit({ start, end: end + 1 })) end += 1;
    return { start, end };
  };
  const grownUp = (window: ListWindow): ListWindow => {
    const end = window.end;
    let start = window.start;
    while (start > 0 && fit({ start: start - 1, end })) start -= 1;
    return { start, end };
  };
  const alone = { start: at, end: at + 1 };
  if (!fit(alone)) return alone;

  const previous = Math.min(Math.max(0, previousStart), count - 1);
  if (at >= previous) {
    const kept = grownDown({ start: previous, end: previous });
    if (at < kept.end) return grownUp(kept);
    return grownDown(grownUp(alone));
  }
  let start = at;
  while (start > 0 && isNote(start - 1) && fit({ start: start - 1, end: at + 1 })) start -= 1;
  return grownUp(grownDown({ start, end: at + 1 }));
}

/**
 * The window that starts at item `start` (PgUp/PgDn), as far down as fits; a start past the last full
 * window is moved back to it, so a page down at the end shows the end.
 */
export function windowFrom(heights: readonly number[], start: number, budget: number): ListWindow {
  const count = heights.length;
  if (count === 0 || fits(heights, { start: 0, end: count }, budget)) return { start: 0, end: count };
  let last = count;
  while (last > 0 && fits(heights, { start: last - 1, end: count }, budget)) last -= 1;
  const from = Math.max(0, Math.min(start, last === count ? count - 1 : last));
  let end = from + 1;
  while (end < count && fits(heights, { start: from, end: end + 1 }, budget)) end += 1;
  return { start: from, end };
}

/**
 * Where a page up (PgUp) from the window starting at `start` starts: the window above that ends with the
 * current window's first item (shown again), as tall as fits. Counted in rows, not items, so lines that wrap
 * above are never skipped; at least one item up.
 */
export function pageUpStart(heights: readonly number[], start: number, budget: number): number {
  const end = Math.min(start + 1, heights.length);
  let from = Math.min(start, end);
  while (from > 0 && fits(heights, { start: from - 1, end }, budget)) from -= 1;
  return from === start ? Math.max(0, start - 1) : from;
}

function fits(heights: readonly number[], { start, end }: ListWindow, budget: number): boolean {
  let lines = (start > 0 ? 1 : 0) + (end < heights.length ? 1 : 0);
  for (let index = start; index < end; index += 1) lines += heights[index] ?? 0;
  return lines <= budget;
}

/** The line above a window: '↑ 3 velden hierboven (PgUp)' ('1 veld'; text only: 'meer tekst'). */
export function hiddenAbove(fields: number): string {
  return `${fields === 0 ? '↑ meer tekst hierboven' : `↑ ${fields} ${fields === 1 ? 'veld' : 'velden'} hierboven`} (PgUp)`;
}

/** The line under a window: '↓ 5 velden hieronder (PgDn)'. */
export function hiddenBelow(fields: number): string {
  return `${fields === 0 ? '↓ meer tekst hieronder' : `↓ ${fields} ${fields === 1 ? 'veld' : 'velden'} hieronder`} (PgDn)`;
}
