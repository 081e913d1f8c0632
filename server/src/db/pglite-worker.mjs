// The embedded database in a worker thread (server/src/db/pglite-thread.ts is the other side, and says why).
// Plain JavaScript: a worker is started by Node itself, also where no TypeScript loader runs (vitest).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

/**
 * Dates, timestamps and intervals as PostgreSQL writes them, as drizzle's PGlite driver asks for every query
 * (drizzle-orm/pglite/session.js); every other type as PGlite parses it (jsonb to objects, int to numbers).
 */
const PARSERS = {
  [types.TIMESTAMP]: (value) => value,
  [types.TIMESTAMPTZ]: (value) => value,
  [types.INTERVAL]: (value) => value,
  [types.DATE]: (value) => value,
  1231: (value) => value, // numeric[]
  1115: (value) => value, // timestamp[]
  1185: (value) => value, // timestamptz[]
  1187: (value) => value, // interval[]
  1182: (value) => value, // date[]
};

/** The fields of a database error the server reads (SQLSTATE and the rest), which cloning an Error drops. */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'where',
];

function serializeError(error) {
  const plain = { name: error?.name ?? 'Error', message: String(error?.message ?? error) };
  for (const field of ERROR_FIELDS) {
    if (error?.[field] !== undefined) plain[field] = error[field];
  }
  return plain;
}

const port = parentPort;
const { dataDir, loadDataDir, pgliteWasmModule, initdbWasmModule, fsBundle } = workerData;

let db;
try {
  db = await PGlite.create({
    pgliteWasmModule,
    initdbWasmModule,
    fsBundle: new Blob([fsBundle]),
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(loadDataDir === undefined ? {} : { loadDataDir: new Blob([loadDataDir]) }),
  });
} catch (error) {
  port.postMessage({ type: 'failed', error: serializeError(error) });
  process.exit(1);
}

/** Open transactions by id: the PGlite transaction, and the queue of what the main thread sent for it. */
const transactions = new Map();

function answer(id, work) {
  work.then(
    (value) => port.postMessage({ type: 'result', id, value }),
    (error) => port.postMessage({ type: 'error', id, error: serializeError(error) }),
  );
}

function runQuery(target, { sql, params, rowMode }) {
  return target.query(sql, params, { rowMode, parsers: PARSERS }).then(({ rows, fields, affectedRows }) => ({
    rows,
    fields,
    affectedRows,
  }));
}

/**
 * A transaction of the main thread: PGlite's own (which holds its lock, so other queries wait), kept open
 * until the main thread says commit or rollback; queries sent for it run on it in order.
 */
function beginTransaction(id) {
  let wake;
  const pending = [];
  const state = {
    push(message) {
      pending.push(message);
      wake?.();
    },
  };
  transactions.set(id, state);
  const done = db.transaction(async (tx) => {
    port.postMessage({ type: 'result', id, value: null });
    for (;;) {
      if (pending.length === 0) await new Promise((resolve) => (wake = resolve));
      wake = undefined;
      const message = pending.shift();
      if (message.type === 'end') {
        state.endId = message.id;
        if (message.commit) return;
        throw new RollbackRequested();
      }
      // Queries of one transaction run one after the other, as on a connection.
      const work = runQuery(tx, message);
      answer(message.id, work);
      await work.catch(() => {});
    }
  });
  done.then(
    () => {
      transactions.delete(id);
      port.postMessage({ type: 'result', id: state.endId, value: null });
    },
    (error) => {
      transactions.delete(id);
      if (error instanceof RollbackRequested) {
        port.postMessage({ type: 'result', id: state.endId, value: null });
      } else {
        // COMMIT refused (or the transaction could not start): the one who ended it hears why.
        port.postMessage({ type: 'error', id: state.endId ?? id, error: serializeError(error) });
      }
    },
  );
}

/** Thrown inside PGlite's transaction when the main thread asks for a rollback. */
class RollbackRequested extends Error {}

const unlisteners = new Map();

port.on('message', (message) => {
  switch (message.type) {
    case 'query': {
      if (message.tx === undefined) {
        answer(message.id, runQuery(db, message));
        return;
      }
      const state = transactions.get(message.tx);
      if (state === undefined) {
        port.postMessage({
          type: 'error',
          id: message.id,
          error: { name: 'Error', message: 'Geen open transactie' },
        });
        return;
      }
      state.push(message);
      return;
    }
    case 'begin':
      beginTransaction(message.id);
      return;
    case 'end': {
      const state = transactions.get(message.tx);
      if (state === undefined) {
        port.postMessage({ type: 'result', id: message.id, value: null });
        return;
      }
      state.push(message);
      return;
    }
    case 'listen':
      answer(
        message.id,
        db
          .listen(message.channel, (payload) =>
            port.postMessage({ type: 'notify', key: message.id, payload }),
          )
          .then((unlisten) => {
            unlisteners.set(message.id, unlisten);
            return message.id;
          }),
      );
      return;
    case 'unlisten': {
      const unlisten = unlisteners.get(message.key);
      unlisteners.delete(message.key);
      answer(
        message.id,
        Promise.resolve(unlisten?.()).then(() => null),
      );
      return;
    }
    case 'dump':
      answer(
        message.id,
        db
          .dumpDataDir('none')
          .then((blob) => blob.arrayBuffer())
          .then((buffer) => new Uint8Array(buffer)),
      );
      return;
    case 'close':
      answer(
        message.id,
        (async () => {
          if (!db.closed) {
            // PGlite runs without fsync; a checkpoint writes everything to the data files before we stop.
            await db.query('CHECKPOINT');
            await db.close();
          }
          return null;
        })(),
      );
      return;
  }
});

port.postMessage({ type: 'ready' });
