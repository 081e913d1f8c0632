import type { InlenersCaoPayload } from '@beloning/core/schemas';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../tests/helpers/accounts.js';
import { describeEachEngine, useTestDatabase } from '../../../tests/helpers/database.js';
import { ownSchemePayload, schemePayloadFor } from '../../../tests/helpers/scheme-payload.js';
import { schemeVersions } from '../db/schema.js';
import { forgetPayloads, isPlainJson, versionPayload, WHOLE_EVERY } from './payloads.js';
import { appendSchemeVersion, createScheme, storedPayload, type SchemeAuthor } from './store.js';

/** A scheme with the cleaning cao's first table as its own (the test database has no caos). */
function withTables(): InlenersCaoPayload {
  const payload = schemePayloadFor();
  return {
    ...payload,
    cao_id: null,
    follow_salary_tables: null,
    signed_fullname: 'Eerste',
    salary_tables: payload.salary_tables.map((table) => ({ ...table, original_salary_table_id: null })),
  };
}

/** The payload as the database gives it back (no undefined members). */
const asJson = (payload: InlenersCaoPayload) => JSON.parse(JSON.stringify(storedPayload(payload))) as unknown;

describeEachEngine('versions stored as their changes', (engine) => {
  const test = useTestDatabase(engine);
  let author: SchemeAuthor;
  const now = new Date('2025-03-01T09:00:00Z');
  beforeAll(async () => {
    const user = await createTestUser(test.handle.db);
    author = { userId: user.userId, companyId: user.companyId };
  });

  const storedRows = (schemeId: number) =>
    test.handle.db
      .select({
        number: schemeVersions.number,
        payload: schemeVersions.payload,
        changes: schemeVersions.changes,
      })
      .from(schemeVersions)
      .where(eq(schemeVersions.schemeId, schemeId))
      .orderBy(asc(schemeVersions.number));

  it('reads back every version of a long history of random edits exactly, also in a new process', async () => {
    const db = test.handle.db;
    const first = withTables();
    const saved = await createScheme(db, first, author, now);
    // Edits as users make them: a wage, a name, a table added or removed, the cao text, a signature.
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('wage' as const), cents: fc.integer({ min: 1300, max: 9999 }) }),
      fc.record({ kind: fc.constant('text' as const), text: fc.string({ maxLength: 40 }) }),
      fc.record({ kind: fc.constant('table' as const), add: fc.boolean() }),
    );
    const edits = fc.sample(edit, { numRuns: WHOLE_EVERY + 8, seed: 19 });
    const history = [first];
    for (const change of edits) {
      const previous = history.at(-1)!;
      const next = structuredClone(previous);
      const [table] = next.salary_tables;
      if (change.kind === 'wage' && table !== undefined) {
        const ages = Object.values(table.full_table);
        const scale = Object.values(ages[0] ?? {})[0];
        const step = Object.keys(scale ?? {})[0];
        if (scale !== undefined && step !== undefined) scale[step] = (change.cents / 100).toFixed(2);
      } else if (change.kind === 'text') {
        next.cao_text = `<p>${change.text}</p>`;
      } else if (change.kind === 'table' && change.add && table !== undefined) {
        next.salary_tables.push({
          ...structuredClone(table),
          name: `Tabel ${next.salary_tables.length + 1}`,
        });
      } else if (change.kind === 'table' && next.salary_tables.length > 1) {
        next.salary_tables.pop();
      }
      next.signed_fullname = `Schrijver ${history.length + 1}`;
      const result = await appendSchemeVersion(db, saved.id, history.length, next, author, now);
      expect(result.status).toBe('saved');
      history.push(next);
    }

    const rows = await storedRows(saved.id);
    expect(rows.map((row) => row.number)).toEqual(history.map((_, index) => index + 1));
    expect(rows[0]?.changes).toBeNull();
    // Mostly changes; whole again at the latest after WHOLE_EVERY - 1 versions as changes.
    expect(rows.filter((row) => row.changes !== null).length).toBeGreaterThan(WHOLE_EVERY / 2);
    let sinceWhole = 0;
    for (const row of rows) {
      expect((row.payload === null) !== (row.changes === null)).toBe(true);
      sinceWhole = row.payload === null ? sinceWhole + 1 : 0;
      expect(sinceWhole).toBeLessThan(WHOLE_EVERY);
    }

    for (const fresh of [false, true]) {
      if (fresh) forgetPayloads(db);
      for (const [index, payload] of [...history.entries()].reverse()) {
        expect(await versionPayload(db, saved.id, index + 1), `versie ${index + 1}`).toEqual(asJson(payload));
      }
    }
    expect(await versionPayload(db, saved.id, history.length + 1)).toBeUndefined();
  });

  it('stores one changed wage as a few dozen bytes, and a whole new content whole', async () => {
    const db = test.handle.db;
    const first = withTables();
    const saved = await createScheme(db, first, author, now);
    const second = structuredClone(first);
    const wages = Object.values(second.salary_tables[0]!.full_table)[0]!;
    const scale = Object.values(wages)[0]!;
    scale[Object.keys(scale)[0]!] = '99.99';
    expect((await appendSchemeVersion(db, saved.id, 1, second, author, now)).status).toBe('saved');
    const third = { ...ownSchemePayload('Ander'), cao_text: '<p>Alles anders</p>'.repeat(50) };
    expect((await appendSchemeVersion(db, saved.id, 2, third, author, now)).status).toBe('saved');
    const [, two, three] = await storedRows(saved.id);
    expect(two?.payload).toBeNull();
    // The stored form: one pointer and the wage (migration 0018), not the object form's path array.
    expect(two?.changes).toEqual([[expect.stringMatching(/^\/salary_tables\/0\/full_table\//), '99.99']]);
    expect(JSON.stringify(two?.changes).length).toBeLessThan(80);
    expect(three?.changes).toBeNull();
    forgetPayloads(db);
    expect(await versionPayload(db, saved.id, 2)).toEqual(asJson(second));
    expect(await versionPayload(db, saved.id, 3)).toEqual(asJson(third));
  });

  it('reads a version stored in the object form of before migration 0018, beside one in the stored form', async () => {
    const db = test.handle.db;
    const first = withTables();
    const saved = await createScheme(db, first, author, now);
    // One wage, and its path as the object form wrote it (list indexes as numbers, members as strings).
    const [age] = Object.keys(first.salary_tables[0]!.full_table);
    const [payscale] = Object.keys(first.salary_tables[0]!.full_table[age!]!);
    const [column] = Object.keys(first.salary_tables[0]!.full_table[age!]![payscale!]!);
    const path = ['salary_tables', 0, 'full_table', age!, payscale!, column!];
    const second = structuredClone(first);
    second.salary_tables[0]!.full_table[age!]![payscale!]![column!] = '17.25';
    expect((await appendSchemeVersion(db, saved.id, 1, second, author, now)).status).toBe('saved');
    const [, two] = await storedRows(saved.id);
    expect(two?.changes).toEqual([[`/salary_tables/0/full_table/${age}/${payscale}/${column}`, '17.25']]);
    // Version 3 as a version of before 0018 was kept: the next wage change in the object form.
    const third = structuredClone(second);
    third.salary_tables[0]!.full_table[age!]![payscale!]![column!] = '18.50';
    await db.insert(schemeVersions).values({
      schemeId: saved.id,
      number: 3,
      changes: [{ p: path, v: '18.50' }],
      madeBy: author.userId,
      signedFullname: 'Eerste',
      termsAccepted: true,
    });
    forgetPayloads(db);
    expect(await versionPayload(db, saved.id, 2)).toEqual(asJson(second));
    expect(await versionPayload(db, saved.id, 3)).toEqual(asJson(third));
  });

  it('keeps what the database gives back, also for a payload that JSON text would change', async () => {
    const db = test.handle.db;
    const saved = await createScheme(db, withTables(), author, now);
    // year_end_bonus_comment undefined: JSON text leaves the member out, and so must what is kept.
    const odd = { ...withTables(), signed_fullname: 'Tweede', year_end_bonus_comment: undefined };
    const result = await appendSchemeVersion(
      db,
      saved.id,
      1,
      { ...odd, inlener_cao_id: saved.id, expected_version: 1 },
      author,
      now,
    );
    expect(result.status).toBe('saved');
    const kept = await versionPayload(db, saved.id, 2);
    expect(Object.hasOwn(kept ?? {}, 'year_end_bonus_comment')).toBe(false);
    expect(kept).toEqual(asJson(odd));
    forgetPayloads(db);
    expect(await versionPayload(db, saved.id, 2)).toEqual(kept);
  });
});

describe('isPlainJson', () => {
  it('takes a parsed body as it is', () => {
    expect(isPlainJson(JSON.parse(JSON.stringify(storedPayload(withTables()))))).toBe(true);
    expect(isPlainJson({ a: [1, 'b', null, true, { c: 0.5 }] })).toBe(true);
  });

  it('refuses what JSON text would change', () => {
    for (const value of [
      { a: undefined },
      [1, undefined],
      // eslint-disable-next-line no-sparse-arrays
      [1, , 3],
      { a: -0 },
      { a: Number.NaN },
      { a: Number.POSITIVE_INFINITY },
      { a: new Date(0) },
      { a: () => 1 },
      Object.assign(Object.create(null) as object, { a: 1 }),
      { a: 1n },
    ]) {
      expect(
        isPlainJson(value),
        String(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? 'bigint' : v))),
      ).toBe(false);
    }
  });
});
