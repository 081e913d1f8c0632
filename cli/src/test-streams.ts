import type { OutputStream } from './output.js';

/** A stream that remembers what was written; isTTY as a terminal or a pipe. For tests only. */
export interface CapturedStream extends OutputStream {
  readonly text: string;
}

export function captureStream(isTTY: boolean): CapturedStream {
  let text = '';
  return {
    isTTY,
    write(chunk: string) {
      text += chunk;
      return true;
    },
    get text() {
      return text;
    },
  };
}
