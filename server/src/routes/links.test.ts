import { MAX_LENGTH, maxLengthMessage, MESSAGES } from '@beloning/core/rules';
import {
  caoComplianceCreateResponseSchema,
  fieldErrorBodySchema,
  koppelingenResponseSchema,
  type KoppelingRequest,
} from '@beloning/core/schemas';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestUser, type TestUserOptions } from '../../../tests/helpers/accounts.js';
import { expectBadInputRejected } from '../../../tests/helpers/bad-input.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { saveScheme } from '../../../tests/helpers/schemes.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { koppelingEvents, koppelingen, outbox } from '../db/schema.js';
import { NOT_FOUND } from '../http/errors.js';
import { listKoppelingen } from '../links/koppelingen.js';
import { KVK_NOT_VERIFIED } from '../links/messages.js';

const schemeLinks = (id: string | number) => `/api/inleners/inleners-cao/${id}/koppelingen/`;
const complianceLinks = (id: string | number) => `/api/inleners/cao-compliance/${id}/koppelingen/`;

let kvkCounter = 0;
/** A KVK number no other test of this process uses. */
const freshKvk = () => String(60_000_000 + ((process.pid * 131 + ++kvkCounter * 7) % 9_999_999));

describeEachEngine('links (koppelingen)', (engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak' });

  /** Linking needs a verified KVK number. */
  const hirer = (options: TestUserOptions = {}) => test.hirer({ kvkVerified: true, ...options });
  const mailsTo = async (to: string) =>
    test.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));
  const link = (kvk_nr: string, changes: Partial<KoppelingRequest> = {}): KoppelingRequest => ({
    kvk_nr,
    handelsnaam: `Uitzendbureau ${kvk_nr} B.V.`,
    contact_email: `planning-${kvk_nr}@uitzend.test`,
    disabled: false,
    ...changes,
  });
  const counts = async () => ({
    links: (await test.db.select({ n: count() }).from(koppelingen))[0]?.n,
    events: (await test.db.select({ n: count() }).from(koppelingEvents))[0]?.n,
    mails: (await test.db.select({ n: count() }).from(outbox))[0]?.n,
  });

  it('links a scheme by guid, mails each new contact, and tells which agencies have an account', async () => {
    const owner = await hirer();
    const saved = await saveScheme(test.app, owner.token);
    const withAccount = freshKvk();
    const without = freshKvk();
    // The agency with an account is linked at its user's own address (what is shared reaches only who
    // speaks for it); the one without an account at an address of its own.
    const agency = await createTestUser(test.db, { companyKind: 'uitlener', kvkNr: withAccount });
    const contacts = [
      link(withAccount, { contact_email: agency.email }),
      link(without, { contact_email: `planning-${without}@uitzend.test` }),
    ];
    const response = await test.call(owner.token, 'PUT', schemeLinks(saved.guid), { koppelingen: contacts });
    expect(response.statusCode, response.body).toBe(200);
    expect(koppelingenResponseSchema.parse(response.json()).koppelingen).toEqual([
      { ...contacts[0], active: true, new: true },
      { ...contacts[1], active: false, new: true },
    ]);
    for (const contact of contacts) {
      const [mail, ...more] = await mailsTo(contact.contact_email);
      expect(more).toEqual([]);
      expect(mail?.kind).toBe('koppeling_new');
      expect(mail?.subject).toContain('heeft een beloningsregeling met u gedeeld');
      expect(mail?.text).toContain(`Uitzendbureau ${contact.kvk_nr} B.V.`);
      expect(mail?.text).toContain(
        'de beloningsregeling "Cao Schoonmaak- en Glazenwassersbedrijf 2024-2026"',
      );
      expect(mail?.text).toContain('http://portaal.test/uitlenersportaal');
      expect(mail?.html).toContain('<a href="http://portaal.test/uitlenersportaal">');
    }
    // The same list again changes nothing and mails nobody; the numeric id works as well.
    const before = await counts();
    const again = await test.call(owner.token, 'PUT', schemeLinks(saved.id), { koppelingen: contacts });
    expect(again.statusCode, again.body).toBe(200);
    expect(await counts()).toEqual(before);
    expect(await listKoppelingen(test.db, { schemeId: saved.id })).toEqual(
      koppelingenResponseSchema.parse(again.json()).koppelingen,
    );
  });

  it('takes 20 saves of one list at the same moment without an error, a lost or a doubled link or mail', async () => {
    // Two tabs adding the same agency, twenty times over: on PostgreSQL these run side by side, and the
    // check for an existing link must not let two of them insert the same one (issue 14, point 3).
    const owner = await hirer();
    const saved = await saveScheme(test.app, owner.token);
    const first = freshKvk();
    const second = freshKvk();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        test.call(owner.token, 'PUT', schemeLinks(saved.guid), {
          koppelingen: index % 2 === 0 ? [link(first), link(second)] : [link(second), link(first)],
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const rows = await test.db.select().from(koppelingen).where(eq(koppelingen.schemeId, saved.id));
    expect(rows.map((row) => row.kvkNr).sort()).toEqual([first, second].sort());
    const created = await test.db
      .select()
      .from(koppelingEvents)
      .where(
        inArray(
          koppelingEvents.koppelingId,
          rows.map((row) => row.id),
        ),
      );
    expect(created.map((event) => event.kind)).toEqual(['created', 'created']);
    for (const kvk of [first, second]) expect(await mailsTo(`planning-${kvk}@uitzend.test`)).toHaveLength(1);
  });

  it('records disconnecting, leaving out and reconnecting a link, and never deletes one', async () => {
    const owner = await hirer();
    const saved = await saveScheme(test.app, owner.token);
    const a = freshKvk();
    const b = freshKvk();
    // Agency a has an account and is linked at its user's address; b has none.
    const agency = await createTestUser(test.db, { companyKind: 'uitlener', kvkNr: a });
    const linkA = (changes: Partial<KoppelingRequest> = {}) =>
      link(a, { contact_email: agency.email, ...changes });
    expect(
      (await test.call(owner.token, 'PUT', schemeLinks(saved.guid), { koppelingen: [linkA(), link(b)] }))
        .statusCode,
    ).toBe(200);
    const off = await test.call(owner.token, 'PUT', schemeLinks(saved.guid), {
      koppelingen: [linkA({ disabled: true })],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(koppelingenResponseSchema.parse(off.json()).koppelingen).toEqual([
      { ...linkA(), disabled: true, active: false, new: true },
      { ...link(b), disabled: true, active: false, new: true },
    ]);
    const on = await test.call(owner.token, 'PUT', schemeLinks(saved.guid), {
      koppelingen: [linkA(), link(b, { disabled: true, contact_email: 'nieuw@uitzend.test' })],
    });
    expect(on.statusCode, on.body).toBe(200);
    const rows = await test.db
      .select({ kvk: koppelingen.kvkNr, kind: koppelingEvents.kind, details: koppelingEvents.details })
      .from(koppelingEvents)
      .innerJoin(koppelingen, eq(koppelingen.id, koppelingEvents.koppelingId))
      .where(eq(koppelingen.schemeId, saved.id))
      .orderBy(asc(koppelingEvents.id));
    expect(rows).toEqual([
      { kvk: a, kind: 'created', details: null },
      { kvk: b, kind: 'created', details: null },
      { kvk: a, kind: 'disabled', details: null },
      { kvk: b, kind: 'disabled', details: null },
      { kvk: a, kind: 're_enabled', details: null },
      {
        kvk: b,
        kind: 'contact_changed',
        details: { from: `planning-${b}@uitzend.test`, to: 'nieuw@uitzend.test' },
      },
    ]);
    // Reconnecting mails the contact again; a disconnected link's new contact is not mailed.
    expect(await mailsTo(agency.email)).toHaveLength(2);
    expect(await mailsTo('nieuw@uitzend.test')).toHaveLength(0);
  });

  it('links a cao compliance by its id', async () => {
    const owner = await hirer();
    const created = await test.call(owner.token, 'POST', '/api/inleners/cao-compliance/', {
      cao_id: 1,
      signed_fullname: 'Jan de Vries',
      jobs: [],
    });
    const { id } = caoComplianceCreateResponseSchema.parse(created.json());
    const kvk = freshKvk();
    const response = await test.call(owner.token, 'PUT', complianceLinks(id), { koppelingen: [link(kvk)] });
    expect(response.statusCode, response.body).toBe(200);
    expect(koppelingenResponseSchema.parse(response.json()).koppelingen).toEqual([
      { ...link(kvk), active: false, new: true },
    ]);
    const [mail] = await mailsTo(`planning-${kvk}@uitzend.test`);
    expect(mail?.text).toContain(
      'de verklaring dat de Cao Schoonmaak- en Glazenwassersbedrijf 2024-2026 wordt gevolgd',
    );
    expect(await listKoppelingen(test.db, { complianceId: id })).toHaveLength(1);
  });

  it('lets only a verified hirer with the create permission link, and shows nothing of another company', async () => {
    const owner = await hirer();
    const saved = await saveScheme(test.app, owner.token);
    const body = { koppelingen: [link(freshKvk())] };
    const before = await counts();

    const unverified = await hirer({ kvkVerified: false });
    const ownUnverified = await saveScheme(test.app, unverified.token);
    const refused = await test.call(unverified.token, 'PUT', schemeLinks(ownUnverified.guid), body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: KVK_NOT_VERIFIED });

    const reader = await test.hirer({ companyId: owner.companyId, canCreateSchemes: false });
    expect((await test.call(reader.token, 'PUT', schemeLinks(saved.guid), body)).statusCode).toBe(403);
    const agency = await test.agency({ kvkVerified: true });
    expect((await test.call(agency.token, 'PUT', schemeLinks(saved.guid), body)).statusCode).toBe(403);
    const anonymous = await test.callOpen('PUT', schemeLinks(saved.guid), body);
    expect(anonymous.statusCode).toBe(401);

    const other = await hirer();
    for (const url of [
      schemeLinks(saved.guid),
      schemeLinks(saved.id),
      schemeLinks('abc'),
      schemeLinks('00000000-0000-0000-0000-000000000000'),
      complianceLinks(999_999),
      complianceLinks('99999999999'),
    ]) {
      const response = await test.call(other.token, 'PUT', url, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: NOT_FOUND });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a bad list with the Dutch messages of the links form, writing nothing', async () => {
    const owner = await hirer();
    const saved = await saveScheme(test.app, owner.token);
    const before = await counts();
    const errorsOf = async (body: unknown) => {
      const response = await test.call(owner.token, 'PUT', schemeLinks(saved.guid), body);
      expect(response.statusCode, response.body).toBe(400);
      return fieldErrorBodySchema.parse(response.json()).errors;
    };
    const kvk = freshKvk();
    expect(await errorsOf({ koppelingen: [link(kvk), link(kvk)] })).toEqual({
      'koppelingen.1.kvk_nr': [MESSAGES.oneLinkPerAgency],
    });
    expect(await errorsOf({ koppelingen: [link('123456789')] })).toEqual({
      'koppelingen.0.kvk_nr': [maxLengthMessage(MAX_LENGTH.kvkNr)],
    });
    expect(await errorsOf({ koppelingen: [link('1234abcd')] })).toEqual({
      'koppelingen.0.kvk_nr': [MESSAGES.kvkInvalid],
    });
    expect(
      await errorsOf({
        koppelingen: [
          link(kvk, { handelsnaam: ' ', contact_email: 'geen-adres' }),
          { ...link(freshKvk()), handelsnaam: 'x'.repeat(MAX_LENGTH.companyName + 1) },
        ],
      }),
    ).toEqual({
      'koppelingen.0.handelsnaam': [MESSAGES.required],
      'koppelingen.0.contact_email': [MESSAGES.email],
      'koppelingen.1.handelsnaam': [maxLengthMessage(MAX_LENGTH.companyName)],
    });
    expect(await errorsOf({ koppelingen: [{ ...link(kvk), active: true }] })).toEqual({
      'koppelingen.0.active': [MESSAGES.unknownField],
    });
    expect(
      await errorsOf({ koppelingen: [{ ...link(kvk), contact_email: 'x'.repeat(250) + '@a.nl' }] }),
    ).toEqual({
      'koppelingen.0.contact_email': [maxLengthMessage(MAX_LENGTH.email)],
    });
    await expectBadInputRejected(test.app, {
      method: 'PUT',
      url: schemeLinks(saved.guid),
      headers: { authorization: `Bearer ${owner.token}` },
      validBody: { koppelingen: [link(freshKvk())] },
      fields: [{ name: 'koppelingen', kind: 'other' }],
    });
    expect(await counts()).toEqual(before);
  });
});
