/**
 * The server as `npm start` runs it (server/src/main.ts from its sources), in a child process: for the tests
 * of the real server process (real-server.ts) and the browser tests' global set-up. Loads in Vitest and in
 * Playwright alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(ROOT, 'server', 'src', 'main.ts');

/** How long a start may take before it counts as failed: a busy 2-core machine loads the sources slowly. */
const START_TIMEOUT_MS = 120_000;

export class ServerProcess {
  private child: ChildProcess | undefined;
  private output = '';

  /**
   * `env` is added to this process's environment (LOG_LEVEL is 'warn' unless it says otherwise) and must
   * hold PORT; the server's output also goes to `logFile` when given.
   */
  constructor(
    private readonly env: Record<string, string>,
    private readonly options: { logFile?: string } = {},
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.env.PORT}`;
  }

  /** Starts the process and waits until /api/health answers. */
  async start(): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@beloning/source', MAIN], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let log: WriteStream | undefined;
    if (this.options.logFile !== undefined) {
      log = createWriteStream(this.options.logFile, { flags: 'a' });
      child.once('exit', () => log?.end());
    }
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        this.output += chunk.toString('utf8');
        log?.write(chunk);
      });
    }
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`de server stopte (${child.exitCode}):\n${this.output}`);
      try {
        const response = await fetch(`${this.baseUrl}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGTERM');
        throw new Error(`de server antwoordde niet binnen ${START_TIMEOUT_MS / 1000} s:\n${this.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** SIGKILL: no shutdown code runs at all. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (child === undefined || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /**
   * SIGTERM, and waits until the process has exited (at most `timeoutMs`). Gives its exit code, or
   * undefined when it was not running or did not exit in time.
   */
  async stop(timeoutMs = 60_000): Promise<number | undefined> {
    const child = this.child;
    if (child === undefined || child.exitCode !== null) return undefined;
    const exited = new Promise<number | undefined>((resolve) =>
      child.once('exit', (code) => resolve(code ?? undefined)),
    );
    child.kill('SIGTERM');
    return Promise.race([
      exited,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeoutMs).unref()),
    ]);
  }
}
