import { createApiClient, createMemoryTokenStore } from '@beloning/core/api';
import {
  agencyHirersResponseSchema,
  caoListResponseSchema,
  fieldErrorBodySchema,
  inlenersCaoListResponseSchema,
  MAX_PAGE_SIZE,
  PAGE_CURSOR_MESSAGE,
  PAGE_LIMIT_MESSAGE,
  type KoppelingRequest,
} from '@beloning/core/schemas';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { importFixtureCaos, saveScheme, schemePayloadFor } from '../../../tests/helpers/schemes.js';
import { useTestApp, type TestAppUser } from '../../../tests/helpers/test-app.js';
import { encodeCursor } from '../http/paging.js';

const SCHEMES = '/api/inleners/inleners-cao-list/';
const CAOS = '/api/inleners/caos-list/';
const HIRERS = '/api/uitleners/inleners/';

let kvkCounter = 0;
const freshKvk = () => String(30_000_000 + ((process.pid * 191 + ++kvkCounter * 13) % 9_999_999));

describeEachEngine('paged lists', (engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak-groothandel' });

  /** One page: its rows (checked with `schema`) and the next page's address from the Link header. */
  const page = async <T>(token: string, url: string, schema: z.ZodType<T[]>) => {
    const response = await test.call(token, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    const link = response.headers.link;
    const next = typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
    if (link !== undefined) expect(next, String(link)).toBeDefined();
    return { rows: schema.parse(response.json()), next };
  };

  /** Every page from `url` on, each row once as the pages give them, and how many pages there were. */
  const allPages = async <T>(token: string, url: string, schema: z.ZodType<T[]>) => {
    const rows: T[] = [];
    let pages = 0;
    for (let next: string | undefined = url; next !== undefined; pages++) {
      const current: { rows: T[]; next: string | undefined } = await page(token, next, schema);
      rows.push(...current.rows);
      next = current.next;
    }
    return { rows, pages };
  };

  /** Core's client for `token`, its fetch answered by the app through inject (no port). */
  const clientOf = (token: string) =>
    createApiClient({
      baseUrl: '/api',
      fetch: async (url, init) => {
        const response = await test.app.inject({
          method: init.method as 'GET',
          url,
          headers: init.headers,
          ...(init.body === undefined ? {} : { payload: init.body }),
        });
        const header = (name: string) => {
          const value = response.headers[name.toLowerCase()];
          return value === undefined ? null : String(value);
        };
        return {
          status: response.statusCode,
          ok: response.statusCode < 300,
          headers: { get: header },
          text: () => Promise.resolve(response.body),
        };
      },
      tokenStore: createMemoryTokenStore({
        access: token,
        access_expiration: new Date(test.clock.now().getTime() + 300_000).toISOString(),
        refresh: 'niet-gebruikt',
        refresh_expiration: new Date(test.clock.now().getTime() + 300_000).toISOString(),
      }),
      now: () => test.clock.now().getTime(),
    });

  const expectBadRequest = async (token: string, url: string, field: string, message: string) => {
    const response = await test.call(token, 'GET', url);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldErrorBodySchema.parse(response.json()).errors).toEqual({ [field]: [message] });
  };

  /** A cursor of the wrong list, a made-up one, and text that is no cursor at all. */
  const badCursors = [encodeCursor(['x', 'y', 1]), encodeCursor({ after: 1 }), 'Zm9v!', 'a'.repeat(2001)];

  it('pages the cao list: every version once, in the order of one big page, and a cao imported between pages where it sorts', async () => {
    const user = await test.hirer();
    const whole = (await page(user.token, `${CAOS}?limit=${MAX_PAGE_SIZE}`, caoListResponseSchema)).rows;
    expect(whole.length).toBeGreaterThanOrEqual(2);
    const paged = await allPages(user.token, `${CAOS}?limit=1`, caoListResponseSchema);
    expect(paged.rows).toEqual(whole);
    expect(paged.pages).toBe(whole.length);
    // Without a limit the default page holds them all: no Link header.
    const plain = await test.call(user.token, 'GET', CAOS);
    expect([caoListResponseSchema.parse(plain.json()), plain.headers.link]).toEqual([whole, undefined]);

    const first = await page(user.token, `${CAOS}?limit=1`, caoListResponseSchema);
    expect(first.next).toMatch(/^\/api\/inleners\/caos-list\/\?limit=1&after=[\w-]+$/);
    await importFixtureCaos(test.db, test.clock.now(), [
      'beroepsgoederenvervoer-2025.json',
      'voorbeeld-groothandel-v2.json',
    ]);
    const rest = await allPages(user.token, first.next ?? '', caoListResponseSchema);
    const fresh = (await page(user.token, `${CAOS}?limit=${MAX_PAGE_SIZE}`, caoListResponseSchema)).rows;
    expect(fresh.length).toBe(whole.length + 2);
    const ids = (rows: readonly { cao_id: number }[]) => rows.map((row) => row.cao_id);
    const seen = ids(first.rows)[0];
    // The rest is exactly what follows the first page's row in a fresh read: nothing twice, nothing skipped.
    expect(ids(rest.rows)).toEqual(ids(fresh).slice(ids(fresh).indexOf(seen ?? 0) + 1));

    // Core's client follows the same pages by their Link headers, as the portal and the CLI do.
    const client = clientOf(user.token);
    expect(await client.caos.list({ pageSize: 1 })).toEqual(fresh);
    expect(await client.caos.list({ pageSize: 2, limit: 3 })).toEqual(fresh.slice(0, 3));

    const latest = await allPages(user.token, `${CAOS}latest/?limit=1`, caoListResponseSchema);
    const latestWhole = (await page(user.token, `${CAOS}latest/`, caoListResponseSchema)).rows;
    expect(latest.rows).toEqual(latestWhole);
    expect(latest.pages).toBe(latestWhole.length);
  });

  it('refuses a bad limit or cursor on every paged list with a Dutch message', async () => {
    const hirer = await test.hirer();
    const agency = await test.agency({ kvkNr: freshKvk() });
    for (const [token, url] of [
      [hirer.token, CAOS],
      [hirer.token, `${CAOS}latest/`],
      [hirer.token, SCHEMES],
      [hirer.token, `${SCHEMES}?get_proposals=true&`],
      [agency.token, HIRERS],
    ] as const) {
      const join = url.endsWith('&') ? '' : '?';
      for (const limit of ['0', String(MAX_PAGE_SIZE + 1), 'tien', '-1', '2,5', '']) {
        await expectBadRequest(token, `${url}${join}limit=${limit}`, 'limit', PAGE_LIMIT_MESSAGE);
      }
      for (const after of badCursors) {
        await expectBadRequest(token, `${url}${join}after=${after}`, 'after', PAGE_CURSOR_MESSAGE);
      }
    }
    // A cursor of one list is refused by another.
    const caoCursor = (await page(hirer.token, `${CAOS}?limit=1`, caoListResponseSchema)).next?.split(
      'after=',
    )[1];
    await expectBadRequest(hirer.token, `${SCHEMES}?after=${caoCursor}`, 'after', PAGE_CURSOR_MESSAGE);
  });

  it('pages the schemes and then the open proposals; a scheme saved between pages comes first, so nothing repeats or goes missing', async () => {
    const hirerKvk = freshKvk();
    const hirer = await test.hirer({ kvkNr: hirerKvk, kvkVerified: true });
    const guids: string[] = [];
    for (let index = 0; index < 5; index++) {
      guids.unshift((await saveScheme(test.app, hirer.token)).guid);
      // Two schemes in the same millisecond: the id decides between them.
      if (index !== 2) test.clock.advance(1_000);
    }
    const agencyKvk = freshKvk();
    const agency = await test.agency({ kvkNr: agencyKvk });
    await linkTo(hirer, guids[0] ?? '', agency, agencyKvk);
    for (let index = 0; index < 3; index++) {
      const proposed = await test.call(agency.token, 'POST', '/api/inleners/inleners-cao/', {
        ...schemePayloadFor(),
        proposal_inlener_id: hirer.companyId,
        follow_salary_tables: null,
        signed_fullname: 'Piet Planner',
      });
      expect(proposed.statusCode, proposed.body).toBe(201);
      test.clock.advance(1_000);
    }
    const guidsOf = (rows: readonly { guid: string }[]) => rows.map((row) => row.guid);
    const whole = (await page(hirer.token, `${SCHEMES}?get_proposals=true`, inlenersCaoListResponseSchema))
      .rows;
    expect(whole.length).toBe(8);
    expect(guidsOf(whole.slice(0, 5))).toEqual(guids);
    for (const limit of [1, 2, 3, 5, 7, 8]) {
      const paged = await allPages(
        hirer.token,
        `${SCHEMES}?get_proposals=true&limit=${limit}`,
        inlenersCaoListResponseSchema,
      );
      expect(guidsOf(paged.rows), `limit ${limit}`).toEqual(guidsOf(whole));
      expect(paged.pages).toBe(Math.ceil(8 / limit));
    }
    const client = clientOf(hirer.token);
    expect(guidsOf(await client.schemes.list({ getProposals: true }, { pageSize: 3 }))).toEqual(
      guidsOf(whole),
    );
    expect(guidsOf(await client.schemes.list({}, { limit: 4, pageSize: 3 }))).toEqual(guids.slice(0, 4));
    const own = await allPages(hirer.token, `${SCHEMES}?limit=2`, inlenersCaoListResponseSchema);
    expect(guidsOf(own.rows)).toEqual(guids);
    expect(own.pages).toBe(3);

    const first = await page(
      hirer.token,
      `${SCHEMES}?get_proposals=true&limit=3`,
      inlenersCaoListResponseSchema,
    );
    const added = await saveScheme(test.app, hirer.token);
    const rest = await allPages(hirer.token, first.next ?? '', inlenersCaoListResponseSchema);
    expect(guidsOf([...first.rows, ...rest.rows])).toEqual(guidsOf(whole));
    const fresh = await allPages(
      hirer.token,
      `${SCHEMES}?get_proposals=true&limit=3`,
      inlenersCaoListResponseSchema,
    );
    expect(guidsOf(fresh.rows)).toEqual([added.guid, ...guidsOf(whole)]);

    // Another hirer's list is its own: empty, and a cursor from this one finds nothing there.
    const other = await test.hirer();
    expect(await allPages(other.token, first.next ?? '', inlenersCaoListResponseSchema)).toEqual({
      rows: [],
      pages: 1,
    });
  });

  /** The hirer shares the scheme `guid` with the agency, at the agency user's address. */
  const linkTo = async (hirer: TestAppUser, guid: string, agency: TestAppUser, kvk: string) => {
    const koppeling: KoppelingRequest = {
      kvk_nr: kvk,
      handelsnaam: `Uitzendbureau ${kvk}`,
      contact_email: agency.email,
      disabled: false,
    };
    const response = await test.call(hirer.token, 'PUT', `/api/inleners/inleners-cao/${guid}/koppelingen/`, {
      koppelingen: [koppeling],
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('pages the shared hirers by name; a hirer that starts sharing between pages shows up where it sorts', async () => {
    const agencyKvk = freshKvk();
    const agency = await test.agency({ kvkNr: agencyKvk });
    const share = async (companyName: string) => {
      const hirer = await test.hirer({ kvkVerified: true, companyName });
      await linkTo(hirer, (await saveScheme(test.app, hirer.token)).guid, agency, agencyKvk);
      return hirer;
    };
    for (const name of ['Delta B.V.', 'bakkerij Alfa', 'Charlie B.V.', 'Echo B.V.', 'Charlie B.V.']) {
      await share(name);
    }
    const namesOf = (rows: readonly { company_name: string }[]) => rows.map((row) => row.company_name);
    const whole = (await page(agency.token, HIRERS, agencyHirersResponseSchema)).rows;
    expect(namesOf(whole)).toEqual([
      'bakkerij Alfa',
      'Charlie B.V.',
      'Charlie B.V.',
      'Delta B.V.',
      'Echo B.V.',
    ]);
    for (const limit of [1, 2, 4]) {
      const paged = await allPages(agency.token, `${HIRERS}?limit=${limit}`, agencyHirersResponseSchema);
      expect(paged.rows, `limit ${limit}`).toEqual(whole);
      expect(paged.pages).toBe(Math.ceil(5 / limit));
    }

    const first = await page(agency.token, `${HIRERS}?limit=2`, agencyHirersResponseSchema);
    expect(namesOf(first.rows)).toEqual(['bakkerij Alfa', 'Charlie B.V.']);
    await share('Aa B.V.');
    await share('Foxtrot B.V.');
    await share('Charlie B.V.');
    const rest = await allPages(agency.token, first.next ?? '', agencyHirersResponseSchema);
    // The hirer sorting before the cursor is not in the rest; the ones after it are, each once.
    expect(namesOf(rest.rows)).toEqual([
      'Charlie B.V.',
      'Charlie B.V.',
      'Delta B.V.',
      'Echo B.V.',
      'Foxtrot B.V.',
    ]);
    const everyone = (await page(agency.token, HIRERS, agencyHirersResponseSchema)).rows;
    expect(await clientOf(agency.token).agency.hirers({ pageSize: 2 })).toEqual(everyone);
    const ids = [...first.rows, ...rest.rows].map((row) => row.inlener_id);
    expect(new Set(ids).size).toBe(ids.length);

    // The longest company name, in letters of two bytes, makes a cursor that still comes back whole.
    const long = `Zuid ${'ë'.repeat(295)}`;
    await share(long);
    await share('Zz B.V.');
    const byOne = await allPages(agency.token, `${HIRERS}?limit=1`, agencyHirersResponseSchema);
    expect(namesOf(byOne.rows).slice(-2)).toEqual([long, 'Zz B.V.']);
    expect(byOne.pages).toBe(byOne.rows.length);
  });
});
