import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

/** The SETU Inquiry Pay Equity v2.0 OpenAPI document (a copy of reference/setu/ of the shared documents, so a clean clone can run the test). */
export const SETU_SCHEMA_FILE = fileURLToPath(
  new URL('../../fixtures/setu/gelijkwaardige-beloning-v2.0.yaml', import.meta.url),
);

let validator: ValidateFunction | undefined;

/**
 * A validator of SETU 'gelijkwaardige beloning' v2.0 messages: the schema InquiryPayEquity of the YAML with
 * ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses) and ajv-formats (date, date-time). The document's refs
 * point at '#/components/schemas/...', so the components are compiled as one root document; the $id of
 * InquiryPayEquity would move those refs to another base and is left out.
 */
export function setuValidator(): ValidateFunction {
  if (validator !== undefined) return validator;
  const document = parse(readFileSync(SETU_SCHEMA_FILE, 'utf8')) as {
    components: { schemas: Record<string, Record<string, unknown>> };
  };
  const schemas = structuredClone(document.components.schemas);
  const root = schemas.InquiryPayEquity;
  if (root === undefined) throw new Error('InquiryPayEquity ontbreekt in het SETU-schema');
  delete root.$id;
  delete root.$schema;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const addFormats = addFormatsModule as unknown as (instance: Ajv2020) => Ajv2020;
  addFormats(ajv);
  ajv.addSchema({ $id: 'https://setu.test/inquiry-pay-equity', components: { schemas } });
  validator = ajv.compile({
    $ref: 'https://setu.test/inquiry-pay-equity#/components/schemas/InquiryPayEquity',
  });
  return validator;
}

/** The validation errors of a message as readable lines; empty when it is valid. */
export function setuErrors(message: unknown): string[] {
  const validate = setuValidator();
  if (validate(message)) return [];
  return (validate.errors ?? []).map(
    (error: ErrorObject) =>
      `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
}
