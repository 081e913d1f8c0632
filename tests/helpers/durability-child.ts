/**
 * A child process for the kill -9 tests: opens the database of DATABASE_URL or DATA_DIR, migrates,
 * commits one company named by argv[2] with KVK number argv[3], prints "committed" and then waits to be killed.
 */
import { openDatabase } from '../../server/src/db/open.js';
import { companies } from '../../server/src/db/schema.js';

const name = process.argv[2] ?? 'Durability BV';
const kvkNr = process.argv[3] ?? '69599084';
const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? 'data',
});
await handle.migrate();
await handle.db.insert(companies).values({ kind: 'inlener', kvkNr, companyName: name });
process.stdout.write('committed\n');
setInterval(() => {}, 60_000);
