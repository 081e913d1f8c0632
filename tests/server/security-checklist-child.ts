/**
 * The child process of checklist item 37 (tests/server/security-checklist.test.ts): opens the database of
 * DATABASE_URL or DATA_DIR and, in ONE transaction, appends version 2 to scheme argv[3] of company argv[4]
 * (user argv[5]) with the real store and enqueues a mail with the real outbox. Mode argv[2]:
 * - `hang`: prints "midway" with the transaction still open, and waits to be killed;
 * - `commit`: commits, prints "committed", and waits to be killed.
 */
import { inTransaction } from '../../server/src/db/database.js';
import { openDatabase } from '../../server/src/db/open.js';
import { enqueueMail } from '../../server/src/mail/outbox.js';
import { appendSchemeVersion } from '../../server/src/schemes/store.js';
import { ownSchemePayload } from '../helpers/scheme-payload.js';

const CHILD_MAIL_KIND = 'checklist-37';

const [mode = 'hang', schemeId = '0', companyId = '0', userId = '0'] = process.argv.slice(2);
const payload = ownSchemePayload(`Versie 2 (${mode})`);

const handle = await openDatabase({
  databaseUrl: process.env['DATABASE_URL'] || undefined,
  dataDir: process.env['DATA_DIR'] ?? 'data',
});
const now = new Date('2025-03-01T09:00:00Z');
await inTransaction(handle.db, async (tx) => {
  const result = await appendSchemeVersion(
    tx,
    Number(schemeId),
    1,
    payload,
    { userId: Number(userId), companyId: Number(companyId) },
    now,
  );
  if (result.status !== 'saved') throw new Error(`appendSchemeVersion: ${result.status}`);
  await enqueueMail(
    tx,
    {
      kind: CHILD_MAIL_KIND,
      to: 'eigenaar@test.nl',
      subject: 'Versie 2',
      text: 'Versie 2',
      html: '<p>Versie 2</p>',
    },
    now,
  );
  if (mode === 'hang') {
    process.stdout.write('midway\n');
    await new Promise<never>(() => {
      setInterval(() => {}, 60_000);
    });
  }
});
process.stdout.write('committed\n');
setInterval(() => {}, 60_000);
