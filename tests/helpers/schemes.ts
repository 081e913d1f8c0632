import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  caoSchema,
  inlenersCaoSaveResponseSchema,
  type Cao,
  type InlenersCaoPayload,
  type InlenersCaoSaveResponse,
} from '@beloning/core/schemas';
import type { App } from '../../server/src/app.js';
import type { Database } from '../../server/src/db/database.js';
import { importCaoFile } from '../../server/src/cao/import.js';

/** The fixture caos, for tests that need cao data in their database. */
export const CAOS_DIR = fileURLToPath(new URL('../../fixtures/caos/', import.meta.url));

/** A fixture cao file as core reads it. */
export function fixtureCao(file = 'schoonmaak-glazenwassers.json'): Cao {
  return caoSchema.parse(JSON.parse(readFileSync(`${CAOS_DIR}${file}`, 'utf8')));
}

/** Imports fixture caos (default: Schoonmaak, cao id 1) into the database. */
export async function importFixtureCaos(
  db: Database,
  now: Date,
  files: readonly string[] = ['schoonmaak-glazenwassers.json'],
): Promise<void> {
  for (const file of files)
    await importCaoFile(db, `${CAOS_DIR}${file}`, { now, publicUrl: 'http://portaal.test' });
}

export type SchemeSavePayload = Omit<InlenersCaoPayload, 'inlener_cao_id' | 'expected_version'>;

/** A valid scheme as the wizard saves it, from the first salary table of a fixture cao. */
export function schemePayloadFor(cao: Cao = fixtureCao()): SchemeSavePayload {
  const table = cao.salary_tables[0];
  if (table === undefined) throw new Error('De fixture-cao heeft geen loontabel');
  return {
    proposal_inlener_id: null,
    follow_salary_tables: true,
    signed_fullname: 'Jan de Vries',
    terms_accepted: true,
    cao_id: cao.id,
    cao_text: '<p>De normale arbeidsduur is 38 uur per week.</p>',
    duration_start: table.active_per,
    duration_end: '2026-06-30',
    vacation_amount: cao.vacation_time_amount,
    vacation_allowance: cao.vacation_allowance,
    vacation_time_type: cao.vacation_time_type,
    salary_tables: [
      {
        salary_table_id: table.id,
        original_salary_table_id: table.id,
        name: table.name,
        active_per: table.active_per,
        end_date: table.end_date,
        conform: 'CAO',
        wages_per: table.wages_per,
        wages_divided_by: table.wages_divided_by,
        hour_definition: table.hour_definition,
        initial_scaling: table.initial_scaling,
        adv_comment: table.adv_comment,
        adv_type: null,
        adv_amount: null,
        bbl: false,
        periodiek_verhogingen: [],
        shift_work_comment: '',
        full_table: table.full_table,
        inleners_jobs: [
          {
            job_id: null,
            name: 'Glazenwasser hoogbouw',
            minimal_payscale: table.payscales[1] ?? '',
            aard: null,
          },
        ],
      },
    ],
    werksoorten: [
      {
        name: 'OV01',
        amount: '25',
        start_date: table.active_per,
        end_date: null,
        description: 'Eerste twee uur',
        type: 'percentage',
        comment: 'Na 38 uur per week',
      },
    ],
    educations: [{ description: 'VCA basis', inleners_jobs: ['Glazenwasser hoogbouw'] }],
    one_off_bonuses: [],
    bonus_combination: 'highest',
    year_end_bonus_type: 'percentage',
    year_end_bonus_amount: cao.year_end_bonus_amount,
    year_end_bonus_comment: 'Uitbetaald in december',
  };
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
