import { MAX_LENGTH } from '@beloning/core/rules';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { asc } from 'drizzle-orm';
import type { App } from '../../server/src/app.js';
import type { Database } from '../../server/src/db/database.js';
import { companies, linkTokens, outbox, refreshTokens, users } from '../../server/src/db/schema.js';
import { KvkUnavailableError, type KvkNamePair, type KvkRegistry } from '../../server/src/kvk/registry.js';
import { LINK_PATHS, type LinkPurpose } from '../../server/src/mail/links.js';
import type { OutgoingMail } from '../../server/src/mail/transport.js';
import { csrf } from './app.js';
import { nextClientAddress, type FieldSpec } from './bad-input.js';

/**
 * Helpers for the HTTP tests of the account calls (server/src/routes/account and tests/server): a fake KVK
 * registry, requests with CSRF headers or a bearer token from distinct client addresses, the links of
 * delivered mails, and a snapshot of the account tables to prove a refused request wrote nothing.
 */

/** KVK numbers the fake registry knows, with their names. */
export const KVK_NAMES: Record<string, KvkNamePair[]> = {
  '69599084': [['Test EMZ Dagobert', 'handelsnaam']],
  '68727720': [
    ['Test NV Katrien', 'statutaire_naam'],
    ['Test NV Katrien', 'handelsnaam'],
  ],
  '09599084': [['Nul Voorop B.V.', 'statutaire_naam']],
};

/** The number for which the fake registry fails as an unreachable KVK would. */
export const KVK_FAILING = '90004973';

/** The only fake in these tests: the KVK registry (the preamble allows it). */
export function fakeKvkRegistry(names: Record<string, KvkNamePair[]> = KVK_NAMES): KvkRegistry {
  return {
    async lookup(kvkNr) {
      if (kvkNr === KVK_FAILING)
        throw new KvkUnavailableError('KVK onbereikbaar (test)', { code: 'IPD9999' });
      return names[kvkNr] ?? [];
    },
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * An unauthenticated request, with the double-submit CSRF headers. `payload` may be a raw string. Resolves
 * once the work the route does after its answer (app.afterReply) has ended too, so the test sees its rows.
 */
export async function callOpen(
  app: App,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return settled(app, app.inject(request(method, url, payload, { ...(await csrf(app)) })));
}

/**
 * A request with `Authorization: Bearer <access>` and any further `headers` (`accept`, ...); like
 * callOpen, resolves once the route's work after its answer has ended.
 */
export async function callAs(
  app: App,
  access: string,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return settled(
    app,
    app.inject(request(method, url, payload, { authorization: `Bearer ${access}`, ...headers })),
  );
}

async function settled(app: App, response: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const answer = await response;
  await app.afterReply.settled();
  return answer;
}

function request(
  method: Method,
  url: string,
  payload: unknown,
  headers: Record<string, string>,
): InjectOptions {
  const raw = typeof payload === 'string';
  return {
    method,
    url,
    remoteAddress: nextClientAddress(),
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: raw ? payload : JSON.stringify(payload) }),
  };
}

/** An access token of a fresh session of the user, as a login would give. */
export async function accessTokenOf(app: App, userId: number): Promise<string> {
  const tokens = await app.sessions.issueTokenSet(app.database.db, userId, app.clock.now());
  return tokens.access;
}

/**
 * Delivers the outbox (once the work routes do after their answers has ended) and returns the mails sent to
 * `to` so far (ignoring case), oldest first.
 */
export async function mailsTo(app: App, sent: readonly OutgoingMail[], to: string): Promise<OutgoingMail[]> {
  await app.afterReply.settled();
  await app.outbox.runOnce();
  return sent.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The uidb64 and token of the one link of `purpose` in a mail's text and HTML (they must agree). */
export function linkIn(
  mail: OutgoingMail,
  purpose: LinkPurpose,
  publicUrl = 'http://portaal.test',
): { uidb64: string; token: string; url: string } {
  const pattern = new RegExp(
    `${escapeRegExp(publicUrl)}/${LINK_PATHS[purpose]}/([A-Za-z0-9_-]+)/([^\\s"<]+)`,
  );
  const inText = pattern.exec(mail.text);
  const inHtml = pattern.exec(mail.html);
  if (inText === null) throw new Error(`Geen ${purpose}-link in de mail '${mail.subject}'`);
  if (inHtml?.[0] !== inText[0])
    throw new Error(`De HTML-link wijkt af van de tekstlink in '${mail.subject}'`);
  const [url, uidb64 = '', token = ''] = inText;
  return { uidb64, token: decodeURIComponent(token), url };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every row of the tables an account call may write, to compare before and after a refused request. */
export async function accountTables(db: Database): Promise<Record<string, unknown[]>> {
  return {
    companies: await db.select().from(companies).orderBy(asc(companies.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    link_tokens: await db.select().from(linkTokens).orderBy(asc(linkTokens.id)),
    refresh_tokens: await db.select().from(refreshTokens).orderBy(asc(refreshTokens.id)),
    outbox: await db.select().from(outbox).orderBy(asc(outbox.id)),
  };
}

let kvkCounter = 0;

/** A KVK number no other test of this process uses, unknown to the fake registry. */
export function uniqueKvkNr(): string {
  kvkCounter += 1;
  return String(70_000_000 + ((process.pid % 1000) * 10_000 + kvkCounter)).padStart(8, '0');
}

/**
 * A valid registration body with a unique address and KVK number (so the company is unverified unless the
 * overrides pick a number the fake registry knows); `tag` makes the address unique.
 */
export function registrationBody(
  tag: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const email = `eigenaar-${tag}@voorbeeld.nl`;
  return {
    username: email,
    email,
    password1: 'Zomer-wachtwoord-2025',
    password2: 'Zomer-wachtwoord-2025',
    company_name: `Bedrijf ${tag} B.V.`,
    company_name_type: 'handelsnaam',
    kvk_nr: uniqueKvkNr(),
    terms_and_conditions_accepted: true,
    phone_nr: '0612345678',
    ...overrides,
  };
}

/** The fields of a registration body (inleners and uitleners alike) for the generated bad-input cases. */
export const REGISTRATION_FIELDS: FieldSpec[] = [
  { name: 'username', kind: 'text', maxLength: MAX_LENGTH.email },
  { name: 'email', kind: 'email', maxLength: MAX_LENGTH.email },
  { name: 'password1', kind: 'password', maxLength: MAX_LENGTH.password },
  { name: 'password2', kind: 'password', maxLength: MAX_LENGTH.password },
  { name: 'company_name', kind: 'text', maxLength: MAX_LENGTH.companyName },
  { name: 'company_name_type', kind: 'text', maxLength: 50 },
  { name: 'kvk_nr', kind: 'kvk' },
  { name: 'terms_and_conditions_accepted', kind: 'accepted' },
  { name: 'phone_nr', kind: 'phone', maxLength: MAX_LENGTH.phone },
];

/** The 400 body of a refused request. */
export interface FieldErrorResponse {
  errors: Record<string, string[]>;
  non_field_errors: string[];
}
