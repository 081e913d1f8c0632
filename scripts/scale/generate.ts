/**
 * The scale data set (issue 19): fills a PostgreSQL database, after the server's migrations and seed, with
 * derived caos, hirer and agency companies with their users, schemes with their versions, and links from the
 * schemes to agencies. Seeded, so two runs make the same content (ids may interleave differently, as schemes
 * are saved over several connections at once).
 *
 *   npm run scale:generate -- --database-url postgres://user@host:5432/db [--caos 400] [--hirers 10000]
 *     [--versions 100000] [--agencies 2000] [--seed 2025]
 *
 * Caos go through the server's cao import, scheme versions through its store (createSchemeIn and
 * appendVersionIn; never our own SQL, as the storage of versions may change), companies, users and links
 * through plain batched inserts of the same rows the server writes. See scripts/README.md.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Cao } from '@beloning/core/schemas';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { importCaoVersion } from '../../server/src/cao/import.js';
import { queryRows } from '../../server/src/db/database.js';
import { openPostgres } from '../../server/src/db/open.js';
import { seed } from '../../server/src/db/seed.js';
import {
  derivedCao,
  fixtureCaos,
  HISTORY_START,
  insertAccounts,
  insertLinks,
  saveSchemeHistory,
  schemePayloadOn,
  SCALE_PASSWORD,
  seededRandom,
  type Account,
  type LinkRow,
  type SchemePayload,
} from './data.js';

export interface ScaleSizes {
  caos: number;
  hirers: number;
  versions: number;
  agencies: number;
  seed: number;
}

/** The sizes of issue 19. */
export const FULL_SIZES: ScaleSizes = {
  caos: 400,
  hirers: 10_000,
  versions: 100_000,
  agencies: 2_000,
  seed: 2025,
};

/** Scheme saves that run at once (each its own connection and transaction). */
const PARALLEL_SAVES = 6;

const FIXTURES_DIR = fileURLToPath(new URL('../../fixtures', import.meta.url));

export interface GenerateReport {
  sizes: ScaleSizes;
  schemes: number;
  links: number;
  seconds: { caos: number; accounts: number; schemes: number; links: number; analyze: number; total: number };
}

/**
 * How many schemes each hirer has: most 1 to 3, some 4 to 10, a few 11 to 60 (mean about 2.6).
 */
function schemeCount(random: () => number): number {
  const r = random();
  if (r < 0.55) return 1;
  if (r < 0.8) return 2;
  if (r < 0.9) return 3;
  if (r < 0.98) return 4 + Math.floor(random() * 7);
  return 11 + Math.floor(random() * 50);
}

/**
 * Versions per scheme adding up to `total`: every scheme has version 1, the rest goes by heavy-tailed
 * weights (Pareto, alpha 1.3, at most 300 versions), so most schemes have a few versions and some many.
 */
function versionCounts(schemes: number, total: number, random: () => number): number[] {
  if (total < schemes) throw new Error(`${total} versies is minder dan ${schemes} regelingen`);
  const weights = Array.from({ length: schemes }, () => Math.min(300, (1 - random()) ** (-1 / 1.3)) - 1);
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const extra = total - schemes;
  const counts = weights.map((w) => 1 + Math.floor((extra * w) / sum));
  let missing = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; missing > 0; i = (i + 1) % schemes, missing -= 1) counts[i]! += 1;
  return counts;
}

/** Picks an index in [0, n) with weight (rank + 1) ^ -0.5: a few agencies serve hundreds of hirers. */
function zipfPicker(n: number, random: () => number): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 0; rank < n; rank += 1) cumulative.push((sum += (rank + 1) ** -0.5));
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

async function inParallel<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Fills the database at `databaseUrl` (migrated and seeded here first); `log` gets progress lines. */
export async function generateScale(
  databaseUrl: string,
  sizes: ScaleSizes = FULL_SIZES,
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<GenerateReport> {
  const started = performance.now();
  const lap = (() => {
    let last = started;
    return () => {
      const now = performance.now();
      const seconds = (now - last) / 1000;
      last = now;
      return seconds;
    };
  })();
  const random = seededRandom(sizes.seed);
  const handle = await openPostgres(databaseUrl);
  try {
    const { db } = handle;
    await handle.migrate();
    const now = new Date(HISTORY_START);
    await seed(db, { fixturesDir: FIXTURES_DIR, publicUrl: 'http://schaal.test', now });
    const [{ hirers: existing } = { hirers: 0 }] = await queryRows<{ hirers: number }>(
      db,
      sql`select count(*)::int as hirers from companies`,
    );
    if (existing > 0)
      throw new Error('De database heeft al bedrijven; de schaalset hoort in een lege database');

    // Caos: renamed copies of the fixtures through the server's import; the newest version of each is used.
    const fixtures = fixtureCaos();
    const caos: Cao[] = [];
    for (let n = 0; n < sizes.caos; n += 1) {
      const versions = derivedCao(fixtures, n);
      for (const cao of versions) {
        const result = await importCaoVersion(db, cao, {
          fileName: `${cao.code}.json`,
          now,
          publicUrl: 'http://schaal.test',
        });
        if (result.versionId !== cao.id)
          throw new Error(`cao ${cao.code} kreeg id ${result.versionId}, niet ${cao.id}`);
      }
      caos.push(versions.at(-1)!);
    }
    const payloads: SchemePayload[] = caos.map(schemePayloadOn);
    const caoSeconds = lap();
    log(`schaal: ${sizes.caos} cao's ingelezen (${caoSeconds.toFixed(1)} s)`);

    // Accounts: one argon2id hash for all, KVK numbers 1xxxxxxx (hirers) and 2xxxxxxx (agencies).
    const passwordHash = await hashPassword(SCALE_PASSWORD);
    const agencies = await insertAccounts(
      db,
      'uitlener',
      Array.from({ length: sizes.agencies }, (_, i) => ({
        kvkNr: String(20_000_000 + i),
        name: `Uitzendbureau ${i} B.V.`,
        email: `planning@uitlener-${i}.schaal.test`,
      })),
      passwordHash,
    );
    const hirers = await insertAccounts(
      db,
      'inlener',
      Array.from({ length: sizes.hirers }, (_, i) => ({
        kvkNr: String(10_000_000 + i),
        name: `Inlener ${i} B.V.`,
        email: `hr@inlener-${i}.schaal.test`,
      })),
      passwordHash,
    );
    const accountSeconds = lap();
    log(`schaal: ${sizes.hirers} inleners en ${sizes.agencies} uitleners (${accountSeconds.toFixed(1)} s)`);

    // Schemes: per hirer a count, per scheme a number of versions, a cao and a start; each its own random.
    interface PlannedScheme {
      hirer: Account;
      payload: SchemePayload;
      versions: number;
      start: number;
      seed: number;
    }
    const perHirer = hirers.map(() => schemeCount(random));
    const counts = versionCounts(
      perHirer.reduce((a, b) => a + b, 0),
      sizes.versions,
      random,
    );
    const planned: PlannedScheme[] = [];
    hirers.forEach((hirer, h) => {
      for (let s = 0; s < perHirer[h]!; s += 1) {
        planned.push({
          hirer,
          payload: payloads[Math.floor(random() * payloads.length)]!,
          versions: counts[planned.length]!,
          start: HISTORY_START + Math.floor(random() * 365 * 24 * 3600 * 1000),
          seed: Math.floor(random() * 2 ** 32),
        });
      }
    });
    const schemeIds = new Array<number>(planned.length);
    let done = 0;
    let savedVersions = 0;
    const order = planned.map((_, index) => index);
    await inParallel(order, PARALLEL_SAVES, async (index) => {
      const plan = planned[index]!;
      const saved = await saveSchemeHistory(
        db,
        plan.hirer,
        plan.payload,
        plan.versions,
        seededRandom(plan.seed),
        plan.start,
      );
      schemeIds[index] = saved.id;
      done += 1;
      savedVersions += plan.versions;
      if (done % 2000 === 0) {
        const seconds = (performance.now() - started) / 1000;
        log(
          `schaal: ${done}/${planned.length} regelingen, ${savedVersions} versies (${seconds.toFixed(0)} s)`,
        );
      }
    });
    const schemeSeconds = lap();
    log(`schaal: ${planned.length} regelingen met ${sizes.versions} versies (${schemeSeconds.toFixed(1)} s)`);

    // Links: every hirer works with 1 to 15 agencies (mean about 6), popular agencies far more often; each
    // of its schemes is linked to each of them. 5 % disconnected, 70 % opened by the agency.
    const pickAgency = zipfPicker(agencies.length, random);
    const links: LinkRow[] = [];
    let first = 0;
    hirers.forEach((hirer, h) => {
      const wanted = Math.min(agencies.length, 1 + Math.floor(Math.min(14, random() * random() * 25)));
      const chosen = new Set<number>();
      while (chosen.size < wanted) chosen.add(pickAgency());
      for (let s = 0; s < perHirer[h]!; s += 1) {
        const plan = planned[first + s]!;
        for (const a of chosen) {
          links.push({
            hirer,
            schemeId: schemeIds[first + s]!,
            agency: agencies[a]!,
            disabled: random() < 0.05,
            opened: random() < 0.7,
            at: new Date(plan.start),
          });
        }
      }
      first += perHirer[h]!;
    });
    await insertLinks(db, links);
    const linkSeconds = lap();
    log(`schaal: ${links.length} koppelingen (${linkSeconds.toFixed(1)} s)`);

    await db.execute(sql`vacuum analyze`);
    const analyzeSeconds = lap();
    const total = (performance.now() - started) / 1000;
    log(`schaal: klaar in ${total.toFixed(0)} s`);
    return {
      sizes,
      schemes: planned.length,
      links: links.length,
      seconds: {
        caos: caoSeconds,
        accounts: accountSeconds,
        schemes: schemeSeconds,
        links: linkSeconds,
        analyze: analyzeSeconds,
        total,
      },
    };
  } finally {
    await handle.close();
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      caos: { type: 'string' },
      hirers: { type: 'string' },
      versions: { type: 'string' },
      agencies: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  if (url === undefined) {
    process.stderr.write('Geef --database-url postgres://... (of DATABASE_URL) van een lege database.\n');
    process.exit(2);
  }
  const size = (name: keyof ScaleSizes) => {
    const value = values[name];
    return value === undefined ? FULL_SIZES[name] : Number(value);
  };
  const report = await generateScale(url, {
    caos: size('caos'),
    hirers: size('hirers'),
    versions: size('versions'),
    agencies: size('agencies'),
    seed: size('seed'),
  });
  process.stdout.write(`${JSON.stringify(report)}\n`);
}
