/**
 * The PGlite data directory a test server or database starts from when its first start is not what the test
 * is about: PGlite's files after the server's own migrations and seed (server/src/db/seed.ts: the aard types
 * and the caos of fixtures/caos), made once and copied into each test's temporary DATA_DIR. The server then
 * opens an existing database, as a restarted server does: its migrations and seed find nothing to do, and
 * PGlite skips initdb, the larger part of a server start (about 5 seconds on a 2-core machine). The CLI test
 * servers, the real servers of tests/helpers/real-server.ts and the kill and lock tests use it; the tests of
 * a first start on an empty folder (server/src/main.test.ts, server/src/db/open.test.ts, the cao import
 * command) do not.
 *
 * The copy is kept in the system's temporary folder under a name made of a hash of everything it is made
 * from (the migrations, the fixture caos, the server's and core's sources, the PGlite version), so a change
 * to any of them makes a new one and an old copy is never used. Two servers that start together while there
 * is none each make one in a folder of their own and rename it into place; the second rename loses and its
 * folder is removed.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_FOLDER, openPglite } from '../../server/src/db/open.js';
import { seed } from '../../server/src/db/seed.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What the seeded database is made from; a change to any file below them makes a new copy. */
const SOURCES = [
  MIGRATIONS_FOLDER,
  join(ROOT, 'fixtures/caos'),
  join(ROOT, 'server/src'),
  join(ROOT, 'core/src'),
  join(ROOT, 'node_modules/@electric-sql/pglite/package.json'),
];

/** Written last into a finished copy. */
const READY = 'klaar';

const PREFIX = 'beloning-seeded-';

/** Copies made from older sources are removed once they have not been used for this long. */
const UNUSED_FOR_MS = 24 * 60 * 60_000;

/** A file itself, or every file below a folder, in a fixed order. */
function filesOf(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.(test|bench)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of filesOf(source)) {
      hash.update(relative(ROOT, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The folder of the seeded data directory for the sources as they are now; made when it is not there. */
async function seededDataDir(): Promise<string> {
  const dir = join(tmpdir(), `${PREFIX}${sourcesHash()}`);
  if (existsSync(join(dir, READY))) {
    // Marks it as used, for the clean-up of old copies below.
    utimesSync(dir, new Date(), new Date());
    return dir;
  }
  removeOldCopies();
  const building = mkdtempSync(`${dir}-bouw-`);
  try {
    const database = await openPglite({ dataDir: building });
    try {
      await database.migrate();
      await seed(database.db, { fixturesDir: join(ROOT, 'fixtures'), publicUrl: 'http://localhost:3000' });
    } finally {
      await database.close();
    }
    writeFileSync(join(building, READY), '');
    renameSync(building, dir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another server made it first: use theirs.
    if (existsSync(join(dir, READY))) return dir;
    throw error;
  }
  return dir;
}

/** Removes copies of older sources that no run has used for a day. */
function removeOldCopies(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const path = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(path).mtimeMs > UNUSED_FOR_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed by another run at the same moment.
    }
  }
}

/** Fills the empty folder `dataDir` with a copy of the seeded data directory. */
export async function copySeededDataDir(dataDir: string): Promise<void> {
  const source = await seededDataDir();
  cpSync(source, dataDir, { recursive: true, filter: (path) => !path.endsWith(`/${READY}`) });
}
