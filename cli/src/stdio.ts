import { fstatSync, writeSync } from 'node:fs';
import type { OutputStream } from './output.js';

/**
 * What `beloning` writes stdout or stderr to. For a terminal (a character device, which includes /dev/null)
 * that is Node's own process.stdout or process.stderr: the wizard draws on it and commander reads its width.
 * For a pipe, file or socket it is a writer of the descriptor itself: Node makes its stream (and loads `net`
 * for it) only when it is first read, which costs a third of an empty `node -e 0`, so `beloning --help | less`
 * and a script's calls do without it (issue 22, cold start). Its writes are synchronous, in the order made,
 * and whole: a descriptor that cannot take more now (EAGAIN: the reader shares a non-blocking pipe) hands the
 * rest, and everything after it, to Node's stream, which waits for the reader. A reader that has gone
 * (EPIPE, `beloning caos list | head -1`) ends the process quietly with the exit code so far.
 */
export function stdioOutput(fd: 1 | 2): OutputStream {
  const stream = (): NodeJS.WriteStream => {
    const made = fd === 1 ? process.stdout : process.stderr;
    if (made.listenerCount('error') === 0) made.on('error', quietOnClosedPipe);
    return made;
  };
  if (isCharacterDevice(fd)) return stream();
  let handedOver: NodeJS.WriteStream | undefined;
  return {
    isTTY: false,
    write(chunk: string): boolean {
      if (handedOver !== undefined) return handedOver.write(chunk);
      const bytes = Buffer.from(chunk, 'utf8');
      let written = 0;
      try {
        while (written < bytes.length) written += writeSync(fd, bytes, written);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EPIPE') process.exit(process.exitCode ?? 0);
        if (code !== 'EAGAIN') throw error;
        handedOver = stream();
        return handedOver.write(bytes.subarray(written));
      }
      return true;
    },
  };
}

function quietOnClosedPipe(error: NodeJS.ErrnoException): void {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
}

function isCharacterDevice(fd: number): boolean {
  try {
    return fstatSync(fd).isCharacterDevice();
  } catch {
    // A closed descriptor: Node's stream deals with it as it always has.
    return true;
  }
}
