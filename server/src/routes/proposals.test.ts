import { MESSAGES } from '@beloning/core/rules';
import {
  fieldErrorBodySchema,
  inlenersCaoListResponseSchema,
  inlenersCaoResponseSchema,
  inlenersCaoSaveResponseSchema,
  DETAIL_VERSIONS,
  schemeVersionsResponseSchema,
  SIGNED_FULLNAME_MAX_LENGTH,
  type InlenersCao,
  type InlenersCaoSaveResponse,
} from '@beloning/core/schemas';
import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBadInputRejected } from '../../../tests/helpers/bad-input.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { saveScheme, schemePayloadFor, type SchemeSavePayload } from '../../../tests/helpers/schemes.js';
import { useTestApp, type TestAppUser } from '../../../tests/helpers/test-app.js';
import { WRONG_COMPANY_KIND } from '../auth/messages.js';
import { outbox, schemeProposals, schemes, schemeVersions, uitlenerInvites, users } from '../db/schema.js';
import { NOT_FOUND } from '../http/errors.js';
import {
  AGENCY_SAVES_PROPOSALS_ONLY,
  PROPOSAL_DECIDED,
  PROPOSAL_ONLY_BY_AGENCY,
  PROPOSAL_STALE,
  STALE_VERSION,
} from '../schemes/messages.js';
import { versionPayload } from '../schemes/payloads.js';
import { appendSchemeVersion } from '../schemes/store.js';
import { withAllVersions } from '@beloning/core/api';

const SAVE = '/api/inleners/inleners-cao/';
const LIST = '/api/inleners/inleners-cao-list/';
const detailUrl = (guid: string, query = '') => `/api/inleners/inleners-cao/${guid}/${query}`;
const decisionUrl = (guid: string) => `/api/inleners/inleners-cao/${guid}/proposal/`;

let kvkCounter = 0;
/** A KVK number no other test of this process uses. */
const freshKvk = () => String(50_000_000 + ((process.pid * 173 + ++kvkCounter * 11) % 9_999_999));

describeEachEngine('proposals of agencies', (engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak' });

  /**
   * A verified hirer and an agency; `relation` decides how the agency may propose. For 'help' the agency's
   * user invited the hirer at the hirer user's address, and that user asked the agency for help: the request
   * reaches who speaks for the inviting user's address.
   */
  const pair = async (relation: 'help' | 'link' | 'none' = 'help') => {
    const hirerKvk = freshKvk();
    const hirer = await test.hirer({
      kvkNr: hirerKvk,
      kvkVerified: true,
      companyName: 'Schoonmaak Zuid B.V.',
    });
    const agencyKvk = freshKvk();
    const agency = await test.agency({
      kvkNr: agencyKvk,
      companyName: `Uitzendbureau ${agencyKvk} B.V.`,
    });
    if (relation === 'help') {
      await test.db.insert(uitlenerInvites).values({
        agencyCompanyId: agency.companyId,
        kvkNr: hirerKvk,
        email: hirer.email,
        proposalsEnabled: true,
        invitedBy: agency.userId,
      });
      await test.db
        .update(users)
        .set({ uitlenerAskedForHelp: agency.companyId })
        .where(eq(users.id, hirer.userId));
    }
    return { hirer, agency, agencyKvk };
  };
  /** The hirer links its scheme with the agency (PUT koppelingen), for who speaks for `contactEmail` there. */
  const link = async (
    hirer: TestAppUser,
    schemeGuid: string,
    agencyKvk: string,
    contactEmail: string,
    disabled = false,
  ) => {
    const response = await test.call(hirer.token, 'PUT', `${SAVE}${schemeGuid}/koppelingen/`, {
      koppelingen: [
        {
          kvk_nr: agencyKvk,
          handelsnaam: `Uitzendbureau ${agencyKvk} B.V.`,
          contact_email: contactEmail,
          disabled,
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** What the agency's user signs a proposal with, and a recognisable change. */
  const proposalPayload = (hirerCompanyId: number, changes: Partial<SchemeSavePayload> = {}) => ({
    ...schemePayloadFor(),
    proposal_inlener_id: hirerCompanyId,
    follow_salary_tables: null,
    signed_fullname: 'Piet Planner',
    cao_text: '<p>Voorstel: de normale arbeidsduur is 36 uur per week.</p>',
    ...changes,
  });
  const propose = async (
    agency: TestAppUser,
    body: object,
    edit?: { inlener_cao_id: number; expected_version: number },
  ): Promise<InlenersCaoSaveResponse> => {
    const response = await test.call(agency.token, edit === undefined ? 'POST' : 'PUT', SAVE, {
      ...body,
      ...edit,
    });
    expect(response.statusCode, response.body).toBe(edit === undefined ? 201 : 200);
    return inlenersCaoSaveResponseSchema.parse(response.json());
  };
  /** A hirer's scheme at version 1 shared with an agency (`pair(relation)`), and the agency's proposed change of it. */
  const proposedChange = async (relation: 'help' | 'link') => {
    const { hirer, agency, agencyKvk } = await pair(relation);
    const scheme = await saveScheme(test.app, hirer.token);
    await link(hirer, scheme.guid, agencyKvk, agency.email);
    const proposal = await propose(agency, proposalPayload(hirer.companyId), {
      inlener_cao_id: scheme.id,
      expected_version: 1,
    });
    return { hirer, agency, agencyKvk, scheme, proposal };
  };
  const detail = async (token: string, guid: string, query = ''): Promise<InlenersCao> => {
    const response = await test.call(token, 'GET', detailUrl(guid, query));
    expect(response.statusCode, response.body).toBe(200);
    return inlenersCaoResponseSchema.parse(response.json());
  };
  const list = async (token: string, query = '') => {
    const response = await test.call(token, 'GET', `${LIST}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return inlenersCaoListResponseSchema.parse(response.json());
  };
  const accept = (token: string, guid: string, body: object = {}) =>
    test.call(token, 'PUT', decisionUrl(guid), {
      accept: true,
      signed_fullname: 'Anna Jansen',
      follow_salary_tables: false,
      ...body,
    });
  const mailsTo = (to: string) =>
    test.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));
  const versionsOf = (schemeId: number) =>
    test.db
      .select({
        number: schemeVersions.number,
        payload: schemeVersions.payload,
        madeBy: schemeVersions.madeBy,
        signedFullname: schemeVersions.signedFullname,
      })
      .from(schemeVersions)
      .where(eq(schemeVersions.schemeId, schemeId))
      .orderBy(asc(schemeVersions.number));
  const proposalRow = async (guid: string) =>
    (await test.db.select().from(schemeProposals).where(eq(schemeProposals.guid, guid)))[0];
  const totals = async () => ({
    schemes: (await test.db.select({ n: count() }).from(schemes))[0]?.n,
    versions: (await test.db.select({ n: count() }).from(schemeVersions))[0]?.n,
    proposals: (await test.db.select({ n: count() }).from(schemeProposals))[0]?.n,
    mails: (await test.db.select({ n: count() }).from(outbox))[0]?.n,
  });

  describe('proposing', () => {
    it('stores a proposal for a new scheme of a hirer who asked for help, lists it and mails the hirer', async () => {
      const { hirer, agency, agencyKvk } = await pair('help');
      const saved = await propose(agency, proposalPayload(hirer.companyId));
      expect(saved.version).toBe(1);
      // No scheme of the hirer exists until it accepts.
      expect(await test.db.select().from(schemes).where(eq(schemes.companyId, hirer.companyId))).toEqual([]);
      expect(await list(hirer.token)).toEqual([]);
      expect(await list(hirer.token, '?get_proposals=false')).toEqual([]);
      const [item, ...more] = await list(hirer.token, '?get_proposals=true');
      expect(more).toEqual([]);
      expect(item).toMatchObject({
        id: saved.id,
        guid: saved.guid,
        version: 1,
        proposal_by: agencyKvk,
        proposal_by_company: `Uitzendbureau ${agencyKvk} B.V.`,
        rejected_proposal: false,
        rejected_proposal_date: null,
        company_name: 'Schoonmaak Zuid B.V.',
        koppelingen: [],
      });
      const shown = await detail(hirer.token, saved.guid);
      expect(shown).toMatchObject({
        guid: saved.guid,
        version: 1,
        proposal_by: agencyKvk,
        signed_fullname: 'Piet Planner',
        follow_salary_tables: null,
        cao_text: '<p>Voorstel: de normale arbeidsduur is 36 uur per week.</p>',
      });
      expect(shown.versions.map((entry) => entry.version)).toEqual([1]);
      const [mail, ...others] = await mailsTo(hirer.email);
      expect(others).toEqual([]);
      expect(mail?.kind).toBe('proposal_new');
      expect(mail?.subject).toBe(`Uitzendbureau ${agencyKvk} B.V. heeft een voorstel voor u gemaakt`);
      expect(mail?.text).toContain('een voorstel gemaakt voor een nieuwe beloningsregeling');
      expect(mail?.text).toContain(`http://portaal.test/inleners-cao-detail/${saved.guid}`);
    });

    it('lets the agency read its own proposal with ?uitlener=true, and nobody else', async () => {
      const { hirer, agency } = await pair('help');
      const saved = await propose(agency, proposalPayload(hirer.companyId));
      expect((await detail(agency.token, saved.guid, '?uitlener=true')).proposal_by).not.toBeNull();
      const plain = await test.call(agency.token, 'GET', detailUrl(saved.guid));
      expect(plain.statusCode).toBe(403);
      expect(plain.json()).toEqual({ detail: WRONG_COMPANY_KIND });
      const stranger = await test.agency();
      const foreign = await test.call(stranger.token, 'GET', detailUrl(saved.guid, '?uitlener=true'));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ detail: NOT_FOUND });
      const otherHirer = await test.hirer();
      expect((await test.call(otherHirer.token, 'GET', detailUrl(saved.guid))).statusCode).toBe(404);
      expect(await list(otherHirer.token, '?get_proposals=true')).toEqual([]);
    });

    it('proposes a change of a linked scheme: version N + 1 after the scheme’s versions, the links shown', async () => {
      const { hirer, agencyKvk, scheme, proposal: saved } = await proposedChange('link');
      expect(saved.version).toBe(2);
      expect((await versionsOf(scheme.id)).map((row) => row.number)).toEqual([1]);
      const shown = await detail(hirer.token, saved.guid);
      expect(shown.version).toBe(2);
      expect(shown.versions.map((entry) => entry.version)).toEqual([1, 2]);
      expect(shown.koppelingen.map((entry) => entry.kvk_nr)).toEqual([agencyKvk]);
      // An earlier version through the proposal's guid is that version of the scheme.
      const first = await detail(hirer.token, saved.guid, '?version=1');
      expect(first).toMatchObject({ guid: scheme.guid, version: 1, proposal_by: null });
      expect((await test.call(hirer.token, 'GET', detailUrl(saved.guid, '?version=3'))).statusCode).toBe(404);
      // The scheme itself still shows its own newest version.
      expect(await detail(hirer.token, scheme.guid)).toMatchObject({ version: 1, proposal_by: null });
      const [mail] = await mailsTo(hirer.email);
      expect(mail?.text).toContain(`uw beloningsregeling "${shown.full_name}"`);
    });

    it('checks a proposal with the same rules as a save, writing nothing', async () => {
      const { hirer, agency } = await pair('help');
      const before = await totals();
      const response = await test.call(
        agency.token,
        'POST',
        SAVE,
        proposalPayload(hirer.companyId, { vacation_amount: '1' }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(fieldErrorBodySchema.parse(response.json()).errors)).toEqual(['vacation_amount']);
      const noTables = await test.call(
        agency.token,
        'POST',
        SAVE,
        proposalPayload(hirer.companyId, { salary_tables: [] }),
      );
      expect(fieldErrorBodySchema.parse(noTables.json()).errors).toEqual({
        salary_tables: [MESSAGES.atLeastOneTable],
      });
      expect(await totals()).toEqual(before);
    });

    it('refuses agencies that may not propose, and hirers that try to', async () => {
      const { hirer, agency, agencyKvk } = await pair('none');
      const scheme = await saveScheme(test.app, hirer.token);
      // No help asked and no link: as if the hirer did not exist.
      const none = await test.call(agency.token, 'POST', SAVE, proposalPayload(hirer.companyId));
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ detail: NOT_FOUND });
      // A disconnected link shares nothing and allows no proposal.
      await link(hirer, scheme.guid, agencyKvk, agency.email);
      await link(hirer, scheme.guid, agencyKvk, agency.email, true);
      const before = await totals();
      const disconnected = await test.call(agency.token, 'PUT', SAVE, {
        ...proposalPayload(hirer.companyId),
        inlener_cao_id: scheme.id,
        expected_version: 1,
      });
      expect(disconnected.statusCode).toBe(404);
      // An unknown hirer id.
      expect((await test.call(agency.token, 'POST', SAVE, proposalPayload(999_999))).statusCode).toBe(404);
      // Without proposal_inlener_id an agency saves nothing.
      const own = await test.call(agency.token, 'POST', SAVE, {
        ...proposalPayload(hirer.companyId),
        proposal_inlener_id: null,
      });
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ detail: AGENCY_SAVES_PROPOSALS_ONLY });
      // An agency user without the create permission.
      const reader = await test.agency({ companyId: agency.companyId, canCreateSchemes: false });
      expect((await test.call(reader.token, 'POST', SAVE, proposalPayload(hirer.companyId))).statusCode).toBe(
        403,
      );
      // A hirer cannot make a proposal.
      const byHirer = await test.call(hirer.token, 'POST', SAVE, proposalPayload(hirer.companyId));
      expect(fieldErrorBodySchema.parse(byHirer.json()).errors).toEqual({
        proposal_inlener_id: [PROPOSAL_ONLY_BY_AGENCY],
      });
      // The hirer-only calls stay closed to agencies.
      expect((await test.call(agency.token, 'GET', LIST)).statusCode).toBe(403);
      expect((await accept(agency.token, scheme.guid)).statusCode).toBe(403);
      expect(await totals()).toEqual(before);
    });

    it('refuses a proposal on another hirer’s scheme (404) and on a stale version (412)', async () => {
      const { hirer, agency, agencyKvk } = await pair('help');
      const scheme = await saveScheme(test.app, hirer.token);
      await link(hirer, scheme.guid, agencyKvk, agency.email);
      const other = await test.hirer();
      const foreign = await saveScheme(test.app, other.token);
      const before = await totals();
      const wrongScheme = await test.call(agency.token, 'PUT', SAVE, {
        ...proposalPayload(hirer.companyId),
        inlener_cao_id: foreign.id,
        expected_version: 1,
      });
      expect(wrongScheme.statusCode).toBe(404);
      await saveScheme(test.app, hirer.token, schemePayloadFor(), {
        inlener_cao_id: scheme.id,
        expected_version: 1,
      });
      const stale = await test.call(agency.token, 'PUT', SAVE, {
        ...proposalPayload(hirer.companyId),
        inlener_cao_id: scheme.id,
        expected_version: 1,
      });
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toEqual({ detail: STALE_VERSION });
      expect((await totals()).proposals).toBe(before.proposals);
    });

    it('refuses a change of a scheme the hirer did not share with the agency, saying nothing of it (issue 14)', async () => {
      // The agency may propose to this hirer (it was asked for help, and one scheme is shared with it), but
      // the scheme it names is not shared: every version, right or wrong, and an id that does not exist
      // get the same 404, so the answers tell nothing about which schemes exist or their versions.
      const { hirer, agency, agencyKvk } = await pair('help');
      const shared = await saveScheme(test.app, hirer.token);
      await link(hirer, shared.guid, agencyKvk, agency.email);
      const unshared = await saveScheme(test.app, hirer.token);
      const before = await totals();
      const answers = [];
      for (const [id, version] of [
        [unshared.id, 1],
        [unshared.id, 2],
        [unshared.id, 99],
        [2_000_000_000, 1],
      ] as const) {
        const response = await test.call(agency.token, 'PUT', SAVE, {
          ...proposalPayload(hirer.companyId),
          inlener_cao_id: id,
          expected_version: version,
        });
        answers.push([response.statusCode, response.json()]);
      }
      expect(answers).toEqual(Array(4).fill([404, { detail: NOT_FOUND }]));
      // Once the hirer disconnects the shared scheme's link, that scheme is closed to proposals too.
      await link(hirer, shared.guid, agencyKvk, agency.email, true);
      const disabled = await test.call(agency.token, 'PUT', SAVE, {
        ...proposalPayload(hirer.companyId),
        inlener_cao_id: shared.id,
        expected_version: 1,
      });
      expect([disabled.statusCode, disabled.json()]).toEqual([404, { detail: NOT_FOUND }]);
      expect(await totals()).toEqual(before);
      // A proposal for a new scheme stays open to an agency the hirer asked for help.
      await propose(agency, proposalPayload(hirer.companyId));
    });
  });

  describe('deciding', () => {
    it('accepts a change: version N + 1 with the proposal’s content, signed by the hirer; the agency is mailed', async () => {
      const { hirer, agency, scheme, proposal } = await proposedChange('link');
      test.clock.advance(60_000);
      const response = await accept(hirer.token, proposal.guid);
      expect(response.statusCode, response.body).toBe(200);
      expect(inlenersCaoSaveResponseSchema.parse(response.json())).toEqual({
        id: scheme.id,
        guid: scheme.guid,
        version: 2,
      });
      const [, second, ...rest] = await versionsOf(scheme.id);
      expect(rest).toEqual([]);
      expect(second).toMatchObject({ number: 2, madeBy: hirer.userId, signedFullname: 'Anna Jansen' });
      // Version 2 is stored as its changes against version 1; read, it is the proposal's content.
      expect(second?.payload).toBeNull();
      expect(await versionPayload(test.db, scheme.id, 2)).toEqual({
        ...proposalPayload(hirer.companyId),
        proposal_inlener_id: null,
        signed_fullname: 'Anna Jansen',
        terms_accepted: true,
        follow_salary_tables: false,
      });
      const shown = await detail(hirer.token, scheme.guid);
      expect(shown).toMatchObject({ version: 2, proposal_by: null, signed_fullname: 'Anna Jansen' });
      expect(shown.cao_text).toContain('Voorstel');
      // The proposal's guid now leads to the version it became; the list no longer offers it.
      expect(await detail(hirer.token, proposal.guid)).toMatchObject({ guid: scheme.guid, version: 2 });
      expect((await list(hirer.token, '?get_proposals=true')).map((item) => item.guid)).toEqual([
        scheme.guid,
      ]);
      expect(await proposalRow(proposal.guid)).toMatchObject({
        status: 'accepted',
        acceptedVersion: 2,
        acceptedSchemeId: scheme.id,
        decidedBy: hirer.userId,
        acceptedAt: test.clock.now(),
        rejectedAt: null,
      });
      // The link mailed the agency user's address first; the decision is the one mail after it.
      const [linked, mail, ...more] = await mailsTo(agency.email);
      expect(more).toEqual([]);
      expect(linked?.kind).toBe('koppeling_new');
      expect(mail?.kind).toBe('proposal_accepted');
      expect(mail?.subject).toBe('Schoonmaak Zuid B.V. heeft uw voorstel geaccepteerd');
      expect(mail?.text).toContain('versie 2 van de beloningsregeling, ondertekend door Anna Jansen');
      // Deciding again is a conflict and writes nothing.
      const again = await accept(hirer.token, proposal.guid);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: PROPOSAL_DECIDED });
      expect(await versionsOf(scheme.id)).toHaveLength(2);
    });

    it('accepts a proposal of a new scheme as version 1 of a new scheme of the hirer', async () => {
      const { hirer, agency } = await pair('help');
      const proposal = await propose(agency, proposalPayload(hirer.companyId));
      const response = await accept(hirer.token, proposal.guid, { follow_salary_tables: true });
      expect(response.statusCode, response.body).toBe(200);
      const saved = inlenersCaoSaveResponseSchema.parse(response.json());
      expect(saved.version).toBe(1);
      expect(saved.guid).not.toBe(proposal.guid);
      expect(await detail(hirer.token, saved.guid)).toMatchObject({
        version: 1,
        follow_salary_tables: true,
        signed_fullname: 'Anna Jansen',
        proposal_by: null,
      });
      expect((await list(hirer.token)).map((item) => item.guid)).toEqual([saved.guid]);
    });

    it('rejects: the date is recorded, the agency mailed, and no version made', async () => {
      const { hirer, agency, agencyKvk, scheme, proposal } = await proposedChange('help');
      test.clock.advance(120_000);
      const response = await test.call(hirer.token, 'PUT', decisionUrl(proposal.guid), { accept: false });
      expect(response.statusCode, response.body).toBe(204);
      expect(response.body).toBe('');
      expect(await versionsOf(scheme.id)).toHaveLength(1);
      expect(await proposalRow(proposal.guid)).toMatchObject({
        status: 'rejected',
        rejectedAt: test.clock.now(),
        decidedBy: hirer.userId,
        acceptedVersion: null,
      });
      expect(await detail(hirer.token, proposal.guid)).toMatchObject({
        proposal_by: agencyKvk,
        rejected_proposal: true,
        rejected_proposal_date: test.clock.now().toISOString(),
      });
      expect((await list(hirer.token, '?get_proposals=true')).map((item) => item.guid)).toEqual([
        scheme.guid,
      ]);
      const [linked, mail] = await mailsTo(agency.email);
      expect(linked?.kind).toBe('koppeling_new');
      expect(mail?.kind).toBe('proposal_rejected');
      expect(mail?.text).toContain('uw voorstel voor de beloningsregeling afgewezen');
      expect((await accept(hirer.token, proposal.guid)).statusCode).toBe(409);
    });

    it('refuses to accept after someone else saved a version (412) and writes nothing', async () => {
      const { hirer, scheme, proposal } = await proposedChange('help');
      await saveScheme(test.app, hirer.token, schemePayloadFor(), {
        inlener_cao_id: scheme.id,
        expected_version: 1,
      });
      const before = await totals();
      const response = await accept(hirer.token, proposal.guid);
      expect(response.statusCode).toBe(412);
      expect(response.json()).toEqual({ detail: PROPOSAL_STALE });
      expect(await totals()).toEqual(before);
      expect(await proposalRow(proposal.guid)).toMatchObject({ status: 'open' });
      // The stale proposal shows only the versions up to its basis, then itself; it can still be rejected.
      expect((await detail(hirer.token, proposal.guid)).versions.map((entry) => entry.version)).toEqual([
        1, 2,
      ]);
      expect(
        (await test.call(hirer.token, 'PUT', decisionUrl(proposal.guid), { accept: false })).statusCode,
      ).toBe(204);
    });

    it('pages the versions before a proposal as a detail does; its guid continues them up to the basis', async () => {
      const { hirer, agency, agencyKvk } = await pair('help');
      const scheme = await saveScheme(test.app, hirer.token);
      const author = { userId: hirer.userId, companyId: hirer.companyId };
      // DETAIL_VERSIONS + 2 versions, through the store (fast); the proposal becomes the next one.
      const newest = DETAIL_VERSIONS + 2;
      for (let version = 1; version < newest; version += 1) {
        const saved = await appendSchemeVersion(
          test.db,
          scheme.id,
          version,
          schemePayloadFor(),
          author,
          test.clock.now(),
        );
        expect(saved.status).toBe('saved');
      }
      await link(hirer, scheme.guid, agencyKvk, agency.email);
      const proposal = await propose(agency, proposalPayload(hirer.companyId), {
        inlener_cao_id: scheme.id,
        expected_version: newest,
      });
      const shown = await detail(hirer.token, proposal.guid);
      const numbers = (entries: { version: number }[]) => entries.map((entry) => entry.version);
      // The newest DETAIL_VERSIONS - 1 up to the basis, then the proposal itself.
      expect(numbers(shown.versions)).toEqual(
        Array.from({ length: DETAIL_VERSIONS }, (_, index) => newest - DETAIL_VERSIONS + 2 + index),
      );
      expect(shown.versions_after).toEqual(expect.any(String));
      const versionsUrl = `/api/inleners/inleners-cao/${proposal.guid}/versions/`;
      const rest = await test.call(hirer.token, 'GET', `${versionsUrl}?after=${shown.versions_after}`);
      expect(rest.statusCode, rest.body).toBe(200);
      expect(numbers(schemeVersionsResponseSchema.parse(rest.json()))).toEqual([3, 2, 1]);
      // Without a cursor the proposal's guid starts at its basis, never above it.
      const first = await test.call(hirer.token, 'GET', `${versionsUrl}?limit=2`);
      expect(numbers(schemeVersionsResponseSchema.parse(first.json()))).toEqual([newest, newest - 1]);
      // A later save of the scheme does not show among the proposal's versions.
      await appendSchemeVersion(test.db, scheme.id, newest, schemePayloadFor(), author, test.clock.now());
      const again = await test.call(hirer.token, 'GET', `${versionsUrl}?limit=1`);
      expect(numbers(schemeVersionsResponseSchema.parse(again.json()))).toEqual([newest]);
      // Core's withAllVersions over that route gives every version once, then the proposal.
      const whole = await withAllVersions(shown, async (options) => {
        const page = await test.call(
          hirer.token,
          'GET',
          `${versionsUrl}?after=${options.after}&limit=${options.pageSize}`,
        );
        return schemeVersionsResponseSchema.parse(page.json());
      });
      expect(numbers(whole.versions)).toEqual(Array.from({ length: newest + 1 }, (_, index) => index + 1));
      // The agency's own read still lists them all.
      const own = await test.call(agency.token, 'GET', detailUrl(proposal.guid, '?uitlener=true'));
      const ownDetail = inlenersCaoResponseSchema.parse(own.json());
      expect([ownDetail.versions.length, ownDetail.versions_after]).toEqual([newest + 1, null]);
    });

    it("refuses the versions of a proposal's guid to another company and the agency, and of a new scheme's proposal", async () => {
      const { hirer, agency, proposal: change } = await proposedChange('help');
      const fresh = await propose(agency, proposalPayload(hirer.companyId));
      const versionsUrl = (guid: string) => `/api/inleners/inleners-cao/${guid}/versions/`;
      const other = await test.hirer();
      const foreign = await test.call(other.token, 'GET', versionsUrl(change.guid));
      expect([foreign.statusCode, foreign.json()]).toEqual([404, { detail: NOT_FOUND }]);
      expect((await test.call(agency.token, 'GET', versionsUrl(change.guid))).statusCode).toBe(403);
      const none = await test.call(hirer.token, 'GET', versionsUrl(fresh.guid));
      expect([none.statusCode, none.json()]).toEqual([404, { detail: NOT_FOUND }]);
      // The hirer's own change proposal: version 1, its basis.
      const own = await test.call(hirer.token, 'GET', versionsUrl(change.guid));
      expect(schemeVersionsResponseSchema.parse(own.json()).map((entry) => entry.version)).toEqual([1]);
      expect((await detail(hirer.token, change.guid)).versions_after).toBeNull();
    });

    it('needs the create permission and the hirer’s own proposal; other companies get 404', async () => {
      const { hirer, agency } = await pair('help');
      const proposal = await propose(agency, proposalPayload(hirer.companyId));
      const before = await totals();
      const reader = await test.hirer({ companyId: hirer.companyId, canCreateSchemes: false });
      expect((await detail(reader.token, proposal.guid)).proposal_by).not.toBeNull();
      expect((await accept(reader.token, proposal.guid)).statusCode).toBe(403);
      const other = await test.hirer();
      const foreign = await accept(other.token, proposal.guid);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ detail: NOT_FOUND });
      expect((await accept(hirer.token, 'geen-guid')).statusCode).toBe(404);
      expect((await accept(hirer.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect(await totals()).toEqual(before);
    });

    it('asks Ja or Nee on the salary tables when the proposal left it open, and a name to sign', async () => {
      const { hirer, agency } = await pair('help');
      const proposal = await propose(agency, proposalPayload(hirer.companyId));
      const before = await totals();
      const open = await accept(hirer.token, proposal.guid, { follow_salary_tables: null });
      expect(fieldErrorBodySchema.parse(open.json()).errors).toEqual({
        follow_salary_tables: [MESSAGES.required],
      });
      const unsigned = await test.call(hirer.token, 'PUT', decisionUrl(proposal.guid), { accept: true });
      expect(fieldErrorBodySchema.parse(unsigned.json()).errors).toEqual({
        signed_fullname: [MESSAGES.required],
      });
      expect(await totals()).toEqual(before);
    });

    it('rejects malformed and hostile decisions field by field, writing nothing', async () => {
      const { hirer, agency } = await pair('help');
      const proposal = await propose(agency, proposalPayload(hirer.companyId));
      await expectBadInputRejected(test.app, {
        method: 'PUT',
        url: decisionUrl(proposal.guid),
        headers: { authorization: `Bearer ${hirer.token}` },
        validBody: { accept: true, signed_fullname: 'Anna Jansen', follow_salary_tables: true },
        fields: [
          { name: 'accept', kind: 'boolean' },
          { name: 'signed_fullname', kind: 'text', required: false, maxLength: SIGNED_FULLNAME_MAX_LENGTH },
          { name: 'follow_salary_tables', kind: 'boolean', required: false },
        ],
        snapshot: totals,
      });
      expect(await proposalRow(proposal.guid)).toMatchObject({ status: 'open' });
    });
  });

  describe('races', () => {
    it('lets exactly one of ten concurrent accepts of the same proposal win; the rest get 409', async () => {
      const { hirer, agency, scheme, proposal } = await proposedChange('help');
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () => accept(hirer.token, proposal.guid).then((r) => r.statusCode)),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
      expect((await versionsOf(scheme.id)).map((row) => row.number)).toEqual([1, 2]);
      expect((await mailsTo(agency.email)).filter((mail) => mail.kind === 'proposal_accepted')).toHaveLength(
        1,
      );
    });

    it('lets one of two proposals on the same version win when accepted together; the other gets 412', async () => {
      const { hirer, agency, agencyKvk } = await pair('help');
      const scheme = await saveScheme(test.app, hirer.token);
      await link(hirer, scheme.guid, agencyKvk, agency.email);
      const edit = { inlener_cao_id: scheme.id, expected_version: 1 };
      const a = await propose(agency, proposalPayload(hirer.companyId), edit);
      // The hirer then shares the scheme with a second agency too, which proposes on the same version.
      const secondKvk = freshKvk();
      const second = await test.agency({ kvkNr: secondKvk });
      const both = await test.call(hirer.token, 'PUT', `${SAVE}${scheme.guid}/koppelingen/`, {
        koppelingen: [
          [agencyKvk, agency.email],
          [secondKvk, second.email],
        ].map(([kvk_nr, contact_email]) => ({
          kvk_nr,
          handelsnaam: `Uitzendbureau ${kvk_nr} B.V.`,
          contact_email,
          disabled: false,
        })),
      });
      expect(both.statusCode, both.body).toBe(200);
      const b = await propose(
        second,
        proposalPayload(hirer.companyId, { signed_fullname: 'Bea Bureau' }),
        edit,
      );
      const statuses = await Promise.all([accept(hirer.token, a.guid), accept(hirer.token, b.guid)]).then(
        (responses) => responses.map((response) => response.statusCode).sort(),
      );
      expect(statuses).toEqual([200, 412]);
      expect((await versionsOf(scheme.id)).map((row) => row.number)).toEqual([1, 2]);
      const states = [(await proposalRow(a.guid))?.status, (await proposalRow(b.guid))?.status].sort();
      expect(states).toEqual(['accepted', 'open']);
    });
  });
});
