import { maxLengthMessage, MESSAGES } from '@beloning/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/app.js';
import { nextClientAddress } from '../../../tests/helpers/bad-input.js';
import { useTestDatabase } from '../../../tests/helpers/database.js';
import type { App } from '../app.js';
import { UNKNOWN_FIELD } from '../http/validation.js';
import { KvkUnavailableError, type KvkRegistry } from '../kvk/registry.js';
import { HANDELSNAAM_RATE_LIMIT, KVK_DISTURBED } from './kvk.js';

// The route touches no table, so one engine is enough; the app only needs a database to start.
const test = useTestDatabase('pglite');

async function appWith(kvk?: KvkRegistry): Promise<App> {
  const { app } = await buildTestApp(test.handle, kvk === undefined ? {} : { kvk });
  await app.ready();
  return app;
}

const lookup = (app: App, query: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: `/api/inleners/handelsnaam/${query}`, remoteAddress });

describe('GET /api/inleners/handelsnaam/ with the default (fixture) registry', () => {
  let app: App;
  beforeAll(async () => {
    app = await appWith();
  }, 30_000);
  afterAll(async () => app.close());

  it('answers the [name, type] pairs without logging in', async () => {
    const response = await lookup(app, '?kvk_nr=68750110');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      ['Test BV Donald', 'rechtspersoon'],
      ['Test BV Donald', 'hoofdvestiging'],
    ]);
  });

  it('answers an empty list for a number that is not registered', async () => {
    const response = await lookup(app, '?kvk_nr=12345678');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['letters', '?kvk_nr=6875011a', MESSAGES.kvkInvalid],
    ['more than 8 characters', '?kvk_nr=687501100', maxLengthMessage(8)],
    ['empty', '?kvk_nr=', MESSAGES.required],
    ['missing', '', MESSAGES.required],
  ])('refuses a KVK number that is %s with a Dutch message under kvk_nr', async (_case, query, message) => {
    const response = await lookup(app, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { kvk_nr: [message] }, non_field_errors: [] });
  });

  it('refuses an unknown query parameter', async () => {
    const response = await lookup(app, '?kvk_nr=68750110&naam=Donald');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { naam: [UNKNOWN_FIELD] }, non_field_errors: [] });
  });

  it('answers 502 with the Dutch disturbance notice when the registry fails (fixture error numbers)', async () => {
    for (const kvkNr of ['90004973', '90002903']) {
      const response = await lookup(app, `?kvk_nr=${kvkNr}`);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ detail: KVK_DISTURBED });
    }
  });
});

describe('GET /api/inleners/handelsnaam/ with a registry passed to buildApp', { timeout: 30_000 }, () => {
  it('looks up the number as core normalises it (spaces removed, a lost leading zero restored)', async () => {
    const asked: string[] = [];
    const app = await appWith({
      lookup: async (kvkNr) => {
        asked.push(kvkNr);
        return [];
      },
    });
    try {
      expect((await lookup(app, '?kvk_nr=1234567')).json()).toEqual([]);
      expect((await lookup(app, '?kvk_nr=123%20456')).json()).toEqual([]);
      expect(asked).toEqual(['01234567', '00123456']);
    } finally {
      await app.close();
    }
  });

  it('answers 502 for KvkUnavailableError and 500 for any other fault', async () => {
    const app = await appWith({
      lookup: async (kvkNr) => {
        if (kvkNr === '11111111') throw new KvkUnavailableError('geen antwoord', { code: 'timeout' });
        throw new Error('programmeerfout');
      },
    });
    try {
      const unavailable = await lookup(app, '?kvk_nr=11111111');
      expect(unavailable.statusCode).toBe(502);
      expect(unavailable.json()).toEqual({
        detail: 'De koppeling met de Kamer van Koophandel is verstoord. Probeer het later opnieuw.',
      });
      const broken = await lookup(app, '?kvk_nr=22222222');
      expect(broken.statusCode).toBe(500);
      expect(broken.json()).toEqual({ detail: 'Er is iets mis gegaan.' });
    } finally {
      await app.close();
    }
  });

  it('limits lookups per client address with a Dutch 429 and Retry-After', async () => {
    let calls = 0;
    const app = await appWith({
      lookup: async () => {
        calls += 1;
        return [['Test BV Donald', 'hoofdvestiging']];
      },
    });
    // The counters are in the database, which the other tests' apps share: an address of its own.
    const address = nextClientAddress();
    try {
      for (let index = 0; index < HANDELSNAAM_RATE_LIMIT.max; index += 1) {
        expect((await lookup(app, '?kvk_nr=68750110', address)).statusCode).toBe(200);
      }
      const limited = await lookup(app, '?kvk_nr=68750110', address);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited.json()).toEqual({
        detail: expect.stringMatching(/^Te veel pogingen\. Probeer het over \d+ seconden opnieuw\.$/),
      });
      expect(calls).toBe(HANDELSNAAM_RATE_LIMIT.max);
      // Another address still gets through.
      const other = await app.inject({
        method: 'GET',
        url: '/api/inleners/handelsnaam/?kvk_nr=68750110',
        remoteAddress: nextClientAddress(),
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the OpenAPI document', { timeout: 30_000 }, () => {
  it('describes GET /api/inleners/handelsnaam/ with its query and answers', async () => {
    const app = await appWith();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const operation = (
        response.json() as {
          paths: Record<string, { get?: { parameters?: { name: string }[]; responses?: object } }>;
        }
      ).paths['/api/inleners/handelsnaam/']?.get;
      expect(operation?.parameters?.map((parameter) => parameter.name)).toEqual(['kvk_nr']);
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '502']));
    } finally {
      await app.close();
    }
  });
});
