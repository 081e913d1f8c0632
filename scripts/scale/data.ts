/**
 * What the scale generator (generate.ts) and the scale bench (../bench/scale.bench.ts) share: a seeded random
 * source, cao copies derived from the fixture caos, scheme payloads on all tables of a cao with one-cell
 * edits, bulk inserts of companies, users and links, and the bench's subjects: the same few hirers and one
 * agency, made the same way in the fresh database and in the scale database, so that the two runs do the same
 * work and differ only in the size of everything around it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inlenersCaoPayloadSchema, type Cao, type InlenersCaoPayload } from '@beloning/core/schemas';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { inTransaction, type Database } from '../../server/src/db/database.js';
import { companies, koppelingEvents, koppelingen, users } from '../../server/src/db/schema.js';
import { appendVersionIn, createSchemeIn, type SchemeAuthor } from '../../server/src/schemes/store.js';
import { schemeTableOf } from '../../tests/helpers/scheme-payload.js';

/** The password of every generated user (one argon2id hash, computed once). */
export const SCALE_PASSWORD = 'Schaal-wachtwoord-2025';

/** The moment the generated history starts; versions are spread over the two years after it. */
export const HISTORY_START = Date.parse('2024-01-01T08:00:00Z');
const TWO_YEARS_MS = 2 * 365 * 24 * 3600 * 1000;

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIXTURE_CAOS_DIR = fileURLToPath(new URL('../../fixtures/caos/', import.meta.url));

/** The fixture caos as files have them, in file-name order. */
export function fixtureCaos(): Cao[] {
  return readdirSync(FIXTURE_CAOS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(`${FIXTURE_CAOS_DIR}${name}`, 'utf8')) as Cao);
}

/** Every wage of a full table times `factor`, with two decimals as the files have them. */
function scaledTable(fullTable: Cao['salary_tables'][number]['full_table'], factor: number) {
  return Object.fromEntries(
    Object.entries(fullTable).map(([age, scales]) => [
      age,
      Object.fromEntries(
        Object.entries(scales).map(([scale, steps]) => [
          scale,
          Object.fromEntries(
            Object.entries(steps).map(([step, wage]) => [step, (Number(wage) * factor).toFixed(2)]),
          ),
        ]),
      ),
    ]),
  ) as typeof fullTable;
}

/**
 * The versions of the n-th derived cao, oldest first: a renamed copy of one fixture cao (a cao with two
 * fixture versions gives two versions), with its own code, version and table ids, and wages 0 to 6 % higher.
 * Ids: version id 10 000 + 10 n + v, table ids 1 000 000 + 100 n + 10 v + t, clear of the fixtures' own.
 */
export function derivedCao(fixtures: readonly Cao[], n: number): Cao[] {
  const codes = [...new Set(fixtures.map((cao) => cao.code))].sort();
  const code = codes[n % codes.length]!;
  const versions = fixtures.filter((cao) => cao.code === code).sort((a, b) => a.version - b.version);
  const factor = 1 + (n % 13) * 0.005;
  return versions.map((cao, v) => ({
    ...cao,
    id: 10_000 + 10 * n + v,
    code: `${code}-schaal-${n}`,
    full_name: `${cao.full_name} (schaal ${n})`,
    salary_tables: cao.salary_tables.map((table, t) => ({
      ...table,
      id: 1_000_000 + 100 * n + 10 * v + t,
      cao_id: 10_000 + 10 * n + v,
      full_table: scaledTable(table.full_table, factor),
    })),
  }));
}

export type SchemePayload = Omit<InlenersCaoPayload, 'inlener_cao_id' | 'expected_version'>;

/**
 * A scheme that follows all salary tables of a cao version as the cao has them (the ids are those the cao
 * version has in the database), with one job on each table's second payscale: what the wizard saves for a
 * hirer that follows the cao. Checked against core's inlenersCaoPayloadSchema.
 */
export function schemePayloadOn(cao: Cao): SchemePayload {
  const first = cao.salary_tables[0];
  if (first === undefined) throw new Error(`De cao ${cao.full_name} heeft geen loontabel`);
  const job = 'Medewerker schaal';
  const payload: SchemePayload = {
    proposal_inlener_id: null,
    follow_salary_tables: true,
    signed_fullname: 'Jan de Vries',
    terms_accepted: true,
    cao_id: cao.id,
    cao_text: '<p>De normale arbeidsduur is 38 uur per week.</p>',
    duration_start: first.active_per,
    duration_end: cao.duration_end ?? '2026-12-31',
    vacation_amount: cao.vacation_time_amount,
    vacation_allowance: cao.vacation_allowance,
    vacation_time_type: cao.vacation_time_type,
    salary_tables: cao.salary_tables.map((table) => ({
      ...schemeTableOf(table, job),
      full_table: structuredClone(table.full_table),
    })),
    werksoorten: [
      {
        name: 'OV01',
        amount: '25',
        start_date: first.active_per,
        end_date: null,
        description: 'Eerste twee uur',
        type: 'percentage',
        comment: 'Na 38 uur per week',
      },
    ],
    educations: [{ description: 'VCA basis', inleners_jobs: [job] }],
    one_off_bonuses: [],
    bonus_combination: 'highest',
    year_end_bonus_type: 'percentage',
    year_end_bonus_amount: cao.year_end_bonus_amount,
    year_end_bonus_comment: 'Uitbetaald in december',
  };
  inlenersCaoPayloadSchema.parse(payload);
  return payload;
}

/**
 * Changes `cells` wage cells of the payload in place, as a real edit does (a few cents up), at positions
 * `random` picks; the payload stays valid (a wage with two decimals).
 */
export function editCells(payload: SchemePayload, random: () => number, cells = 1): void {
  for (let i = 0; i < cells; i += 1) {
    const table = payload.salary_tables[Math.floor(random() * payload.salary_tables.length)];
    if (table === undefined) return;
    const ages = Object.values(table.full_table);
    const scales = Object.values(ages[Math.floor(random() * ages.length)] ?? {});
    const steps = scales[Math.floor(random() * scales.length)] ?? {};
    const keys = Object.keys(steps);
    const key = keys[Math.floor(random() * keys.length)];
    if (key === undefined) continue;
    steps[key] = (Number(steps[key]) + 0.01 * (1 + Math.floor(random() * 25))).toFixed(2);
  }
}

/** A scheme with `versions` versions through the server's store (one transaction): each after v1 edits cells. */
export async function saveSchemeHistory(
  db: Database,
  author: SchemeAuthor,
  base: SchemePayload,
  versions: number,
  random: () => number,
  start: number,
): Promise<{ id: number; guid: string; version: number }> {
  // Each version its own copy: the store keeps (and freezes) the payload a version was saved with.
  let payload = structuredClone(base) as InlenersCaoPayload;
  // Versions a few days to weeks apart, the last one before the end of the two years.
  const step = Math.min(
    14 * 24 * 3600 * 1000,
    (HISTORY_START + TWO_YEARS_MS - start) / Math.max(1, versions),
  );
  return inTransaction(db, async (tx) => {
    const created = await createSchemeIn(tx, payload, author, new Date(start));
    for (let number = 2; number <= versions; number += 1) {
      payload = structuredClone(payload);
      editCells(payload, random, 1 + Math.floor(random() * 3));
      const result = await appendVersionIn(
        tx,
        created.id,
        number - 1,
        payload,
        author,
        new Date(start + (number - 1) * step),
      );
      if (result.status !== 'saved') throw new Error(`versie ${number} niet opgeslagen: ${result.status}`);
    }
    return { ...created, version: versions };
  });
}

export interface Account {
  companyId: number;
  userId: number;
  kvkNr: string;
  name: string;
  email: string;
}

/** A company of `kind` with one active main user per entry, inserted in batches; answers them in order. */
export async function insertAccounts(
  db: Database,
  kind: 'inlener' | 'uitlener',
  entries: readonly { kvkNr: string; name: string; email: string }[],
  passwordHash: string,
): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let from = 0; from < entries.length; from += 1000) {
    const batch = entries.slice(from, from + 1000);
    const companyRows = await db
      .insert(companies)
      .values(
        batch.map((entry) => ({ kind, kvkNr: entry.kvkNr, companyName: entry.name, kvkVerified: true })),
      )
      .returning({ id: companies.id });
    const userRows = await db
      .insert(users)
      .values(
        batch.map((entry, index) => ({
          username: entry.email,
          email: entry.email,
          passwordHash,
          companyId: companyRows[index]!.id,
          isMainUser: true,
          canCreateSchemes: true,
          isActive: true,
          admission: 'founder' as const,
        })),
      )
      .returning({ id: users.id });
    batch.forEach((entry, index) =>
      accounts.push({ ...entry, companyId: companyRows[index]!.id, userId: userRows[index]!.id }),
    );
  }
  return accounts;
}

export interface LinkRow {
  hirer: Account;
  schemeId: number;
  agency: Account;
  disabled: boolean;
  opened: boolean;
  at: Date;
}

/** Links with their 'created' events (and 'disabled' for a disconnected one), in batches. */
export async function insertLinks(db: Database, links: readonly LinkRow[]): Promise<void> {
  for (let from = 0; from < links.length; from += 1000) {
    const batch = links.slice(from, from + 1000);
    const rows = await db
      .insert(koppelingen)
      .values(
        batch.map((link) => ({
          companyId: link.hirer.companyId,
          schemeId: link.schemeId,
          kvkNr: link.agency.kvkNr,
          handelsnaam: link.agency.name,
          contactEmail: link.agency.email,
          disabled: link.disabled,
          createdBy: link.hirer.userId,
          createdAt: link.at,
          updatedAt: link.at,
          firstOpenedAt: link.opened ? link.at : null,
        })),
      )
      .returning({ id: koppelingen.id });
    await db.insert(koppelingEvents).values(
      batch.flatMap((link, index) => [
        {
          koppelingId: rows[index]!.id,
          kind: 'created' as const,
          userId: link.hirer.userId,
          createdAt: link.at,
        },
        ...(link.disabled
          ? [
              {
                koppelingId: rows[index]!.id,
                kind: 'disabled' as const,
                userId: link.hirer.userId,
                createdAt: link.at,
              },
            ]
          : []),
      ]),
    );
  }
}

/** The bench's accounts: logins (username = e-mail) with SCALE_PASSWORD. */
export const SUBJECTS = {
  agency: 'bench-uitlener@schaal.test',
  /** A hirer with a typical number of schemes (3, of 5 versions each), for the list. */
  listHirer: 'bench-lijst@schaal.test',
  /** A hirer with many schemes (one per load connection), for the saves. */
  saveHirer: 'bench-opslaan@schaal.test',
} as const;

/** How many hirers share with the bench agency (the list and save hirers among them). */
export const SUBJECT_AGENCY_HIRERS = 100;

/**
 * The bench's subjects in `db` (which has the fixture caos: cao version 1, the Schoonmaak cao with four
 * tables): the agency, the list hirer (3 schemes of 5 versions), the save hirer (`saveSchemes` schemes of 2
 * versions) and 98 more hirers with 1 to 3 schemes of 4 versions; every scheme is linked to the agency. KVK
 * numbers 3xxxxxxx, which the generator does not use. Seeded, so both databases get the same content.
 */
export async function createSubjects(
  db: Database,
  cao: Cao,
  saveSchemes: number,
): Promise<{ saveSchemes: { id: number; guid: string; version: number }[] }> {
  const random = seededRandom(19);
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const [agency] = await insertAccounts(
    db,
    'uitlener',
    [{ kvkNr: '39999999', name: 'Bench Uitzendbureau B.V.', email: SUBJECTS.agency }],
    passwordHash,
  );
  const hirers = await insertAccounts(
    db,
    'inlener',
    Array.from({ length: SUBJECT_AGENCY_HIRERS }, (_, i) => ({
      kvkNr: String(30_000_000 + i),
      name: `Bench Inlener ${String(i).padStart(3, '0')} B.V.`,
      email: i === 0 ? SUBJECTS.listHirer : i === 1 ? SUBJECTS.saveHirer : `bench-inlener-${i}@schaal.test`,
    })),
    passwordHash,
  );
  const base = schemePayloadOn(cao);
  const links: LinkRow[] = [];
  const saves: { id: number; guid: string; version: number }[] = [];
  for (const [i, hirer] of hirers.entries()) {
    const [count, versions] = i === 0 ? [3, 5] : i === 1 ? [saveSchemes, 2] : [1 + (i % 3), 4];
    for (let s = 0; s < count; s += 1) {
      const start = HISTORY_START + Math.floor(random() * TWO_YEARS_MS * 0.5);
      const scheme = await saveSchemeHistory(db, hirer, base, versions, random, start);
      if (i === 1) saves.push(scheme);
      links.push({
        hirer,
        schemeId: scheme.id,
        agency: agency!,
        disabled: false,
        opened: s > 0,
        at: new Date(start),
      });
    }
  }
  await insertLinks(db, links);
  return { saveSchemes: saves };
}
