import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError, createApiClient, createMemoryTokenStore, type ApiClient } from '@beloning/core/api';
import {
  aardTypesResponseSchema,
  caoListResponseSchema,
  caoResponseSchema,
  caoSchema,
  fieldErrorBodySchema,
  salaryTablesResponseSchema,
  werksoortsResponseSchema,
  type Cao,
} from '@beloning/core/schemas';
import { beforeAll, expect, it } from 'vitest';
import { createTestUser } from '../../../tests/helpers/accounts.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { DEFAULT_AARD_TYPES } from '../cao/aard-types.js';
import { inTransaction } from '../db/database.js';
import { seed } from '../db/seed.js';

const FIXTURES = fileURLToPath(new URL('../../../fixtures', import.meta.url));

async function fixture(name: string): Promise<Cao> {
  return caoSchema.parse(JSON.parse(await readFile(join(FIXTURES, 'caos', name), 'utf8')));
}

const NOT_FOUND = { detail: 'Niet gevonden.' };

describeEachEngine('cao data routes', (engine) => {
  const test = useTestApp(engine);
  let access: string;
  let client: ApiClient;

  beforeAll(async () => {
    await seed(test.db, { fixturesDir: FIXTURES, publicUrl: 'http://portaal.test', now: test.clock.now() });
    const user = await createTestUser(test.db);
    const tokens = await inTransaction(test.db, (tx) =>
      test.app.sessions.issueTokenSet(tx, user.userId, test.clock.now()),
    );
    access = tokens.access;
    const baseUrl = `${await test.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
    // Core's client checks every answer against core's response schema, so a passing call proves the shape.
    client = createApiClient({
      baseUrl,
      fetch: (url, init) => fetch(url, init),
      tokenStore: createMemoryTokenStore(tokens),
      now: () => test.clock.now().getTime(),
    });
  }, 60_000);

  const get = (url: string, token: string | null = access) =>
    test.app.inject({
      method: 'GET',
      url,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });

  it('lists every cao version, and only the latest ones', async () => {
    const all = await client.caos.list();
    expect(all.map((option) => option.cao_id)).toEqual([2, 1, 3, 4]);
    expect(all[1]).toEqual({
      cao_id: 1,
      full_name: 'Cao Schoonmaak- en Glazenwassersbedrijf 2024-2026',
      vacation_time_type: 'hours_per_year',
      vacation_time_amount: '197.6',
      vacation_allowance: '8',
      year_end_bonus_amount: '5',
    });
    const latest = await client.caos.listLatest();
    expect(latest.map((option) => option.cao_id)).toEqual([2, 1, 4]);
    expect(caoListResponseSchema.parse((await get('/api/inleners/caos-list/')).json())).toEqual(all);
  });

  it('gives one cao version as the fixture has it, with or without the trailing slash', async () => {
    for (const name of ['schoonmaak-glazenwassers.json', 'voorbeeld-groothandel-v2.json']) {
      const file = await fixture(name);
      expect(await client.caos.get(file.id)).toEqual(file);
      const response = await get(`/api/inleners/caos/${file.id}/`);
      expect(response.statusCode).toBe(200);
      expect(caoResponseSchema.parse(response.json())).toEqual(file);
    }
  });

  it('gives the werksoorten and the salary tables of a cao version', async () => {
    const schoonmaak = await fixture('schoonmaak-glazenwassers.json');
    expect(await client.caos.werksoorten({ caoId: 1 })).toEqual(schoonmaak.werksoorts);
    expect(await client.caos.salaryTables({ caoId: 1 })).toEqual(schoonmaak.salary_tables);
    const werksoorten = await get('/api/inleners/werksoorts/?cao_id=3');
    expect(werksoortsResponseSchema.parse(werksoorten.json())).toEqual(
      (await fixture('voorbeeld-groothandel-v1.json')).werksoorts,
    );
    const tables = salaryTablesResponseSchema.parse(
      (await get('/api/inleners/salary-tables/?cao_id=4')).json(),
    );
    expect(
      tables.map((table) => [table.id, table.salary_table_id, table.cao_id, table.original_salary_table_id]),
    ).toEqual([[401, 401, 4, null]]);
  });

  it('gives the aard types as [code, label] pairs', async () => {
    expect(await client.caos.aardTypes()).toEqual(DEFAULT_AARD_TYPES);
    expect(aardTypesResponseSchema.parse((await get('/api/inleners/aard-types/')).json())).toEqual(
      DEFAULT_AARD_TYPES,
    );
  });

  it('answers an unknown cao id with 404 Niet gevonden.', async () => {
    for (const url of [
      '/api/inleners/caos/999',
      '/api/inleners/caos/999/',
      '/api/inleners/caos/2147483647',
      '/api/inleners/werksoorts/?cao_id=999',
      '/api/inleners/salary-tables/?cao_id=2147483647',
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode, body: response.json() as unknown }).toEqual({
        url,
        status: 404,
        body: NOT_FOUND,
      });
    }
    const error = await client.caos.get(999).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('answers a malformed cao id with 400 and the Dutch message under the field', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['/api/inleners/caos/abc', { id: ['Vul een geldige waarde in'] }],
      ['/api/inleners/caos/0/', { id: ['Vul een geldige waarde in'] }],
      ['/api/inleners/caos/-1', { id: ['Vul een geldige waarde in'] }],
      ['/api/inleners/caos/1.5', { id: ['Vul een geldige waarde in'] }],
      // Beyond the integer column no id can exist: a value out of range, as for a body (issue 14).
      ['/api/inleners/caos/2147483648', { id: ['Vul een geldige waarde in'] }],
      ['/api/inleners/caos/99999999999999999999', { id: ['Vul een geldige waarde in'] }],
      ['/api/inleners/salary-tables/?cao_id=2147483648', { cao_id: ['Vul een geldige waarde in'] }],
      ['/api/inleners/werksoorts/', { cao_id: ['Veld is vereist'] }],
      ['/api/inleners/werksoorts/?cao_id=', { cao_id: ['Veld is vereist'] }],
      ['/api/inleners/werksoorts/?cao_id=een', { cao_id: ['Vul een geldige waarde in'] }],
      ['/api/inleners/salary-tables/?cao_id=1%27%20or%201=1', { cao_id: ['Vul een geldige waarde in'] }],
      ['/api/inleners/salary-tables/?cao_id=1&cao_id=2', { cao_id: ['Vul een geldige waarde in'] }],
      ['/api/inleners/salary-tables/?caoId=1', { cao_id: ['Veld is vereist'], caoId: ['Onbekend veld'] }],
    ];
    for (const [url, errors] of cases) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(fieldErrorBodySchema.parse(response.json())).toEqual({ errors, non_field_errors: [] });
    }
  });

  it('refuses every call without a valid login', async () => {
    for (const url of [
      '/api/inleners/caos-list/',
      '/api/inleners/caos-list/latest/',
      '/api/inleners/caos/1',
      '/api/inleners/caos/1/',
      '/api/inleners/aard-types/',
      '/api/inleners/werksoorts/?cao_id=1',
      '/api/inleners/salary-tables/?cao_id=1',
    ]) {
      for (const token of [null, 'geen-geldig-token']) {
        const response = await get(url, token);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
        expect(response.json()).toEqual({ detail: expect.any(String) as string });
      }
    }
  });
});
