import { createApiClient, createMemoryTokenStore, withAllVersions } from '@beloning/core/api';
import {
  agencyHirersResponseSchema,
  caoListResponseSchema,
  DETAIL_VERSIONS,
  inlenersCaoResponseSchema,
  schemeVersionsResponseSchema,
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
const versionsOf = (guid: string) => `/api/inleners/inleners-cao/${guid}/versions/`;
const agencyVersionsOf = (guid: string) => `/api/uitleners/inleners-cao/${guid}/versions/`;

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
    const hirer = await test.hirer({ kvkVerified: true });
    const agencyKvk = freshKvk();
    const agency = await test.agency({ kvkNr: agencyKvk });
    const { guid } = await saveScheme(test.app, hirer.token);
    await linkTo(hirer, guid, agency, agencyKvk);
    for (const [token, url] of [
      [hirer.token, CAOS],
      [hirer.token, `${CAOS}latest/`],
      [hirer.token, SCHEMES],
      [hirer.token, `${SCHEMES}?get_proposals=true&`],
      [agency.token, HIRERS],
      [hirer.token, versionsOf(guid)],
      [agency.token, agencyVersionsOf(guid)],
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
    await expectBadRequest(
      hirer.token,
      `${versionsOf(guid)}?after=${caoCursor}`,
      'after',
      PAGE_CURSOR_MESSAGE,
    );
    // A version cursor of another form: not a whole version number above 0.
    for (const key of [
      ['v', 0],
      ['v', '3'],
      ['v', 1.5],
      ['s', 3],
    ]) {
      await expectBadRequest(
        hirer.token,
        `${versionsOf(guid)}?after=${encodeCursor(key)}`,
        'after',
        PAGE_CURSOR_MESSAGE,
      );
    }
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

  it("pages a scheme's versions, the newest first; the detail carries the newest page and where the rest goes on", async () => {
    const hirer = await test.hirer({ kvkVerified: true });
    const total = DETAIL_VERSIONS + 3;
    const saved = await saveScheme(test.app, hirer.token);
    for (let version = 1; version < total; version++) {
      await saveScheme(test.app, hirer.token, schemePayloadFor(), {
        inlener_cao_id: saved.id,
        expected_version: version,
      });
      if (version % 10 === 0) test.clock.advance(1_000);
    }
    const numbers = (rows: readonly { version: number }[]) => rows.map((row) => row.version);
    const newestFirst = Array.from({ length: total }, (_, index) => total - index);

    const detail = inlenersCaoResponseSchema.parse(
      (await test.call(hirer.token, 'GET', `/api/inleners/inleners-cao/${saved.guid}/`)).json(),
    );
    // The newest DETAIL_VERSIONS, oldest first as before, and the cursor of the older ones.
    expect(numbers(detail.versions)).toEqual(newestFirst.slice(0, DETAIL_VERSIONS).reverse());
    expect(detail.versions_after).toEqual(expect.any(String));
    const older = await allPages(
      hirer.token,
      `${versionsOf(saved.guid)}?after=${detail.versions_after}`,
      schemeVersionsResponseSchema,
    );
    expect(numbers(older.rows)).toEqual([3, 2, 1]);
    // An earlier version's detail lists the same versions.
    const second = inlenersCaoResponseSchema.parse(
      (await test.call(hirer.token, 'GET', `/api/inleners/inleners-cao/${saved.guid}/?version=2`)).json(),
    );
    expect([second.version, second.versions, second.versions_after]).toEqual([
      2,
      detail.versions,
      detail.versions_after,
    ]);

    const whole = await page(
      hirer.token,
      `${versionsOf(saved.guid)}?limit=${MAX_PAGE_SIZE}`,
      schemeVersionsResponseSchema,
    );
    expect([numbers(whole.rows), whole.next]).toEqual([newestFirst, undefined]);
    expect(whole.rows.slice(0, DETAIL_VERSIONS).reverse()).toEqual(detail.versions);
    for (const limit of [1, 7, DETAIL_VERSIONS]) {
      const paged = await allPages(
        hirer.token,
        `${versionsOf(saved.guid)}?limit=${limit}`,
        schemeVersionsResponseSchema,
      );
      expect(numbers(paged.rows), `limit ${limit}`).toEqual(newestFirst);
      expect(paged.pages).toBe(Math.ceil(total / limit));
    }
    // Without a limit: the default page, then the rest.
    const first = await page(hirer.token, versionsOf(saved.guid), schemeVersionsResponseSchema);
    expect(numbers(first.rows)).toEqual(newestFirst.slice(0, DETAIL_VERSIONS));
    expect(first.next).toMatch(/^\/api\/inleners\/inleners-cao\/[\w-]+\/versions\/\?after=[\w-]+$/);

    // A version saved between pages is newer than the cursor: the rest is unchanged, nothing twice.
    const third = await page(hirer.token, `${versionsOf(saved.guid)}?limit=40`, schemeVersionsResponseSchema);
    await saveScheme(test.app, hirer.token, schemePayloadFor(), {
      inlener_cao_id: saved.id,
      expected_version: total,
    });
    const rest = await allPages(hirer.token, third.next ?? '', schemeVersionsResponseSchema);
    expect(numbers([...third.rows, ...rest.rows])).toEqual(newestFirst);

    // Core's client follows the pages, from the start or from the detail's cursor (the portal and the CLI).
    const client = clientOf(hirer.token);
    expect(numbers(await client.schemes.versions(saved.guid, { pageSize: 9 }))).toEqual([
      total + 1,
      ...newestFirst,
    ]);
    const complete = await withAllVersions(detail, (options) => client.schemes.versions(saved.guid, options));
    expect([numbers(complete.versions), complete.versions_after]).toEqual([[...newestFirst].reverse(), null]);

    // The agency the scheme is shared with: the same pages, through its own calls.
    const agencyKvk = freshKvk();
    const agency = await test.agency({ kvkNr: agencyKvk });
    await linkTo(hirer, saved.guid, agency, agencyKvk);
    const shared = inlenersCaoResponseSchema.parse(
      (await test.call(agency.token, 'GET', `/api/uitleners/inleners-cao/${saved.guid}/`)).json(),
    );
    expect(numbers(shared.versions)).toEqual([
      ...newestFirst.slice(0, DETAIL_VERSIONS - 1).reverse(),
      total + 1,
    ]);
    const agencyPaged = await allPages(
      agency.token,
      `${agencyVersionsOf(saved.guid)}?limit=30`,
      schemeVersionsResponseSchema,
    );
    expect(numbers(agencyPaged.rows)).toEqual([total + 1, ...newestFirst]);
    const agencyComplete = await withAllVersions(shared, (options) =>
      clientOf(agency.token).agency.schemeVersions(saved.guid, options),
    );
    expect(numbers(agencyComplete.versions)).toEqual([...newestFirst].reverse().concat(total + 1));

    // Nobody else sees them: another hirer, an agency it is not shared with, a guid that is no scheme.
    const other = await test.hirer();
    const stranger = await test.agency({ kvkNr: freshKvk() });
    for (const [token, url] of [
      [other.token, versionsOf(saved.guid)],
      [stranger.token, agencyVersionsOf(saved.guid)],
      [hirer.token, versionsOf('00000000-0000-4000-8000-000000000000')],
      [hirer.token, versionsOf('geen-guid')],
    ] as const) {
      const response = await test.call(token, 'GET', url);
      expect(response.statusCode, url).toBe(404);
    }
    // A hirer's version list is not the agency's route, nor the other way round.
    expect((await test.call(agency.token, 'GET', versionsOf(saved.guid))).statusCode).toBe(403);
    expect((await test.call(hirer.token, 'GET', agencyVersionsOf(saved.guid))).statusCode).toBe(403);

    // A scheme with few versions: all of them in the detail, no cursor, one page.
    const small = await saveScheme(test.app, hirer.token);
    await saveScheme(test.app, hirer.token, schemePayloadFor(), {
      inlener_cao_id: small.id,
      expected_version: 1,
    });
    const smallDetail = inlenersCaoResponseSchema.parse(
      (await test.call(hirer.token, 'GET', `/api/inleners/inleners-cao/${small.guid}/`)).json(),
    );
    expect([numbers(smallDetail.versions), smallDetail.versions_after]).toEqual([[1, 2], null]);
    expect(await withAllVersions(smallDetail, () => Promise.reject(new Error('niet nodig')))).toBe(
      smallDetail,
    );
    const smallPage = await page(hirer.token, versionsOf(small.guid), schemeVersionsResponseSchema);
    expect([numbers(smallPage.rows), smallPage.next]).toEqual([[2, 1], undefined]);
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
