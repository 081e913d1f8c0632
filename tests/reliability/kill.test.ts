/**
 * Issue 14: kill -9 loses no acknowledged write, on both engines.
 *
 * - A child process that committed a row and is then killed with SIGKILL, twice on the same data: both rows
 *   are there, and the second start takes over the stale lock of the first (PGlite's data directory).
 * - The real server process (server/src/main.ts, as `npm start` runs it) on a data directory (PGlite) or a
 *   PostgreSQL database, under a write burst from several clients at once: new schemes, new versions of
 *   them, and registrations (a company, its user and its activation mail in the outbox, in one
 *   transaction). Once at least MIN_ACKNOWLEDGED writes were acknowledged it is killed with SIGKILL while
 *   writes are in flight, started again on the same data, and then every acknowledged write (201/200 with
 *   its id and version) must be there; every scheme's versions run from 1 to its current version without a
 *   gap, each with its content; and of the registrations without an answer, each is there whole (user and
 *   mail) or not at all.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { Engine } from '../../server/src/db/database.js';
import { openDatabase } from '../../server/src/db/open.js';
import { companies, outbox, schemes, schemeVersions, users } from '../../server/src/db/schema.js';
import { versionPayload } from '../../server/src/schemes/payloads.js';
import { createTestUser, TEST_PASSWORD } from '../helpers/accounts.js';
import { registrationBody, uniqueKvkNr } from '../helpers/account-api.js';
import { describeEachEngine, stopTestPostgres, testPostgres } from '../helpers/database.js';
import { freePort } from '../helpers/free-port.js';
import { Client } from '../helpers/real-server.js';
import { schemePayloadFor } from '../helpers/schemes.js';
import { copySeededDataDir } from '../helpers/seeded-data-dir.js';
import { ServerProcess } from '../helpers/server-process.js';
import { reportSection, table } from './report.js';

const CHILD = fileURLToPath(new URL('../helpers/durability-child.ts', import.meta.url));

/** Acknowledged writes before the kill: a bound, since how many more land before it is up to timing. */
const MIN_ACKNOWLEDGED = 100;
/** Clients writing at the same time: scheme writers and one registering companies. */
const SCHEME_CLIENTS = 6;

interface KillFigures {
  childRowsKept: string;
  acknowledgedAtLeast: boolean;
  inFlightAtLeastOne: boolean;
  restarted: boolean;
  acknowledgedLost: number;
  chainsWithGap: number;
  versionsWithoutContent: number;
  halfRegistrations: number;
}

const report = reportSection<KillFigures>('kill', (figures) => {
  const yes = (value: boolean) => (value ? 'yes' : 'no');
  const rows: [string, (f: KillFigures) => string | number][] = [
    ['a child that committed a row, killed twice on the same data: rows kept', (f) => f.childRowsKept],
    [`at least ${MIN_ACKNOWLEDGED} writes acknowledged before the kill`, (f) => yes(f.acknowledgedAtLeast)],
    ['at least one write without an answer when killed', (f) => yes(f.inFlightAtLeastOne)],
    ['the server starts again on the same data', (f) => yes(f.restarted)],
    ['**acknowledged writes lost**', (f) => f.acknowledgedLost],
    ['schemes whose versions have a gap', (f) => f.chainsWithGap],
    ['versions without their content', (f) => f.versionsWithoutContent],
    ['registrations half there (a user without its mail or the other way round)', (f) => f.halfRegistrations],
  ];
  return [
    '## kill -9',
    '',
    '`tests/reliability/kill.test.ts`: the real server process (`server/src/main.ts`) on a PGlite data',
    `directory or a PostgreSQL database, under a burst of writes from ${SCHEME_CLIENTS + 1} clients at once (new`,
    'schemes, new versions, registrations with their activation mail), killed with SIGKILL while writes are',
    'in flight, then started again on the same data and checked in the database. Writes without an answer may',
    'or may not be there, but never half.',
    '',
    table(
      ['', 'PGlite', 'PostgreSQL'],
      rows.map(([label, value]) => [label, value(figures.pglite), value(figures.postgres)]),
    ),
  ].join('\n');
});

/** Runs the child until it has committed its row, then kills it with SIGKILL (no shutdown at all). */
function commitThenKill(env: Record<string, string>, name: string, kvkNr: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@beloning/source', CHILD, name, kvkNr],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('committed')) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL' && output.includes('committed')) resolve();
      else reject(new Error(`Het kindproces stopte onverwacht:\n${output}`));
    });
  });
}

/** What the clients saw: each write the server acknowledged, and how many got no answer. */
interface Burst {
  /** Scheme id -> the versions acknowledged (1 by the POST, then each PUT). */
  versions: Map<number, number[]>;
  /** E-mail addresses of acknowledged registrations. */
  registered: string[];
  /** E-mail addresses of registrations sent without an answer. */
  unanswered: string[];
  acknowledged: number;
  inFlight: number;
}

describeEachEngine('kill -9', (engine: Engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'beloning-kill-'));
  const figures: Partial<KillFigures> = {};
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await stopTestPostgres();
  });

  const databaseEnv = async (name: string): Promise<Record<string, string>> => {
    if (engine === 'pglite') {
      // A migrated and seeded copy, as a server has after its first start: what is killed is the writing.
      await copySeededDataDir(join(dataDir, name));
      return { DATA_DIR: join(dataDir, name) };
    }
    return { DATABASE_URL: await (await testPostgres()).createDatabase(`${name}_${process.pid}`) };
  };
  const open = (env: Record<string, string>) =>
    openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? join(dataDir, 'unused') });

  it('loses no committed row when the process is killed without any shutdown', async () => {
    const env = await databaseEnv('kill_test');
    await commitThenKill(env, 'Eerste BV', '69599084');
    // A second hard kill on the same directory: the stale lock is taken over and the data is still whole.
    await commitThenKill(env, 'Tweede BV', '68750110');
    const handle = await open(env);
    try {
      const rows = await handle.db
        .select({ name: companies.companyName })
        .from(companies)
        .where(inArray(companies.kvkNr, ['69599084', '68750110']));
      expect(rows.map((row) => row.name).sort()).toEqual(['Eerste BV', 'Tweede BV']);
      figures.childRowsKept = `${rows.length} of 2`;
    } finally {
      await handle.close();
    }
  }, 120_000);

  it(`keeps every write the server acknowledged when it is killed during a burst of writes`, async () => {
    const env: Record<string, string> = {
      ...(await databaseEnv('kill_burst')),
      JWT_SECRET: 'kill-burst-secret-'.padEnd(48, 'x'),
      PUBLIC_URL: 'http://portaal.test',
      // Every client is 127.0.0.1: the per-address limit of registrations must not refuse the burst.
      RATE_LIMIT_PER_IP_FACTOR: '9999',
    };
    // The hirer whose clients write, made in the database before the server takes it.
    const seed = await open(env);
    await seed.migrate();
    const hirer = await createTestUser(seed.db, { kvkVerified: true });
    await seed.close();

    env.PORT = String(await freePort());
    const server = new ServerProcess(env);
    await server.start();
    const client = new Client(server.baseUrl);
    const login = await client.call('POST', '/rest-auth/inlener-login/', {
      username: hirer.username,
      password: TEST_PASSWORD,
    });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const access = (login.json as { access: string }).access;

    const burst: Burst = {
      versions: new Map(),
      registered: [],
      unanswered: [],
      acknowledged: 0,
      inFlight: 0,
    };
    let killed = false;
    let kill: Promise<void> | undefined;
    let inFlightAtKill = 0;
    const acknowledge = () => {
      burst.acknowledged += 1;
      if (burst.acknowledged >= MIN_ACKNOWLEDGED && kill === undefined) {
        // The other clients' requests sent and not yet answered: the writes in flight at the kill.
        inFlightAtKill = burst.inFlight;
        kill = server.kill9().then(() => {
          killed = true;
        });
      }
    };
    /** One request; undefined when the server died before answering. */
    const write = async (method: string, path: string, body: unknown, token?: string) => {
      burst.inFlight += 1;
      try {
        return await client.call(method, path, body, token);
      } catch {
        return undefined;
      } finally {
        burst.inFlight -= 1;
      }
    };
    const schemeWriter = async () => {
      let scheme: { id: number; version: number } | undefined;
      while (!killed && kill === undefined) {
        const payload = { ...schemePayloadFor(), signed_fullname: `Schrijver ${burst.acknowledged}` };
        const answer =
          scheme === undefined
            ? await write('POST', '/inleners/inleners-cao/', payload, access)
            : await write(
                'PUT',
                '/inleners/inleners-cao/',
                { ...payload, inlener_cao_id: scheme.id, expected_version: scheme.version },
                access,
              );
        if (answer === undefined) break;
        if (kill !== undefined && answer.status >= 500) break;
        expect([200, 201], JSON.stringify(answer.json)).toContain(answer.status);
        const saved = answer.json as { id: number; version: number };
        scheme = { id: saved.id, version: saved.version };
        burst.versions.set(saved.id, [...(burst.versions.get(saved.id) ?? []), saved.version]);
        acknowledge();
      }
    };
    const registrar = async () => {
      while (!killed && kill === undefined) {
        const body = registrationBody(`kill-${engine}-${process.pid}-${burst.acknowledged}`, {
          kvk_nr: uniqueKvkNr(),
        });
        const email = body.email as string;
        const answer = await write('POST', '/rest-auth/inlener-registration/', body);
        if (answer === undefined) {
          burst.unanswered.push(email);
          break;
        }
        expect(answer.status, JSON.stringify(answer.json)).toBe(201);
        burst.registered.push(email);
        acknowledge();
      }
    };
    await Promise.all([...Array.from({ length: SCHEME_CLIENTS }, schemeWriter), registrar()]);
    await kill;
    figures.acknowledgedAtLeast = burst.acknowledged >= MIN_ACKNOWLEDGED;
    figures.inFlightAtLeastOne = inFlightAtKill >= 1;

    // Started again on the same data; then stopped, so the database can be read directly.
    await server.start();
    const health = await fetch(`${server.baseUrl}/api/health`);
    figures.restarted = health.ok;
    await server.stop();

    const handle = await open(env);
    try {
      const ids = [...burst.versions.keys()];
      const stored = await handle.db
        .select({ schemeId: schemeVersions.schemeId, number: schemeVersions.number })
        .from(schemeVersions)
        .where(inArray(schemeVersions.schemeId, ids))
        .orderBy(asc(schemeVersions.schemeId), asc(schemeVersions.number));
      const current = await handle.db
        .select({ id: schemes.id, version: schemes.currentVersion })
        .from(schemes)
        .where(eq(schemes.companyId, hirer.companyId));
      const lostVersions = [...burst.versions].flatMap(([id, versions]) =>
        versions.filter((version) => !stored.some((row) => row.schemeId === id && row.number === version)),
      );
      // Every scheme of the hirer (also one whose POST got no answer): versions 1..current, nothing more.
      const allVersions = await handle.db
        .select({ schemeId: schemeVersions.schemeId, number: schemeVersions.number })
        .from(schemeVersions)
        .where(
          inArray(
            schemeVersions.schemeId,
            current.map((row) => row.id),
          ),
        );
      figures.chainsWithGap = current.filter((scheme) => {
        const numbers = allVersions
          .filter((row) => row.schemeId === scheme.id)
          .map((row) => row.number)
          .sort((a, b) => a - b);
        return numbers.join(',') !== Array.from({ length: scheme.version }, (_, i) => i + 1).join(',');
      }).length;
      // Each version as a new process reads it: whole, or rebuilt from the versions before it.
      const contents = await Promise.all(
        allVersions.map((row) => versionPayload(handle.db, row.schemeId, row.number)),
      );
      figures.versionsWithoutContent = contents.filter(
        (payload) => !Array.isArray(payload?.salary_tables),
      ).length;

      const emails = [...burst.registered, ...burst.unanswered];
      const registeredUsers = await handle.db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, emails));
      const mails = await handle.db
        .select({ to: outbox.to })
        .from(outbox)
        .where(and(inArray(outbox.to, emails), eq(outbox.kind, 'activation')));
      const lostRegistrations = burst.registered.filter(
        (email) =>
          !registeredUsers.some((row) => row.email === email) || !mails.some((row) => row.to === email),
      );
      figures.halfRegistrations = emails.filter(
        (email) =>
          registeredUsers.some((row) => row.email === email) !== mails.some((row) => row.to === email),
      ).length;
      figures.acknowledgedLost = lostVersions.length + lostRegistrations.length;

      expect(burst.acknowledged).toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED);
      expect(figures.inFlightAtLeastOne).toBe(true);
      expect(figures.restarted).toBe(true);
      expect(lostVersions).toEqual([]);
      expect(lostRegistrations).toEqual([]);
      expect(figures.chainsWithGap).toBe(0);
      expect(figures.versionsWithoutContent).toBe(0);
      expect(figures.halfRegistrations).toBe(0);
      expect(stored.length).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
    report.record(engine, figures as KillFigures);
  }, 300_000);
});
