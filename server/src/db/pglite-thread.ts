import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * PGlite in a worker thread. PGlite is PostgreSQL compiled to WebAssembly and runs in the thread that calls
 * it: in the server's own thread every query (parsing, planning, executing, writing pages) blocked the event
 * loop, so while one request's SQL ran no other request was read, answered or validated, and a server on a
 * machine with two cores used one. Here the database runs in its own thread (pglite-worker.mjs) and the server
 * talks to it by messages: the SQL of one request and the JavaScript of another run side by side.
 *
 * The object answers what drizzle's PGlite driver calls (query, transaction) and what open.ts needs (listen,
 * dumpDataDir, close), with PGlite's semantics: one query at a time; a transaction holds the database until it
 * ends, so a query outside it waits; a NOTIFY reaches its listener before the COMMIT that sent it returns (the
 * worker posts the notification before the COMMIT's answer, and messages arrive in order).
 */
export interface PgliteThreadOptions {
  dataDir?: string;
  /** A tarball of another PGlite's files (dumpDataDir) to start from. */
  loadDataDir?: Uint8Array;
}

interface WorkerError {
  name: string;
  message: string;
  [field: string]: unknown;
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: WorkerError }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; error: WorkerError }
  | { type: 'notify'; key: number; payload: string };

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** A database error as the server reads it: the message, and `code` (SQLSTATE) and the rest as PGlite had them. */
function toError(plain: WorkerError): Error {
  const { name, message, ...fields } = plain;
  const error = new Error(message);
  error.name = name;
  return Object.assign(error, fields);
}

/** A transaction's handle, as drizzle's PGlite session uses it. */
interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
}

/** Node's WebAssembly (the server's TypeScript libraries do not declare it). */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<object> };
};

/** PGlite's WebAssembly, compiled, and its file system bundle. */
interface PgliteAssets {
  pgliteWasmModule: object;
  initdbWasmModule: object;
  fsBundle: Uint8Array;
}
let assets: Promise<PgliteAssets> | undefined;

/**
 * PGlite's WebAssembly compiled once per process and handed to every thread (a compiled module is shared
 * with a worker, not copied): each thread would otherwise compile it again (about 0.2 s), which the tests,
 * opening a database per file, pay many times.
 */
function pgliteAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb, fsBundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) => readFile(join(dist, file))),
    );
    return {
      pgliteWasmModule: await wasm.compile(pglite!),
      initdbWasmModule: await wasm.compile(initdb!),
      fsBundle: new Uint8Array(fsBundle!),
    };
  })();
  return assets;
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #closed = false;
  #failure: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the worker and waits until its database is open. */
  static async create(options: PgliteThreadOptions = {}): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { ...options, ...(await pgliteAssets()) },
      // The worker is plain JavaScript; no loader of the parent (tsx) is needed there.
      execArgv: [],
    });
    const thread = new PgliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'ready') {
          worker.off('error', onError);
          worker.off('message', onMessage);
          resolve();
        } else if (message.type === 'failed') {
          worker.off('error', onError);
          worker.off('message', onMessage);
          reject(toError(message.error));
        }
      };
      const onError = (error: Error) => reject(error);
      worker.on('message', onMessage);
      worker.once('error', onError);
    });
    worker.on('message', (message: WorkerMessage) => thread.#receive(message));
    worker.on('error', (error) => thread.#fail(error));
    // The worker keeps the process alive only while a call waits for it, as a socket would: a database
    // left open (a test, a script that forgot to close it) must not hold the process forever.
    worker.unref();
    worker.on('exit', (code) => {
      if (!thread.#closed) thread.#fail(new Error(`De databasethread is gestopt (code ${code}).`));
    });
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #receive(message: WorkerMessage): void {
    switch (message.type) {
      case 'result':
      case 'error': {
        const waiting = this.#waiting.get(message.id);
        if (waiting === undefined) return;
        this.#waiting.delete(message.id);
        if (this.#waiting.size === 0) this.#worker.unref();
        if (message.type === 'result') waiting.resolve(message.value);
        else waiting.reject(toError(message.error));
        return;
      }
      case 'notify':
        this.#listeners.get(message.key)?.(message.payload);
        return;
      default:
        return;
    }
  }

  /** The worker died: every waiting call fails, and so does every later one. */
  #fail(error: Error): void {
    this.#failure ??= error;
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
    this.#worker.unref();
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('De database is gesloten.'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref();
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    return this.#call({ type: 'query', sql, params, rowMode: options.rowMode ?? 'object' });
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Every other query
   * waits until it ends.
   */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    // The transaction is known by the id of the call that began it.
    const tx = this.#nextId;
    await this.#call({ type: 'begin' });
    const handle: ThreadTransaction = {
      query: (sql, params = [], options = {}) =>
        this.#call({ type: 'query', tx, sql, params, rowMode: options.rowMode ?? 'object' }),
    };
    let result: T;
    try {
      result = await work(handle);
    } catch (error) {
      await this.#call({ type: 'end', tx, commit: false });
      throw error;
    }
    await this.#call({ type: 'end', tx, commit: true });
    return result;
  }

  /** Calls `listener` with the payload of every NOTIFY on `channel`; resolves to the function that stops it. */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    const key = await this.#call<number>({ type: 'listen', channel });
    this.#listeners.set(key, listener);
    return async () => {
      this.#listeners.delete(key);
      await this.#call({ type: 'unlisten', key });
    };
  }

  /** A tarball of the whole database as it is now. */
  async dumpDataDir(): Promise<Uint8Array> {
    return this.#call<Uint8Array>({ type: 'dump' });
  }

  /** Checkpoints and closes the database, then stops the worker. Safe to call twice. */
  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      if (this.#failure === undefined) await this.#call({ type: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}
