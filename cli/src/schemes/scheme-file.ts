import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ApiClient } from '@beloning/core/api';
import { isApiError } from '@beloning/core/api';
import { MESSAGES } from '@beloning/core/rules';
import {
  dutchErrorMap,
  fromInlenersCao,
  inlenersCaoPayloadSchema,
  inlenersCaoSchema,
  toInlenersCaoPayload,
  zodErrorToBody,
  type FieldErrorBody,
  type FullTable,
  type InlenersCaoPayload,
} from '@beloning/core/schemas';
import { fromSetuInquiryPayEquity } from '@beloning/core/setu';
import { schemePayloadRuleErrors, type SchemePayloadRuleContext } from '@beloning/core/wizard';
import type { Context } from '../context.js';
import { CliError } from '../errors.js';
import { EXIT } from '../exit-codes.js';

/**
 * A scheme read from a file, for `schemes create --from` and `schemes import-setu`: the file is JSON in one of
 * three shapes, told apart by their keys: the API's save payload (POST inleners/inleners-cao/), a scheme as
 * the API answers it (`schemes export --format json`, read back through core's fromInlenersCao and
 * toInlenersCaoPayload, the pair the wizard uses), or a SETU gelijkwaardige beloning v2.0 message (core's
 * fromSetuInquiryPayEquity). Every problem is named with its JSON path; nothing is sent.
 */

export const SCHEME_FILE_MESSAGES = {
  unreadable: (file: string) => `${file}: het bestand kan niet gelezen worden.`,
  notJson: (file: string) => `${file}: dit is geen JSON; er is niets verstuurd.`,
  notObject: (file: string) =>
    `${file}: verwacht een regeling (JSON-object) of een SETU-bericht; er is niets verstuurd.`,
  invalidSetu: 'Het SETU-bericht kan niet als regeling worden ingelezen; er is niets verstuurd:',
  invalidScheme: 'De regeling is niet geldig; er is niets verstuurd:',
  newSchemeOnly: 'Een nieuwe regeling heeft geen inlener_cao_id of expected_version (dat is een wijziging)',
} as const;

/** The shape a file was read as. */
export type SchemeFileKind = 'payload' | 'export' | 'setu';

export const SCHEME_FILE_KIND_LABELS: Record<SchemeFileKind, string> = {
  payload: 'regeling (API-payload)',
  export: 'regeling (export van beloning schemes export --format json)',
  setu: 'SETU-bericht (gelijkwaardige beloning v2.0)',
};

export interface SchemeFile {
  kind: SchemeFileKind;
  /** The save payload; terms_accepted only as the file gives it (a payload file), else absent. */
  payload: Omit<InlenersCaoPayload, 'terms_accepted'> & { terms_accepted?: boolean };
  /** What a SETU message held that a scheme cannot (Dutch, with the message's JSON path). */
  notes: string[];
}

/** Reads and parses a JSON file (a byte order mark allowed); unreadable is exit 1, not JSON exit 4. */
export async function readJsonFile(ctx: Context, file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(resolve(ctx.deps.cwd, file), 'utf8');
  } catch {
    throw new CliError(SCHEME_FILE_MESSAGES.unreadable(file), EXIT.failure);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new CliError(SCHEME_FILE_MESSAGES.notJson(file), EXIT.validation);
  }
}

/** Which shape a JSON value has: SETU by its message keys, an export by the keys only the API answers. */
export function schemeFileKind(value: Record<string, unknown>): SchemeFileKind {
  if ('remuneration' in value || 'documentId' in value || 'effectivePeriod' in value) return 'setu';
  if ('guid' in value || 'versions' in value || 'full_name' in value) return 'export';
  return 'payload';
}

/** One problem line: '  salary_tables.0.end_date: Veld is vereist' (the path as the server names fields). */
function problemLines(body: FieldErrorBody): string[] {
  return [
    ...Object.entries(body.errors).map(([field, messages]) => `  ${field}: ${messages.join(', ')}`),
    ...body.non_field_errors.map((message) => `  ${message}`),
  ];
}

/** A SETU message read with core's fromSetuInquiryPayEquity; refused with each problem's JSON path. */
export function readSetuMessage(message: unknown): SchemeFile {
  const result = fromSetuInquiryPayEquity(message);
  if (!result.ok) {
    throw new CliError(
      [
        SCHEME_FILE_MESSAGES.invalidSetu,
        ...result.errors.map((error) => `  ${error.path}: ${error.message}`),
      ],
      EXIT.validation,
    );
  }
  return { kind: 'setu', payload: result.payload, notes: result.notes };
}

/** Reads a scheme file in any of its three shapes (see above); a shape that does not parse is exit 4. */
export async function readSchemeFile(ctx: Context, file: string): Promise<SchemeFile> {
  const value = await readJsonFile(ctx, file);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CliError(SCHEME_FILE_MESSAGES.notObject(file), EXIT.validation);
  }
  const kind = schemeFileKind(value as Record<string, unknown>);
  if (kind === 'setu') return readSetuMessage(value);
  if (kind === 'export') {
    const parsed = inlenersCaoSchema.safeParse(value, { error: dutchErrorMap });
    if (!parsed.success) {
      throw new CliError(
        [SCHEME_FILE_MESSAGES.invalidScheme, ...problemLines(zodErrorToBody(parsed.error))],
        EXIT.validation,
      );
    }
    const scheme = parsed.data;
    const forms = fromInlenersCao(scheme);
    // A new scheme: not the saved one's id and version (toInlenersCaoPayload sends them for an edit).
    const {
      terms_accepted: _terms,
      inlener_cao_id: _id,
      expected_version: _version,
      ...payload
    } = toInlenersCaoPayload({ ...forms, step9: { ...forms.step9, agreedToTerms: true } });
    return { kind, payload: { ...payload, signed_fullname: scheme.signed_fullname }, notes: [] };
  }
  const { inlener_cao_id, expected_version, ...rest } = value as Record<string, unknown>;
  if (inlener_cao_id !== undefined || expected_version !== undefined) {
    throw new CliError(
      [
        SCHEME_FILE_MESSAGES.invalidScheme,
        `  ${inlener_cao_id === undefined ? 'expected_version' : 'inlener_cao_id'}: ${SCHEME_FILE_MESSAGES.newSchemeOnly}`,
      ],
      EXIT.validation,
    );
  }
  return { kind, payload: rest as SchemeFile['payload'], notes: [] };
}

/** The cao data of a payload's rules, the errors in loading it, and the cao's name (null without one). */
export interface RuleContext {
  context: SchemePayloadRuleContext;
  errors: FieldErrorBody['errors'];
  caoName: string | null;
}

/**
 * The cao data the wizard's rules need for a payload, through the API as the portal reads it: the cao's
 * minimums (GET inleners/caos/{id}) and the original tables its tables start from (GET
 * inleners/salary-tables/). An unknown cao is a field error under cao_id, as the server words it.
 */
export async function loadRuleContext(
  client: ApiClient,
  payload: Pick<InlenersCaoPayload, 'cao_id' | 'salary_tables'>,
): Promise<RuleContext> {
  const originals = new Map<number, FullTable>();
  if (payload.cao_id === null) return { context: { cao: null, originals }, errors: {}, caoName: null };
  let cao;
  try {
    cao = await client.caos.get(payload.cao_id);
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      return {
        context: { cao: null, originals },
        errors: { cao_id: [MESSAGES.invalidValue] },
        caoName: null,
      };
    }
    throw error;
  }
  if (payload.salary_tables.some((table) => table.original_salary_table_id !== null)) {
    for (const table of await client.caos.salaryTables({ caoId: payload.cao_id })) {
      if (table.id !== null) originals.set(table.id, table.full_table);
    }
  }
  return { context: { cao, originals }, errors: {}, caoName: cao.full_name };
}

/**
 * Checks a payload as the server will: core's save schema (with Dutch messages), then the wizard's rules of
 * every step (core's schemePayloadRuleErrors) with the cao data from `ruleContext`. Refused (exit 4) with
 * every problem's path; answers the parsed payload.
 */
export async function validatePayload(
  payload: unknown,
  ruleContext: (parsed: InlenersCaoPayload) => Promise<RuleContext>,
): Promise<{ payload: InlenersCaoPayload; caoName: string | null }> {
  const parsed = inlenersCaoPayloadSchema.safeParse(payload, { error: dutchErrorMap });
  if (!parsed.success) {
    throw new CliError(
      [SCHEME_FILE_MESSAGES.invalidScheme, ...problemLines(zodErrorToBody(parsed.error))],
      EXIT.validation,
    );
  }
  const { context, errors, caoName } = await ruleContext(parsed.data);
  const found = Object.keys(errors).length > 0 ? errors : schemePayloadRuleErrors(parsed.data, context);
  if (Object.keys(found).length > 0) {
    throw new CliError(
      [SCHEME_FILE_MESSAGES.invalidScheme, ...problemLines({ errors: found, non_field_errors: [] })],
      EXIT.validation,
    );
  }
  return { payload: parsed.data, caoName };
}
