import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';

/** A throwaway PostgreSQL server for the tests; `stop()` ends it and removes its files. */
export interface TestPostgres {
  /** postgres://beloning@127.0.0.1:<port>/postgres */
  readonly url: string;
  /**
   * A new database on the same server, so every test file or test can start clean: empty, or a copy of the
   * database `template` (which nobody may be connected to).
   */
  createDatabase(name: string, template?: string): Promise<string>;
  stop(): void;
}

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
}

/** Why the PostgreSQL binaries cannot be used here, or undefined when they can. */
export function postgresUnavailableReason(): string | undefined {
  return findBinaries() === undefined
    ? 'PostgreSQL-binaries (initdb, pg_ctl) niet gevonden; voer `bash scripts/setup-system.sh` uit ' +
        '(Debian: apt-get install -y postgresql).'
    : undefined;
}

/** initdb and pg_ctl of the newest /usr/lib/postgresql/<version>/bin, else from PATH. */
export function findBinaries(): PostgresBinaries | undefined {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = join(root, version, 'bin');
      if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) {
        return { initdb: join(bin, 'initdb'), pgCtl: join(bin, 'pg_ctl') };
      }
    }
  }
  const initdb = which('initdb');
  const pgCtl = which('pg_ctl');
  return initdb !== undefined && pgCtl !== undefined ? { initdb, pgCtl } : undefined;
}

/**
 * Starts PostgreSQL in a new temporary directory on a free port, listening on 127.0.0.1 and on a unix
 * socket inside that directory. PostgreSQL refuses to run as root, so under root the binaries run as the
 * unprivileged `postgres` user (or `nobody`) and the directory belongs to that user.
 */
/**
 * The commands of one PostgreSQL cluster in `dir` (data in `dataDir`), run as `runAs` when given (PostgreSQL
 * refuses to run as root): `run` any binary, `init` the data directory, `start` the server on a port (local
 * socket in `dir`, fsync off: test and bench data only).
 */
export function postgresCluster(
  binaries: PostgresBinaries,
  dir: string,
  dataDir: string,
  runAs: SystemUser | undefined,
) {
  const run = (command: string, args: string[]) => {
    const [file, argv] =
      runAs === undefined ? [command, args] : ['runuser', ['-u', runAs.name, '--', command, ...args]];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${command} ${args.join(' ')} mislukte:\n${result.stdout}\n${result.stderr}`);
    }
  };
  return {
    run,
    init: () =>
      run(binaries.initdb, [
        '-D',
        dataDir,
        '-U',
        'beloning',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--no-sync',
        '--locale=C',
      ]),
    start: (port: number, timeoutSeconds: number) =>
      run(binaries.pgCtl, [
        '-D',
        dataDir,
        '-w',
        '-t',
        String(timeoutSeconds),
        '-l',
        join(dir, 'postgres.log'),
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
        'start',
      ]),
  };
}

export async function startPostgres(): Promise<TestPostgres> {
  const binaries = findBinaries();
  if (binaries === undefined) throw new Error(postgresUnavailableReason());
  const runAs = process.getuid?.() === 0 ? unprivilegedUser() : undefined;
  // Under root, TMPDIR may sit in a directory the unprivileged user cannot enter; /tmp is open to all.
  const dir = mkdtempSync(join(runAs === undefined ? tmpdir() : '/tmp', 'beloning-pg-'));
  if (runAs !== undefined) chownSync(dir, runAs.uid, runAs.gid);
  const dataDir = join(dir, 'data');
  const cluster = postgresCluster(binaries, dir, dataDir, runAs);
  const { run } = cluster;
  try {
    cluster.init();
    let port = 0;
    for (let attempt = 0; ; attempt += 1) {
      port = await freePort();
      try {
        cluster.start(port, 30);
        break;
      } catch (error) {
        // Another process may have taken the port between choosing and binding it.
        if (attempt >= 2) throw error;
      }
    }
    const base = `postgres://beloning@127.0.0.1:${port}`;
    let stopped = false;
    // A test run that ends without calling stop() must not leave a server behind.
    const stopOnExit = () => handle.stop();
    process.once('exit', stopOnExit);
    const handle: TestPostgres = {
      ...postgresAt(base),
      stop() {
        if (stopped) return;
        stopped = true;
        process.removeListener('exit', stopOnExit);
        try {
          run(binaries.pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
    return handle;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The calls of a TestPostgres on a server that runs at `base` (postgres://user@host:port), without stop():
 * whoever started the server stops it.
 */
export function postgresAt(base: string): Omit<TestPostgres, 'stop'> {
  return {
    url: `${base}/postgres`,
    async createDatabase(name, template) {
      for (const identifier of [name, template ?? name]) {
        if (!/^[a-z_][a-z0-9_]*$/.test(identifier)) throw new Error(`Ongeldige databasenaam: ${identifier}`);
      }
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      await client.connect();
      try {
        await client.query(`create database ${name}${template === undefined ? '' : ` template ${template}`}`);
      } finally {
        await client.end();
      }
      return `${base}/${name}`;
    },
  };
}

export interface SystemUser {
  name: string;
  uid: number;
  gid: number;
}

/** The user PostgreSQL runs as when we are root: `postgres`, else `nobody`. */
export function unprivilegedUser(): SystemUser {
  for (const name of ['postgres', 'nobody']) {
    const result = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    if (result.status === 0) {
      const uid = Number(result.stdout.trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { name, uid, gid };
    }
  }
  throw new Error('Geen onbevoegde gebruiker (postgres of nobody) gevonden om PostgreSQL als te draaien.');
}

function which(command: string): string | undefined {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  const path = result.stdout.trim();
  return result.status === 0 && path !== '' ? path : undefined;
}
