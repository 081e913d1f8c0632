import { MESSAGES } from '@beloning/core/rules';
import { agencyViewer } from '../agency/shares.js';
import {
  inlenersCaoListQuerySchema,
  inlenersCaoListResponseSchema,
  inlenersCaoPayloadSchema,
  inlenersCaoQuerySchema,
  inlenersCaoResponseSchema,
  inlenersCaoSaveResponseSchema,
  proposalDecisionRequestSchema,
  schemeParamsSchema,
  schemeVersionsQuerySchema,
  schemeVersionsResponseSchema,
  type InlenersCaoPayload,
} from '@beloning/core/schemas';
import { CREATE_SCHEME_PERMISSION } from '@beloning/core/wizard';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WRONG_COMPANY_KIND } from '../auth/messages.js';
import { FieldErrorsError, HttpError, NOT_FOUND } from '../http/errors.js';
import { failures } from '../http/openapi.js';
import { sendTaggedJson } from '../http/etag.js';
import { PAGE_FAILURES, pageRequest, sendPage } from '../http/paging.js';
import {
  AGENCY_SAVES_PROPOSALS_ONLY,
  PROPOSAL_DECIDED,
  PROPOSAL_ONLY_BY_AGENCY,
  PROPOSAL_STALE,
  STALE_VERSION,
  VERSION_REQUIRED,
} from '../schemes/messages.js';
import {
  decideProposal,
  listOpenProposals,
  loadProposalForAgency,
  loadProposalForHirer,
  mayPropose,
  mayProposeChangeOf,
  proposalVersionsBasis,
  saveProposal,
} from '../schemes/proposals.js';
import { appendSchemeVersion, checkSaveBasis, createScheme } from '../schemes/store.js';
import { validateSchemePayload } from '../schemes/validate.js';
import {
  listSchemes,
  renderSchemeDetail,
  schemeIdOf,
  schemeListKeySchema,
  schemeVersionPage,
  startSchemeLookup,
  versionPageKeySchema,
  type SchemeLookup,
} from '../schemes/view.js';

/**
 * The hirer's pay schemes (inleners-cao, SPEC.md 7.2; ARCHITECTURE.md, Data) and the agencies' proposals for
 * them (schemes/proposals.ts). Every call is scoped to the caller's company: another company's scheme or
 * proposal answers 404 'Niet gevonden.' as if it did not exist. Saving needs the permission
 * inleners.create_inlenerscao; reading does not. Login, company kind and permission are checked before the
 * body, so a caller without access learns nothing from validation messages.
 *
 * Agency users reach three of these calls: POST and PUT inleners-cao/ save a proposal (proposal_inlener_id set,
 * with the create permission, for a hirer they may propose to), and GET inleners-cao/{guid}/?uitlener=true
 * reads their own proposal. Everything else is for hirers only (403 for an agency).
 */
const schemesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const reader = [app.authenticate, app.requireCompanyKind('inlener')];
  const writer = [...reader, app.requirePermission(CREATE_SCHEME_PERMISSION)];
  /** A hirer saving a scheme, or an agency saving a proposal. */
  const saver = [app.authenticate, app.requirePermission(CREATE_SCHEME_PERMISSION)];
  const notFound = (request: FastifyRequest, what: Record<string, unknown>) => {
    request.log.info(
      { userId: request.auth.userId, ...what },
      'regeling niet gevonden of van een ander bedrijf',
    );
    return new HttpError(404, NOT_FOUND);
  };

  /** Scheme lookups started during authentication of a detail GET (startSchemeLookup), per request. */
  const lookups = new WeakMap<FastifyRequest, SchemeLookup>();

  /** Cao data and core's step rules, the same for a hirer's save and an agency's proposal. */
  const checkRules = async (payload: InlenersCaoPayload) => {
    const result = await validateSchemePayload(db, payload);
    if (!result.ok) throw new FieldErrorsError(result.errors);
  };

  /** A hirer's own save: a proposal is an agency's work. */
  const checkPayload = async (payload: InlenersCaoPayload) => {
    if (payload.proposal_inlener_id !== null) {
      throw new FieldErrorsError({ proposal_inlener_id: [PROPOSAL_ONLY_BY_AGENCY] });
    }
    await checkRules(payload);
  };

  /**
   * An agency's proposal for the hirer proposal_inlener_id: the agency must be allowed to propose to it
   * (mayPropose; for a change of a scheme, that scheme must be shared with it: mayProposeChangeOf; otherwise
   * 404, as for an unknown hirer or scheme, before any version is compared), and the payload passes the
   * rules of a save.
   * `basis` is the hirer's scheme and version a PUT changes.
   */
  const propose = async (
    request: FastifyRequest,
    payload: InlenersCaoPayload,
    basis: { schemeId: number; version: number } | null,
  ) => {
    const { userId, companyId } = request.auth;
    const hirerId = payload.proposal_inlener_id;
    if (hirerId === null) throw new HttpError(403, AGENCY_SAVES_PROPOSALS_ONLY);
    const viewer = await agencyViewer(db, request.auth);
    const allowed =
      viewer !== undefined &&
      (basis === null
        ? await mayPropose(db, viewer, hirerId)
        : await mayProposeChangeOf(db, viewer, hirerId, basis.schemeId));
    if (!allowed) throw notFound(request, { proposalFor: hirerId, schemeId: basis?.schemeId });
    if (basis !== null) {
      const known = await checkSaveBasis(db, basis.schemeId, hirerId, basis.version);
      if (known.status === 'not_found')
        throw notFound(request, { proposalFor: hirerId, schemeId: basis.schemeId });
      if (known.status === 'stale') throw new HttpError(412, STALE_VERSION);
    }
    await checkRules(payload);
    const result = await saveProposal(db, {
      agency: { userId, companyId },
      hirerCompanyId: hirerId,
      payload,
      basis,
      now: app.clock.now(),
      publicUrl: app.config.publicUrl,
    });
    if (result.status === 'not_found') throw notFound(request, { proposalFor: hirerId });
    if (result.status === 'stale') throw new HttpError(412, STALE_VERSION);
    app.outbox.wake();
    request.log.info({ userId, proposalFor: hirerId, proposalId: result.saved.id }, 'voorstel opgeslagen');
    return result.saved;
  };

  /**
   * GET inleners/inleners-cao-list/ (get_proposals=true: the agencies' open proposals after the schemes), paged
   * (src/http/paging.ts): `limit`, `after`, and a Link rel="next" while rows follow.
   */
  app.get(
    '/inleners/inleners-cao-list/',
    {
      preValidation: reader,
      schema: {
        tags: ['regelingen'],
        summary: 'De beloningsregelingen van het eigen bedrijf, elk in de nieuwste versie, per pagina',
        querystring: inlenersCaoListQuerySchema,
        response: { 200: inlenersCaoListResponseSchema, ...PAGE_FAILURES },
      },
    },
    async (request, reply) => {
      const { companyId } = request.auth;
      const { limit, after } = pageRequest(request.query, schemeListKeySchema);
      // The schemes come first, then (get_proposals=true) the open proposals; the cursor says which part.
      const rows = after?.[0] === 'p' ? [] : await listSchemes(db, companyId, { limit, after });
      if (request.query.get_proposals === true && rows.length <= limit) {
        const rest = { limit: limit - rows.length, after: after?.[0] === 'p' ? after : undefined };
        rows.push(...(await listOpenProposals(db, companyId, rest)));
      }
      return sendPage(request, reply, { limit, after }, rows);
    },
  );

  /**
   * GET inleners/inleners-cao/{guid}/?version=N: one version (default the newest) with its history; the guid
   * of a proposal shows the proposal. An agency reads its own proposal with ?uitlener=true.
   */
  app.get(
    '/inleners/inleners-cao/:id/',
    {
      // A hirer's read looks the scheme up while authentication checks the session (one round trip's wait).
      preValidation: [
        app.authenticateWhile((request, claimed) => {
          const { id } = request.params as { id?: unknown };
          if (claimed.companyKind === 'inlener' && typeof id === 'string') {
            lookups.set(request, startSchemeLookup(db, claimed.companyId, id));
          }
        }),
      ],
      schema: {
        tags: ['regelingen'],
        summary: 'Een beloningsregeling in een versie (standaard de nieuwste), of een voorstel',
        params: schemeParamsSchema,
        querystring: inlenersCaoQuerySchema,
        response: {
          200: inlenersCaoResponseSchema,
          ...failures({
            403: 'Een uitlener leest hier alleen een eigen voorstel, met uitlener=true.',
            404: 'Regeling, versie of voorstel niet gevonden, of van een ander bedrijf.',
          }),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { version, uitlener } = request.query;
      const { companyId, companyKind } = request.auth;
      if (companyKind === 'uitlener') {
        if (uitlener !== true) throw new HttpError(403, WRONG_COMPANY_KIND);
        const proposal = await loadProposalForAgency(db, companyId, id, version);
        if (proposal === undefined) throw notFound(request, { proposal: id, version });
        return proposal;
      }
      const lookup = lookups.get(request);
      const saved = await renderSchemeDetail(db, { companyId, withLinks: true, lookup }, id, version);
      if (saved !== undefined) return sendTaggedJson(request, reply, saved.json, saved.etag);
      const proposal = await loadProposalForHirer(db, companyId, id, version);
      if (proposal === undefined) throw notFound(request, { guid: id, version });
      return proposal;
    },
  );

  /**
   * GET inleners/inleners-cao/{guid}/versions/: the scheme's versions, the newest first, paged
   * (src/http/paging.ts). The detail carries the first page and, in `versions_after`, the cursor of the rest.
   * With an open or rejected proposal's guid: its scheme's versions up to the one the proposal is based on.
   */
  app.get(
    '/inleners/inleners-cao/:id/versions/',
    {
      preValidation: reader,
      schema: {
        tags: ['regelingen'],
        summary: 'De versies van een beloningsregeling, de nieuwste eerst, per pagina',
        params: schemeParamsSchema,
        querystring: schemeVersionsQuerySchema,
        response: {
          200: schemeVersionsResponseSchema,
          ...PAGE_FAILURES,
          ...failures({ 404: 'Regeling niet gevonden, of van een ander bedrijf.' }),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const page = pageRequest(request.query, versionPageKeySchema);
      const { companyId } = request.auth;
      const schemeId = await schemeIdOf(db, companyId, id);
      if (schemeId !== undefined) {
        return sendPage(request, reply, page, await schemeVersionPage(db, schemeId, page));
      }
      // An open or rejected proposal's guid: the versions its detail lists before itself, up to its basis.
      const proposal = await proposalVersionsBasis(db, companyId, id);
      if (proposal === undefined) throw notFound(request, { guid: id });
      const below = Math.min(page.after?.[1] ?? proposal.below, proposal.below);
      const rows = await schemeVersionPage(db, proposal.schemeId, { ...page, after: ['v', below] });
      return sendPage(request, reply, page, rows);
    },
  );

  /** POST inleners/inleners-cao/: a new scheme with its version 1, or an agency's proposal of a new scheme. */
  app.post(
    '/inleners/inleners-cao/',
    {
      preValidation: saver,
      schema: {
        tags: ['regelingen'],
        summary: 'Sla een nieuwe beloningsregeling op (versie 1)',
        body: inlenersCaoPayloadSchema,
        response: {
          201: inlenersCaoSaveResponseSchema,
          ...failures({
            400: 'De regeling voldoet niet aan de regels van de stappen (veldfouten).',
            403: 'Een uitlener slaat alleen een voorstel op (proposal_inlener_id).',
            404: 'De inlener van het voorstel is onbekend of vroeg deze uitlener niets.',
          }),
        },
      },
    },
    async (request, reply) => {
      const payload = request.body;
      if (payload.inlener_cao_id !== undefined) {
        // Editing goes through PUT, which names the version it started from.
        throw new FieldErrorsError({ inlener_cao_id: [MESSAGES.unknownField] });
      }
      if (request.auth.companyKind === 'uitlener') {
        return reply.status(201).send(await propose(request, payload, null));
      }
      await checkPayload(payload);
      const { userId, companyId } = request.auth;
      const saved = await createScheme(db, payload, { userId, companyId }, app.clock.now());
      request.log.info({ userId, schemeId: saved.id, version: saved.version }, 'regeling opgeslagen');
      return reply.status(201).send(saved);
    },
  );

  /**
   * PUT inleners/inleners-cao/: version N + 1 of the scheme inlener_cao_id, where N is expected_version (the
   * version the edit started from). Without expected_version 428; when the scheme has moved on 412 and
   * nothing is written. From an agency: a proposal to change the hirer's scheme inlener_cao_id, based on
   * expected_version (which must be the newest).
   */
  app.put(
    '/inleners/inleners-cao/',
    {
      preValidation: saver,
      schema: {
        tags: ['regelingen'],
        summary: 'Sla een nieuwe versie van een beloningsregeling op',
        body: inlenersCaoPayloadSchema,
        response: {
          200: inlenersCaoSaveResponseSchema,
          ...failures({
            400: 'De regeling voldoet niet aan de regels van de stappen, of inlener_cao_id ontbreekt.',
            403: 'Een uitlener slaat alleen een voorstel op (proposal_inlener_id).',
            404: 'Regeling niet gevonden of van een ander bedrijf, of niet gedeeld met deze uitlener.',
            412: 'De regeling heeft intussen een nieuwere versie dan expected_version; er is niets opgeslagen.',
            428: 'expected_version ontbreekt.',
          }),
        },
      },
    },
    async (request) => {
      const payload = request.body;
      const schemeId = payload.inlener_cao_id;
      if (schemeId === undefined) throw new FieldErrorsError({ inlener_cao_id: [MESSAGES.required] });
      const expected = payload.expected_version;
      if (expected === undefined) throw new HttpError(428, VERSION_REQUIRED);
      if (request.auth.companyKind === 'uitlener') {
        return propose(request, payload, { schemeId, version: expected });
      }
      const { userId, companyId } = request.auth;
      const basis = await checkSaveBasis(db, schemeId, companyId, expected);
      if (basis.status === 'not_found') throw notFound(request, { schemeId });
      if (basis.status === 'stale') {
        request.log.info({ userId, schemeId, expected, current: basis.currentVersion }, 'verouderde versie');
        throw new HttpError(412, STALE_VERSION);
      }
      await checkPayload(payload);
      const result = await appendSchemeVersion(
        db,
        schemeId,
        expected,
        payload,
        { userId, companyId },
        app.clock.now(),
      );
      if (result.status === 'not_found') throw notFound(request, { schemeId });
      if (result.status === 'stale') {
        request.log.info({ userId, schemeId, expected, current: result.currentVersion }, 'verouderde versie');
        throw new HttpError(412, STALE_VERSION);
      }
      request.log.info({ userId, schemeId, version: result.saved.version }, 'regeling opgeslagen');
      return result.saved;
    },
  );

  /**
   * PUT inleners/inleners-cao/{guid}/proposal/ ({guid}: the proposal's, as the list with get_proposals=true
   * gives it): accept (signed_fullname, and follow_salary_tables for a cao-based scheme) turns the proposal into
   * the scheme's next version signed by the caller, answered with that version; reject answers 204. A decided
   * proposal is a 409; a scheme that got a newer version since the proposal's basis a 412, writing nothing.
   */
  app.put(
    '/inleners/inleners-cao/:id/proposal/',
    {
      preValidation: writer,
      schema: {
        tags: ['regelingen'],
        summary: 'Accepteer of wijs een voorstel van een uitlener af',
        params: schemeParamsSchema,
        body: proposalDecisionRequestSchema,
        response: {
          200: inlenersCaoSaveResponseSchema,
          204: z.null(),
          ...failures({
            400: 'De regeling van het voorstel voldoet niet (meer) aan de regels.',
            404: 'Voorstel niet gevonden of van een ander bedrijf.',
            409: 'Over het voorstel is al besloten.',
            412: 'De regeling heeft intussen een nieuwere versie dan die van het voorstel; er is niets opgeslagen.',
          }),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { userId, companyId } = request.auth;
      const result = await decideProposal(db, {
        guid: id,
        hirer: { userId, companyId },
        decision: request.body,
        now: app.clock.now(),
        agencyPortalUrl: app.config.agencyPortalUrl,
      });
      switch (result.status) {
        case 'not_found':
          throw notFound(request, { proposal: id });
        case 'decided':
          throw new HttpError(409, PROPOSAL_DECIDED);
        case 'stale':
          request.log.info({ userId, proposal: id }, 'voorstel op een verouderde versie');
          throw new HttpError(412, PROPOSAL_STALE);
        case 'invalid':
          throw new FieldErrorsError(result.errors);
        case 'rejected':
          app.outbox.wake();
          request.log.info({ userId, proposal: id }, 'voorstel afgewezen');
          return reply.status(204).send(null);
        case 'accepted':
          app.outbox.wake();
          request.log.info({ userId, proposal: id, version: result.saved.version }, 'voorstel geaccepteerd');
          return reply.status(200).send(result.saved);
      }
    },
  );
};

export default schemesRoutes;
