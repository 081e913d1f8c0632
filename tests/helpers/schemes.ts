import {
  caoSchema,
  inlenersCaoSaveResponseSchema,
  type Cao,
  type InlenersCaoSaveResponse,
} from '@beloning/core/schemas';
import type { App } from '../../server/src/app.js';
import type { Database } from '../../server/src/db/database.js';
import { importCaoFile } from '../../server/src/cao/import.js';
import {
  CAOS_DIR,
  readFixtureCao,
  schemePayloadFor,
  SCHOONMAAK_FILE,
  type SchemeSavePayload,
} from './scheme-payload.js';

export { CAOS_DIR, schemePayloadFor, schemeTableOf, type SchemeSavePayload } from './scheme-payload.js';

/** A fixture cao file as core reads it. */
export function fixtureCao(file = SCHOONMAAK_FILE): Cao {
  return caoSchema.parse(readFixtureCao(file));
}

/** Imports fixture caos (default: Schoonmaak, cao id 1) into the database. */
export async function importFixtureCaos(
  db: Database,
  now: Date,
  files: readonly string[] = [SCHOONMAAK_FILE],
): Promise<void> {
  for (const file of files)
    await importCaoFile(db, `${CAOS_DIR}${file}`, { now, publicUrl: 'http://portaal.test' });
}

/** Saves a scheme over HTTP as the hirer of `token` (version 1, or a new version of `inlener_cao_id`). */
export async function saveScheme(
  app: App,
  token: string,
  payload: SchemeSavePayload = schemePayloadFor(),
  edit?: { inlener_cao_id: number; expected_version: number },
): Promise<InlenersCaoSaveResponse> {
  const response = await app.inject({
    method: edit === undefined ? 'POST' : 'PUT',
    url: '/api/inleners/inleners-cao/',
    headers: { authorization: `Bearer ${token}` },
    payload: { ...payload, ...edit },
  });
  if (response.statusCode !== (edit === undefined ? 201 : 200)) {
    throw new Error(`Regeling niet opgeslagen: ${response.statusCode} ${response.body}`);
  }
  return inlenersCaoSaveResponseSchema.parse(response.json());
}
