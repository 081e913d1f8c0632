/**
 * Builds the test database templates (database-templates.ts) once per run, as a child process of the Vitest
 * global set-up (database-setup.ts), which cannot load core's TypeScript sources itself:
 *
 *   node --conditions=@beloning/source --import tsx tests/helpers/database-build.ts <dir> [<postgres base url>]
 *
 * PGlite: one in-memory database is migrated, the fixture caos of each template are imported on top of the
 * one before, and a tarball of each is written into <dir>. PostgreSQL (when a server is given): a template
 * database per stage, each created from the one before.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from '../../server/src/db/database.js';
import { openPglite, openPostgres } from '../../server/src/db/open.js';
import {
  TEMPLATE_NOW,
  TEMPLATES,
  pgliteTemplateFile,
  postgresTemplateName,
  sharedPostgres,
  type TemplateName,
} from './database-templates.js';
import { importFixtureCaos } from './schemes.js';

/** The templates in the order each adds caos to the one before it. */
const STAGES = Object.keys(TEMPLATES) as TemplateName[];

/** The caos a stage adds to the stage before it. */
function addedCaos(index: number): readonly string[] {
  const before: readonly string[] = index === 0 ? [] : TEMPLATES[STAGES[index - 1] as TemplateName];
  return TEMPLATES[STAGES[index] as TemplateName].filter((file) => !before.includes(file));
}

async function pgliteTemplates(dir: string): Promise<void> {
  const handle = await openPglite();
  try {
    await handle.migrate();
    for (const [index, stage] of STAGES.entries()) {
      await importFixtureCaos(handle.db, TEMPLATE_NOW, addedCaos(index));
      if (handle.dump === undefined) throw new Error('PGlite kan geen kopie maken');
      writeFileSync(join(dir, pgliteTemplateFile(stage)), await handle.dump());
    }
  } finally {
    await handle.close();
  }
}

async function postgresTemplates(base: string): Promise<void> {
  const postgres = sharedPostgres(base);
  for (const [index, stage] of STAGES.entries()) {
    const previous = index === 0 ? undefined : postgresTemplateName(STAGES[index - 1] as TemplateName);
    const url = await postgres.createDatabase(postgresTemplateName(stage), previous);
    let handle: DatabaseHandle | undefined;
    try {
      handle = await openPostgres(url);
      if (index === 0) await handle.migrate();
      await importFixtureCaos(handle.db, TEMPLATE_NOW, addedCaos(index));
    } finally {
      // A database can only serve as a template while nobody is connected to it.
      await handle?.close();
    }
  }
}

const [dir, postgresBase] = process.argv.slice(2);
if (dir === undefined) throw new Error('Gebruik: database-build.ts <map> [<postgres-url>]');
await Promise.all([
  pgliteTemplates(dir),
  postgresBase === undefined ? Promise.resolve() : postgresTemplates(postgresBase),
]);
