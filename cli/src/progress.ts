import type { OutputStream } from './output.js';

/**
 * A progress bar on stderr for work over many files: only on a terminal (in a pipe or log it would be
 * noise), only from PROGRESS_MIN_ITEMS items, redrawn in place and cleared when done, so the messages after
 * it start on a clean line.
 */

export const PROGRESS_MIN_ITEMS = 5;
const WIDTH = 24;

export interface Progress {
  /** One more item done. */
  tick(): void;
  /** Removes the bar. */
  done(): void;
}

const SILENT: Progress = { tick: () => undefined, done: () => undefined };

/** '[############            ] 25/50 bestanden gelezen' */
export function progressLine(done: number, total: number, label: string): string {
  const filled = total === 0 ? WIDTH : Math.round((done / total) * WIDTH);
  return `[${'#'.repeat(filled)}${' '.repeat(WIDTH - filled)}] ${done}/${total} ${label}`;
}

export function createProgress(
  stderr: OutputStream,
  total: number,
  label: string,
  options: { quiet?: boolean } = {},
): Progress {
  if (options.quiet === true || stderr.isTTY !== true || total < PROGRESS_MIN_ITEMS) return SILENT;
  let done = 0;
  let shown = '';
  const draw = (text: string) => {
    stderr.write(`\r${text}${' '.repeat(Math.max(0, shown.length - text.length))}`);
    shown = text;
  };
  draw(progressLine(0, total, label));
  return {
    tick() {
      done += 1;
      draw(progressLine(done, total, label));
    },
    done() {
      stderr.write(`\r${' '.repeat(shown.length)}\r`);
    },
  };
}
