import { resolve } from 'node:path';
import { count } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { DataDirLockedError } from '../db/lock.js';
import { openDatabase } from '../db/open.js';
import { outbox } from '../db/schema.js';
import { CaoFileError, importCaoFile } from './import.js';

export const IMPORT_USAGE = 'Gebruik: npm run caos:import -- <bestand.json>';

export interface CaoImportCommandIo {
  env: Record<string, string | undefined>;
  /** The directory a relative file name is taken from (npm sets INIT_CWD to where it was started). */
  cwd: string;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  /** Default: open the database of the configuration (PGlite in DATA_DIR or DATABASE_URL) and migrate it. */
  open?: (
    env: Record<string, string | undefined>,
  ) => Promise<{ database: DatabaseHandle; publicUrl: string }>;
  now?: () => Date;
}

async function openConfigured(
  env: Record<string, string | undefined>,
): Promise<{ database: DatabaseHandle; publicUrl: string }> {
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return { database, publicUrl: config.publicUrl };
}

/**
 * `npm run caos:import -- <file>`: adds the cao version in the file as the latest version of its cao (found
 * by `code`). A file with problems lists every one of them and changes nothing. Returns the exit code: 0
 * imported or already there, 1 refused or failed, 2 wrong use.
 */
export async function runCaoImportCommand(args: readonly string[], io: CaoImportCommandIo): Promise<number> {
  const files = args.filter((arg) => arg !== '--');
  if (files.length !== 1 || files[0] === '-h' || files[0] === '--help') {
    io.stderr(IMPORT_USAGE);
    io.stderr(
      'Het bestand bevat één cao-versie zoals GET /api/inleners/caos/{id} die geeft (zie fixtures/caos).',
    );
    return 2;
  }
  const path = resolve(io.cwd, files[0] ?? '');
  let opened: { database: DatabaseHandle; publicUrl: string };
  try {
    opened = await (io.open ?? openConfigured)(io.env);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      io.stderr(error.message);
      return 1;
    }
    throw error;
  }
  const { database, publicUrl } = opened;
  try {
    const mailsBefore = await countMails(database);
    const result = await importCaoFile(database.db, path, { now: io.now?.() ?? new Date(), publicUrl });
    if (result.status === 'unchanged') {
      io.stdout(
        `Niets gewijzigd: deze inhoud is al ingelezen als ${result.fullName}, versie ${result.version} ` +
          `(cao-id ${result.versionId}).`,
      );
      return 0;
    }
    io.stdout(`Ingelezen: ${result.fullName}, versie ${result.version} (cao-id ${result.versionId}).`);
    if (result.previousVersionId === null) {
      io.stdout('Dit is de eerste versie van deze cao.');
    } else {
      const mails = (await countMails(database)) - mailsBefore;
      io.stdout(`De vorige versie (cao-id ${result.previousVersionId}) is niet meer de nieuwste.`);
      io.stdout(
        result.changedTableIds.length === 0
          ? 'Geen loontabellen gewijzigd.'
          : `Loontabellen van de vorige versie met nieuwere tabellen: ${result.changedTableIds.join(', ')}.`,
      );
      io.stdout(
        `${mails} ${mails === 1 ? 'e-mail' : 'e-mails'} over de nieuwe versie klaargezet; de server verstuurt ze.`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof CaoFileError) {
      io.stderr(error.message);
      io.stderr('Er is niets gewijzigd.');
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

async function countMails(database: DatabaseHandle): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(outbox);
  return row?.n ?? 0;
}
