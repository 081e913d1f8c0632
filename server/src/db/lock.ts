import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'beloning.lock';

/** Another living process holds the data directory; opening it too would corrupt the embedded database. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `De datamap is in gebruik door een ander proces (pid ${pid}); lockbestand ${lockFile}. ` +
        'Stop dat proces eerst: de ingebouwde database kan maar door één proces tegelijk worden geopend.',
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

/**
 * Takes `dataDir/beloning.lock`, holding this process's pid. A lock of a living process (this one included)
 * is refused with DataDirLockedError; a lock whose pid no longer runs (left by a crash or `kill -9`) is
 * taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return lockHandle(file);
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
    const holder = readPid(file);
    if (holder !== undefined && isAlive(holder)) throw new DataDirLockedError(file, holder);
    // Stale: its process is gone. Remove it and race for it again with 'wx', so only one taker wins.
    try {
      unlinkSync(file);
    } catch (error) {
      if (!isCode(error, 'ENOENT')) throw error;
    }
  }
  throw new DataDirLockedError(file, readPid(file) ?? 0);
}

function lockHandle(file: string): DataDirLock {
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      if (readPid(file) === process.pid) unlinkSync(file);
    },
  };
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isCode(error, 'EPERM');
  }
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
