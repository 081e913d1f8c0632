import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread.js';

/** PGlite in its worker thread, as the server's embedded database talks to it (open.ts). */
describe('PgliteThread', { timeout: 60_000 }, () => {
  let thread: PgliteThread | undefined;
  afterEach(async () => {
    await thread?.close();
    thread = undefined;
  });

  async function start(): Promise<PgliteThread> {
    thread = await PgliteThread.create();
    await thread.query('create table t (id int primary key, note text, at timestamptz, data jsonb)');
    return thread;
  }

  it('answers queries in object and array rows, with timestamps as written and jsonb as objects', async () => {
    const db = await start();
    await db.query('insert into t values ($1, $2, $3, $4)', [
      1,
      'één',
      '2026-07-01 00:00:00+00',
      JSON.stringify({ a: 1 }),
    ]);
    const objects = await db.query('select * from t');
    expect(objects.rows).toEqual([{ id: 1, note: 'één', at: '2026-07-01 00:00:00+00', data: { a: 1 } }]);
    const arrays = await db.query('select id, note from t', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'één']]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'note']);
  });

  it('keeps the SQLSTATE and the constraint of a refused statement', async () => {
    const db = await start();
    await db.query('insert into t (id) values (1)');
    const refused = await db.query('insert into t (id) values (1)').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits a transaction that resolves and rolls back one that throws; others wait until it ends', async () => {
    const db = await start();
    await db.transaction(async (tx) => {
      await tx.query('insert into t (id) values (1)');
    });
    let outsideDone = false;
    const failed = db
      .transaction(async (tx) => {
        await tx.query('insert into t (id) values (2)');
        // A query outside the transaction waits for it: it must not see, or end up in, the insert above.
        const outside = db.query('select count(*)::int as n from t').then((result) => {
          outsideDone = true;
          return result;
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(outsideDone).toBe(false);
        const seen = await tx.query('select count(*)::int as n from t');
        expect(seen.rows).toEqual([{ n: 2 }]);
        void outside;
        throw new Error('stop');
      })
      .catch((error: unknown) => error);
    expect(await failed).toMatchObject({ message: 'stop' });
    expect((await db.query('select id from t order by id')).rows).toEqual([{ id: 1 }]);
    expect(outsideDone).toBe(true);
  });

  it('calls a listener before the COMMIT that notified returns, and stops when told', async () => {
    const db = await start();
    const heard: string[] = [];
    const stop = await db.listen('changed', (payload) => heard.push(payload));
    await db.transaction(async (tx) => {
      await tx.query("select pg_notify('changed', 'één')");
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['één']);
    await stop();
    await db.query("select pg_notify('changed', 'twee')");
    expect(heard).toEqual(['één']);
  });

  it('dumps the database so that another thread starts from it', async () => {
    const db = await start();
    await db.query("insert into t (id, note) values (7, 'bewaard')");
    const dump = await db.dumpDataDir();
    const copy = await PgliteThread.create({ loadDataDir: dump });
    try {
      expect((await copy.query('select id, note from t')).rows).toEqual([{ id: 7, note: 'bewaard' }]);
    } finally {
      await copy.close();
    }
  });

  it('fails every call once closed, and closing twice is safe', async () => {
    const db = await start();
    await db.close();
    await db.close();
    expect(db.closed).toBe(true);
    await expect(db.query('select 1')).rejects.toThrow();
  });

  it('lets a process end that left its database open, but not while a query waits', async () => {
    const module = fileURLToPath(new URL('./pglite-thread.ts', import.meta.url));
    const script = [
      `const { PgliteThread } = await import(${JSON.stringify(module)});`,
      'const db = await PgliteThread.create();',
      "const { rows } = await db.query('select 41 + 1 as answer');",
      'console.log(rows[0].answer);',
    ].join('\n');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: 50_000 },
    );
    expect(stdout.trim()).toBe('42');
  });
});
