import {
  aardTypesResponseSchema,
  caoListResponseSchema,
  caoResponseSchema,
  salaryTablesResponseSchema,
  werksoortsResponseSchema,
} from '../../schemas/cao-api.js';
import { handelsnaamResponseSchema } from '../../schemas/handelsnaam-api.js';
import { pathSegment } from '../query.js';
import { collectPages, type ListOptions } from '../pages.js';
import type { Transport } from '../transport.js';
import type { AardType, Cao, CaoOption, Handelsnaam, ResourceId, SalaryTable, Werksoort } from '../types.js';

/** Cao data the wizards start from (SPEC.md section 7.2). */
export function caoCalls(transport: Transport) {
  const { request } = transport;
  return {
    /** GET /inleners/caos-list/: every page followed, or the first `options.limit` cao versions. */
    list(options: ListOptions = {}): Promise<CaoOption[]> {
      const call = { method: 'GET', path: '/inleners/caos-list/', auth: true } as const;
      return collectPages(transport, { ...call, response: caoListResponseSchema }, options);
    },

    /** GET /inleners/caos-list/latest/: only the latest cao versions (employers' organisation members). */
    listLatest(options: ListOptions = {}): Promise<CaoOption[]> {
      const call = { method: 'GET', path: '/inleners/caos-list/latest/', auth: true } as const;
      return collectPages(transport, { ...call, response: caoListResponseSchema }, options);
    },

    /** GET /inleners/aard-types/: [code, label] pairs. */
    aardTypes(): Promise<AardType[]> {
      return request({
        method: 'GET',
        path: '/inleners/aard-types/',
        auth: true,
        response: aardTypesResponseSchema,
      });
    },

    /** GET /inleners/werksoorts/?cao_id= */
    werksoorten(query: { caoId: number }): Promise<Werksoort[]> {
      return request({
        method: 'GET',
        path: '/inleners/werksoorts/',
        query,
        auth: true,
        response: werksoortsResponseSchema,
      });
    },

    /** GET /inleners/salary-tables/?cao_id= */
    salaryTables(query: { caoId: number }): Promise<SalaryTable[]> {
      return request({
        method: 'GET',
        path: '/inleners/salary-tables/',
        query,
        auth: true,
        response: salaryTablesResponseSchema,
      });
    },

    /** GET /inleners/caos/{id} (no trailing slash, as SPEC.md writes it) */
    get(id: ResourceId): Promise<Cao> {
      return request({
        method: 'GET',
        path: `/inleners/caos/${pathSegment(id)}`,
        auth: true,
        response: caoResponseSchema,
      });
    },
  };
}

/** The KVK lookup of company names (SPEC.md section 7.2); registration uses it before anyone is logged in. */
export function handelsnaamCalls({ request }: Transport) {
  return {
    /** GET inleners/handelsnaam/?kvk_nr=: [name, type] pairs; empty when nothing is found. */
    lookup(kvkNr: string): Promise<Handelsnaam[]> {
      return request({
        method: 'GET',
        path: 'inleners/handelsnaam/',
        query: { kvkNr },
        auth: true,
        response: handelsnaamResponseSchema,
      });
    },
  };
}

export type CaoCalls = ReturnType<typeof caoCalls>;
export type HandelsnaamCalls = ReturnType<typeof handelsnaamCalls>;
