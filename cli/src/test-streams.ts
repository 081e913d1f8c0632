import { PassThrough } from 'node:stream';
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

/** What a command may touch, for a test: captured pipes, an empty stdin and environment, '/' as cwd. */
export function pipedDeps() {
  return {
    stdout: captureStream(false),
    stderr: captureStream(false),
    stdin: new PassThrough(),
    env: {},
    cwd: '/',
  };
}
