/**
 * Issue 14: concurrent saves lose and double nothing, on both engines (on PostgreSQL the requests really run
 * side by side; PGlite runs one transaction at a time, but the requests still interleave between queries).
 * Rows are counted in the database itself.
 *
 * - 50 saves of one version of one scheme (the same expected_version): exactly one wins, 49 get 412, none
 *   fails otherwise; the scheme has versions 1 and 2, without a gap or a double, and version 2 is exactly
 *   the winner's content. And 50 schemes, each saved once at the same moment: 50 times version 2.
 * - 20 saves of the link list of one scheme, as tabs would: each replaces the list with its own (two of four
 *   agencies). What a save acknowledges (200): the links of its list are connected and every other link of
 *   the scheme is disconnected (never deleted), and its answer is that state of the table. So every answer
 *   connects exactly its own list; the table has one row per agency ever sent (none lost, none doubled, one
 *   'created' event each); and the final table equals the answer of one acknowledged save, the one that
 *   committed last.
 */
import {
  inlenersCaoSaveResponseSchema,
  koppelingenResponseSchema,
  type KoppelingRequest,
} from '@beloning/core/schemas';
import { asc, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Engine } from '../../server/src/db/database.js';
import { koppelingEvents, koppelingen, schemes, schemeVersions } from '../../server/src/db/schema.js';
import { versionPayload } from '../../server/src/schemes/payloads.js';
import { uniqueKvkNr } from '../helpers/account-api.js';
import { describeEachEngine } from '../helpers/database.js';
import { saveScheme, schemePayloadFor } from '../helpers/schemes.js';
import { useTestApp } from '../helpers/test-app.js';
import { reportSection, table } from './report.js';

const SAVE = '/api/inleners/inleners-cao/';
const VERSION_SAVES = 50;
const SCHEMES_AT_ONCE = 50;
const LINK_SAVES = 20;

interface ConcurrencyFigures {
  versionStatuses: string;
  versionRows: string;
  versionGapsOrDoubles: number;
  winnerContent: boolean;
  schemeStatuses: string;
  schemeVersionRows: number;
  linkStatuses: string;
  agenciesSent: number;
  linkRows: number;
  linksLost: number;
  linksDoubled: number;
  createdEvents: number;
  answersWithOwnList: number;
  finalIsAnAnswer: boolean;
}

/** '200 × 1, 412 × 49': the statuses of `responses`, by status. */
function statusCounts(statuses: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const status of [...statuses].sort()) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status} × ${count}`).join(', ');
}

const report = reportSection<ConcurrencyFigures>('concurrency', (figures) => {
  const rows: [string, keyof ConcurrencyFigures][] = [
    [`${VERSION_SAVES} saves of version 1 of one scheme at once: answers`, 'versionStatuses'],
    ['version rows of that scheme afterwards', 'versionRows'],
    ['gaps or doubles in its version numbers', 'versionGapsOrDoubles'],
    ["version 2 is exactly the winner's content", 'winnerContent'],
    [`${SCHEMES_AT_ONCE} schemes, each saved once at the same moment: answers`, 'schemeStatuses'],
    ['their version rows afterwards', 'schemeVersionRows'],
    [`${LINK_SAVES} saves of the link list of one scheme at once: answers`, 'linkStatuses'],
    ['agencies in the lists sent', 'agenciesSent'],
    ['link rows of the scheme afterwards', 'linkRows'],
    ['links lost', 'linksLost'],
    ['links doubled', 'linksDoubled'],
    ["'created' events", 'createdEvents'],
    ['answers that connect exactly their own list', 'answersWithOwnList'],
    ['the final table equals the answer of one acknowledged save', 'finalIsAnAnswer'],
  ];
  const cell = (value: ConcurrencyFigures[keyof ConcurrencyFigures]) =>
    typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
  return [
    '## Concurrency',
    '',
    '`tests/reliability/concurrency.test.ts`: requests sent at the same moment through the app, rows counted in',
    'the database. A link-list save replaces the list: the links of its list are connected, every other link',
    'of the scheme is disconnected (never deleted), and its answer is that state of the table.',
    '',
    table(
      ['', 'PGlite', 'PostgreSQL'],
      rows.map(([label, key]) => [label, cell(figures.pglite[key]), cell(figures.postgres[key])]),
    ),
  ].join('\n');
});

describeEachEngine('concurrency', (engine: Engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak' });
  const figures: Partial<ConcurrencyFigures> = {};

  /** The versions with their payloads as the server reads them (whole, or rebuilt from their changes). */
  const versionRows = async (schemeIds: number[]) => {
    const rows = await test.db
      .select({
        schemeId: schemeVersions.schemeId,
        number: schemeVersions.number,
        signedFullname: schemeVersions.signedFullname,
      })
      .from(schemeVersions)
      .where(inArray(schemeVersions.schemeId, schemeIds))
      .orderBy(asc(schemeVersions.schemeId), asc(schemeVersions.number));
    return Promise.all(
      rows.map(async (row) => ({ ...row, payload: await versionPayload(test.db, row.schemeId, row.number) })),
    );
  };

  it(`lets exactly one of ${VERSION_SAVES} saves of one version win, with the winner's content and no gap`, async () => {
    const owner = await test.hirer();
    const saved = await saveScheme(test.app, owner.token);
    const payload = (index: number) => ({
      ...schemePayloadFor(),
      signed_fullname: `Schrijver ${index}`,
      cao_text: `<p>Tekst van schrijver ${index}</p>`,
      inlener_cao_id: saved.id,
      expected_version: 1,
    });
    const responses = await Promise.all(
      Array.from({ length: VERSION_SAVES }, (_, index) =>
        test.call(owner.token, 'PUT', SAVE, payload(index)),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    figures.versionStatuses = statusCounts(statuses);
    const winners = statuses.flatMap((status, index) => (status === 200 ? [index] : []));
    const rows = await versionRows([saved.id]);
    figures.versionRows = rows.map((row) => row.number).join(', ');
    figures.versionGapsOrDoubles = rows.filter((row, index) => row.number !== index + 1).length;
    const winner = winners[0];
    const second = rows[1];
    const others = JSON.stringify(rows.map((row) => [row.signedFullname, row.payload]));
    figures.winnerContent =
      winner !== undefined &&
      second?.signedFullname === `Schrijver ${winner}` &&
      second.payload?.cao_text === payload(winner).cao_text &&
      Array.from({ length: VERSION_SAVES }, (_, index) => index)
        .filter((index) => index !== winner)
        .every((index) => !others.includes(`schrijver ${index}<`) && !others.includes(`Schrijver ${index}"`));

    expect(statuses.filter((status) => status !== 200 && status !== 412)).toEqual([]);
    expect(winners).toHaveLength(1);
    expect(rows.map((row) => row.number)).toEqual([1, 2]);
    expect(figures.winnerContent).toBe(true);
    const [scheme] = await test.db.select().from(schemes).where(eq(schemes.id, saved.id));
    expect(scheme?.currentVersion).toBe(2);
    const answered = inlenersCaoSaveResponseSchema.parse(responses[winner!]!.json());
    expect(answered.version).toBe(2);
  });

  it(`saves ${SCHEMES_AT_ONCE} schemes at the same moment, each as its version 2`, async () => {
    const owner = await test.hirer();
    const saved = [];
    for (let index = 0; index < SCHEMES_AT_ONCE; index += 1)
      saved.push(await saveScheme(test.app, owner.token));
    const responses = await Promise.all(
      saved.map((scheme, index) =>
        test.call(owner.token, 'PUT', SAVE, {
          ...schemePayloadFor(),
          signed_fullname: `Regeling ${index}`,
          inlener_cao_id: scheme.id,
          expected_version: 1,
        }),
      ),
    );
    figures.schemeStatuses = statusCounts(responses.map((response) => response.statusCode));
    const rows = await versionRows(saved.map((scheme) => scheme.id));
    figures.schemeVersionRows = rows.length;
    expect(responses.map((response) => response.statusCode)).toEqual(Array(SCHEMES_AT_ONCE).fill(200));
    expect(rows.map((row) => `${row.schemeId}:${row.number}`).sort()).toEqual(
      saved.flatMap((scheme) => [`${scheme.id}:1`, `${scheme.id}:2`]).sort(),
    );
    saved.forEach((scheme, index) => {
      const second = rows.find((row) => row.schemeId === scheme.id && row.number === 2);
      expect(second?.signedFullname).toBe(`Regeling ${index}`);
    });
  });

  it(`takes ${LINK_SAVES} saves of one link list at once: no error, no lost or doubled link, the last one stays`, async () => {
    const owner = await test.hirer({ kvkVerified: true });
    const saved = await saveScheme(test.app, owner.token);
    const agencies = Array.from({ length: 4 }, () => uniqueKvkNr());
    const link = (kvk: string): KoppelingRequest => ({
      kvk_nr: kvk,
      handelsnaam: `Uitzendbureau ${kvk} B.V.`,
      contact_email: `planning-${kvk}@uitzend.test`,
      disabled: false,
    });
    // Save i connects two neighbouring agencies, in either order: every agency is added by some saves and
    // left out by others.
    const lists = Array.from({ length: LINK_SAVES }, (_, index) => {
      const pair = [agencies[index % 4]!, agencies[(index + 1) % 4]!];
      return index % 8 < 4 ? pair : pair.reverse();
    });
    const responses = await Promise.all(
      lists.map((list) =>
        test.call(owner.token, 'PUT', `/api/inleners/inleners-cao/${saved.guid}/koppelingen/`, {
          koppelingen: list.map(link),
        }),
      ),
    );
    figures.linkStatuses = statusCounts(responses.map((response) => response.statusCode));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(LINK_SAVES).fill(200));

    /** A state of the links: each agency with whether it is connected, in the order of the agencies. */
    const state = (links: readonly { kvk_nr: string; disabled: boolean }[]) =>
      [...links]
        .sort((a, b) => a.kvk_nr.localeCompare(b.kvk_nr))
        .map((row) => `${row.kvk_nr}:${row.disabled ? 'los' : 'verbonden'}`)
        .join(' ');
    const answers = responses.map((response) => koppelingenResponseSchema.parse(response.json()).koppelingen);
    const connected = (links: readonly { kvk_nr: string; disabled: boolean }[]) =>
      links
        .filter((row) => !row.disabled)
        .map((row) => row.kvk_nr)
        .sort();
    figures.answersWithOwnList = answers.filter(
      (answer, index) => JSON.stringify(connected(answer)) === JSON.stringify([...lists[index]!].sort()),
    ).length;

    const rows = await test.db.select().from(koppelingen).where(eq(koppelingen.schemeId, saved.id));
    const kvks = rows.map((row) => row.kvkNr);
    figures.agenciesSent = new Set(lists.flat()).size;
    figures.linkRows = rows.length;
    figures.linksLost = [...new Set(lists.flat())].filter((kvk) => !kvks.includes(kvk)).length;
    figures.linksDoubled = kvks.length - new Set(kvks).size;
    const created = await test.db
      .select()
      .from(koppelingEvents)
      .where(
        inArray(
          koppelingEvents.koppelingId,
          rows.map((row) => row.id),
        ),
      );
    figures.createdEvents = created.filter((event) => event.kind === 'created').length;
    const final = state(rows.map((row) => ({ kvk_nr: row.kvkNr, disabled: row.disabled })));
    figures.finalIsAnAnswer = answers.some((answer) => state(answer) === final);

    expect(figures.answersWithOwnList).toBe(LINK_SAVES);
    expect([figures.linksLost, figures.linksDoubled]).toEqual([0, 0]);
    expect(figures.linkRows).toBe(agencies.length);
    expect(figures.createdEvents).toBe(agencies.length);
    expect(figures.finalIsAnAnswer, `final ${final}; answers ${answers.map(state).join(' | ')}`).toBe(true);
    report.record(engine, figures as ConcurrencyFigures);
  });
});
