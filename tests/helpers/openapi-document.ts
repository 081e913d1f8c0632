import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../server/src/app.js';

/**
 * The server's OpenAPI document (/api/docs/json) as the tests read it, and a check of real answers against
 * it: the status must be one the operation lists under `responses`, and a failure's body must validate
 * (ajv with ajv-formats) against the schema documented for that status.
 */

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
}

export interface OpenApiOperation {
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: object }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export async function loadOpenApiDocument(app: App): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  return response.json<OpenApiDocument>();
}

/** `GET /api/inleners/caos/{id}`: an operation as `METHOD path` in the document's spelling. */
export type OperationKey = string;

/** A route as fastify registers it ('/api/x/:id/') in the document's spelling ('/api/x/{id}/'). */
export function documentPath(route: string): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Every operation of the document, by key. */
export function operationsOf(document: OpenApiDocument): Map<OperationKey, OpenApiOperation> {
  const operations = new Map<OperationKey, OpenApiOperation>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return operations;
}

/** The operation's path with every `{parameter}` replaced by `value` (as it is: '%FF' stays a broken escape). */
export function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

/**
 * Collects, for every answer it is shown, whether the operation documents its status and (for 4xx and 5xx)
 * whether the body matches the documented schema; `failures` lists what did not, `answered` what each
 * operation was seen to answer.
 */
export class DocumentedAnswers {
  readonly failures: string[] = [];
  readonly answered = new Map<OperationKey, Set<number>>();
  private readonly operations: Map<OperationKey, OpenApiOperation>;
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.operations = operationsOf(document);
    const addFormats = addFormatsModule as unknown as (instance: Ajv) => Ajv;
    addFormats(this.ajv);
  }

  /** Records the answer of one request to `key`; `label` says which request it was. */
  check(key: OperationKey, label: string, response: LightMyRequestResponse): void {
    const status = response.statusCode;
    const answered = this.answered.get(key) ?? new Set<number>();
    answered.add(status);
    this.answered.set(key, answered);
    const where = `${key} (${label}): ${status} ${response.body.slice(0, 160)}`;
    const operation = this.operations.get(key);
    if (operation === undefined) {
      this.failures.push(`${where}: geen operatie in het document`);
      return;
    }
    const documented = operation.responses[String(status)];
    if (documented === undefined) {
      this.failures.push(
        `${where}: status niet gedocumenteerd (wel: ${Object.keys(operation.responses).join(', ')})`,
      );
      return;
    }
    if (status < 400) return;
    const schema = documented.content?.['application/json']?.schema;
    if (schema === undefined) {
      this.failures.push(`${where}: geen schema voor de body gedocumenteerd`);
      return;
    }
    if (!String(response.headers['content-type']).startsWith('application/json')) {
      this.failures.push(`${where}: geen JSON (${String(response.headers['content-type'])})`);
      return;
    }
    const validatorKey = `${key} ${status}`;
    let validate = this.validators.get(validatorKey);
    if (validate === undefined) {
      validate = this.ajv.compile(schema);
      this.validators.set(validatorKey, validate);
    }
    if (!validate(response.json())) {
      this.failures.push(`${where}: body past niet bij het schema: ${this.ajv.errorsText(validate.errors)}`);
    }
  }
}
