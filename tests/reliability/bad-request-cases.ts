/**
 * The bad requests of the reliability suite, generated from the OpenAPI document (`/api/docs/json`): for one
 * operation, from its path and query parameters and its request body schema, and a valid request to start
 * from (real ids in the path, a body the operation accepts), every case changes one thing. Nothing here is
 * random, so every run sends the same requests in the same order and sees the same answers.
 *
 * - every string field (also inside arrays and nested objects): NUL, a lone high and a lone low surrogate,
 *   1 MB of text, empty, spaces, numbers as text at the int4 and int8 boundaries, the wrong JSON types;
 * - every integer or number field: int4 max, int4 max + 1, int8 max, int8 max + 1 (written as JSON number
 *   text, as a client in another language would), -1, 0, 1.5, 1e3, 1e400, a 40-digit number, the same as
 *   text, and the wrong JSON types; booleans, arrays and objects their wrong types;
 * - every required field missing, an unknown field at every level, `__proto__` and `constructor` keys;
 * - the whole body: empty, an array, a string, a number, null, not JSON, JSON with trailing garbage, deeply
 *   nested, and other content types;
 * - every path and query parameter (and an unknown query parameter): the same text and number values, a
 *   broken %-escape, a value over the 16 kB header limit;
 * - without a token, with a garbage token, with a token that is no JWT (for operations that need one), and
 *   an unsafe request without the CSRF pair (for those that do not);
 * - raw bytes on a socket: a JSON body with invalid UTF-8, a chunked body with a bad chunk size and one cut
 *   off, a header over 16 kB, a body longer and one shorter than its Content-Length, a NUL in a header value,
 *   Content-Length and Transfer-Encoding together, two Content-Lengths, a negative one, an unknown
 *   Transfer-Encoding, a Content-Encoding the body does not have, malformed and folded header lines, raw
 *   bytes in the path, HTTP/1.0, an absolute-form target, a lower-case and an unknown method, no Host.
 *
 * Numbers as text go to the string fields without a maximum length or a choice (dates, decimals, free
 * text); in a text with a maximum or a choice they are only text.
 */

/** The part of a JSON schema of the OpenAPI document the generator reads. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  enum?: unknown[];
  maxLength?: number;
  nullable?: boolean;
  default?: unknown;
}

export interface OperationDoc {
  parameters?: { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema?: SchemaNode }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** One operation of the document with the valid request the cases start from. */
export interface Operation {
  method: string;
  /** The path as the document writes it, with `{id}`. */
  path: string;
  doc: OperationDoc;
  /** A real value for each path parameter. */
  pathValues: Record<string, string>;
  /** The query that the operation accepts (its required parameters). */
  query: Record<string, string>;
  /** A body the operation accepts, or undefined for an operation without a body. */
  body: unknown;
}

/** How a case is authenticated: the caller's valid token, none, or this Authorization header. */
export type CaseAuth =
  { kind: 'token' } | { kind: 'none'; csrf: boolean } | { kind: 'header'; value: string };

/** A request sent with fetch over a keep-alive connection. */
export interface FetchCase {
  transport: 'fetch';
  name: string;
  auth: CaseAuth;
  /** Path and query, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Bytes written to a fresh socket, which the client then ends (half-close). */
export interface RawCase {
  transport: 'raw';
  name: string;
  auth: CaseAuth;
  /** The request from its request line on; `headers` are the auth and CSRF lines to put in. */
  bytes: (headers: string[]) => Buffer;
  /** Bytes written after the first answer (what a body had beyond its Content-Length). */
  after?: Buffer;
  /**
   * The client cut its own request short and ends its side at once: the server may close without an
   * answer.
   */
  mayGoUnanswered: boolean;
}

export type BadRequestCase = FetchCase | RawCase;

export const INT4_MAX = '2147483647';
export const INT4_MAX_PLUS_1 = '2147483648';
export const INT8_MAX = '9223372036854775807';
export const INT8_MAX_PLUS_1 = '9223372036854775808';
const FORTY_DIGITS = '9'.repeat(40);
/** 1 MiB of text: under the 2 MB body limit, so it reaches the validation. */
export const ONE_MB = 'x'.repeat(1024 * 1024);
/** Over Node's 16 kB limit for the request line and headers together. */
const OVER_HEADER_LIMIT = 'a'.repeat(20 * 1024);

/** The text values every string field, path and query parameter gets. */
const TEXT_VALUES: readonly (readonly [string, string])[] = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\uD83Db'],
  ['lone low surrogate', '\uDE00b'],
  ['empty', ''],
  ['only spaces', '   '],
  ['zero-width space and right-to-left override', '\u200B\u202E'],
  ['int4 max as text', INT4_MAX],
  ['int4 max + 1 as text', INT4_MAX_PLUS_1],
  ['int8 max as text', INT8_MAX],
  ['int8 max + 1 as text', INT8_MAX_PLUS_1],
  ['-1 as text', '-1'],
  ['0 as text', '0'],
  ['1.5 as text', '1.5'],
  ["'1e3'", '1e3'],
  ['40 digits as text', FORTY_DIGITS],
];

/** Numbers written as JSON number text (so int8 values reach the server as the client wrote them). */
const NUMBER_TEXTS: readonly string[] = [
  INT4_MAX,
  INT4_MAX_PLUS_1,
  '-2147483648',
  '-2147483649',
  INT8_MAX,
  INT8_MAX_PLUS_1,
  '-1',
  '0',
  '1.5',
  '1e3',
  '1e400',
  FORTY_DIGITS,
];

const WRONG_TYPES: readonly (readonly [string, unknown])[] = [
  ['a number', 12345],
  ['a boolean', true],
  ['an object', { waarde: 'x' }],
  ['an array', ['x']],
  ['null', null],
];

/** A JSON number written as is, for values JSON.stringify cannot write (int8 max exactly, 1e400). */
class RawNumber {
  constructor(readonly text: string) {}
}

/** JSON text of `value` with each RawNumber written as its text. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, inner: unknown) => {
    if (inner instanceof RawNumber) {
      raws.push(inner.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return inner;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)]!);
}

type Path = readonly (string | number)[];
type LeafKind = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'union';

interface Leaf {
  path: Path;
  kind: LeafKind;
  schema: SchemaNode;
}

function kindOf(schema: SchemaNode): LeafKind | undefined {
  const branches = (schema.anyOf ?? schema.oneOf)?.filter((branch) => branch.type !== 'null');
  if (branches !== undefined) return branches.length === 1 ? kindOf(branches[0]!) : 'union';
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== 'null');
  if (types.length > 1) return 'union';
  const type = types[0];
  if (type === undefined)
    return schema.enum !== undefined ? 'string' : schema.properties ? 'object' : undefined;
  return ['string', 'integer', 'number', 'boolean', 'array', 'object'].includes(type)
    ? (type as LeafKind)
    : undefined;
}

function unwrap(schema: SchemaNode): SchemaNode {
  const branches = (schema.anyOf ?? schema.oneOf)?.filter((branch) => branch.type !== 'null');
  return branches?.length === 1 ? unwrap(branches[0]!) : schema;
}

/** Every field of the body schema, depth first, arrays by their first element. */
function leaves(schema: SchemaNode, path: Path = []): Leaf[] {
  const node = unwrap(schema);
  const kind = kindOf(node);
  const own: Leaf[] = path.length === 0 || kind === undefined ? [] : [{ path, kind, schema: node }];
  if (kind === 'object' && node.properties !== undefined) {
    return [
      ...own,
      ...Object.entries(node.properties).flatMap(([name, child]) => leaves(child, [...path, name])),
    ];
  }
  if (kind === 'array' && node.items !== undefined) return [...own, ...leaves(node.items, [...path, 0])];
  return own;
}

/** The objects of the schema with their required fields. */
function objects(schema: SchemaNode, path: Path = []): { path: Path; required: string[] }[] {
  const node = unwrap(schema);
  if (node.properties !== undefined) {
    return [
      { path, required: node.required ?? [] },
      ...Object.entries(node.properties).flatMap(([name, child]) => objects(child, [...path, name])),
    ];
  }
  if (node.items !== undefined) return objects(node.items, [...path, 0]);
  return [];
}

function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A copy of `base` with the value at `path` replaced (undefined: removed); missing parents are made. */
function withAt(base: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let current: Record<string | number, unknown> = copy;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      if (value === undefined) delete current[key];
      else current[key] = value;
      break;
    }
    let next = current[key];
    if (typeof next !== 'object' || next === null) {
      next = typeof path[index + 1] === 'number' ? [] : {};
      current[key] = next;
    }
    current = next as Record<string | number, unknown>;
  }
  return copy;
}

function label(path: Path): string {
  return path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
    .join('')
    .replace(/^\./, '');
}

/** The values a field of this kind gets: [what, value] with JSON values or RawNumbers. */
function valuesFor(kind: LeafKind, schema: SchemaNode): (readonly [string, unknown])[] {
  const texts = TEXT_VALUES.map(([name, value]) => [name, value] as const);
  const numbers = NUMBER_TEXTS.map((text) => [text, new RawNumber(text)] as const);
  const wrong = (except: string) => WRONG_TYPES.filter(([name]) => name !== except);
  switch (kind) {
    case 'string':
      return [
        // Numbers as text matter where the text is read as a number or a date; in a text with a maximum
        // length or a choice they are just text, and a choice gets one that does not exist instead.
        ...(schema.enum === undefined && schema.maxLength === undefined
          ? texts
          : texts.filter(([, value]) => !/^-?[0-9.e]+$/.test(value) || value === '0')),
        ['1 MB of text', ONE_MB],
        ...(schema.enum === undefined ? [] : [['a choice that does not exist', 'bestaat-niet'] as const]),
        ...wrong(''),
      ];
    case 'integer':
    case 'number':
      return [
        ...numbers,
        ["'1e3' as text", '1e3'],
        ['40 digits as text', FORTY_DIGITS],
        ...wrong('a number'),
      ];
    case 'union':
      return [...texts, ['1 MB of text', ONE_MB], ...numbers, ...wrong('a number')];
    case 'boolean':
      return [['ja', 'ja'], ["'true' as text", 'true'], ['0', 0], ['1', 1], ...wrong('a boolean')];
    case 'array':
      return [
        ['[null]', [null]],
        ['[[]]', [[]]],
        ["['x']", ['x']],
        ['text', 'x'],
        ['an object', {}],
        ['null', null],
      ];
    case 'object':
      return [
        ['an array', []],
        ['text', 'x'],
        ['a number', 1],
        ['null', null],
      ];
  }
}

/** Encodes a value for a URL, also a lone surrogate (as the bytes of its UTF-16 code unit in WTF-8). */
export function encodeUrlValue(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function url(
  operation: Operation,
  pathValues: Record<string, string>,
  query: Record<string, string>,
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathValues[name] ?? '');
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeUrlValue(key)}=${value}`)
    .join('&');
  return search === '' ? path : `${path}?${search}`;
}

const encodedValues = (operation: Operation) =>
  Object.fromEntries(
    Object.entries(operation.pathValues).map(([key, value]) => [key, encodeUrlValue(value)]),
  );
const encodedQuery = (query: Record<string, string>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, encodeUrlValue(value)]));

/** The values of a path or query parameter, already encoded for the URL. */
const PARAMETER_VALUES: readonly (readonly [string, string])[] = [
  ...TEXT_VALUES.map(([name, value]) => [name, encodeUrlValue(value)] as const),
  ['a broken %-escape', '%E0%A4%A'],
  ['an encoded slash and dots', '..%2F..%2Fetc'],
  ['over the 16 kB header limit', OVER_HEADER_LIMIT],
];

/** The operation's valid request without a token, as sent with the CSRF pair (to ask whether it needs one). */
export function startingRequest(operation: Operation): FetchCase {
  const body = operation.body === undefined ? undefined : jsonText(operation.body);
  return {
    transport: 'fetch',
    name: 'the valid request without a token',
    auth: { kind: 'none', csrf: true },
    url: url(operation, encodedValues(operation), encodedQuery(operation.query)),
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  };
}

/** Every bad request of one operation; `needsToken` says whether it refuses a request without a token. */
export function badRequestCases(operation: Operation, needsToken: boolean): BadRequestCase[] {
  const cases: BadRequestCase[] = [];
  const token: CaseAuth = needsToken ? { kind: 'token' } : { kind: 'none', csrf: true };
  const hasBody = operation.body !== undefined;
  const schema = operation.doc.requestBody?.content['application/json']?.schema;
  const baseUrl = url(operation, encodedValues(operation), encodedQuery(operation.query));
  const json = (name: string, body: string, headers: Record<string, string> = {}): FetchCase => ({
    transport: 'fetch',
    name,
    auth: token,
    url: baseUrl,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const baseBody = hasBody ? jsonText(operation.body) : undefined;
  const plain = (name: string, target: string, headers: Record<string, string> = {}): FetchCase => ({
    transport: 'fetch',
    name,
    auth: token,
    url: target,
    headers: baseBody === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(baseBody === undefined ? {} : { body: baseBody }),
  });

  // Path and query parameters, one at a time; then an unknown query parameter.
  for (const parameter of operation.doc.parameters ?? []) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    for (const [name, value] of PARAMETER_VALUES) {
      const target =
        parameter.in === 'path'
          ? url(
              operation,
              { ...encodedValues(operation), [parameter.name]: value },
              encodedQuery(operation.query),
            )
          : url(operation, encodedValues(operation), {
              ...encodedQuery(operation.query),
              [parameter.name]: value,
            });
      cases.push(plain(`${parameter.in} ${parameter.name}: ${name}`, target));
    }
    if (parameter.in === 'query') {
      cases.push(
        plain(
          `query ${parameter.name} twice`,
          url(operation, encodedValues(operation), {
            ...encodedQuery(operation.query),
            [parameter.name]: `1&${parameter.name}=2`,
          }),
        ),
      );
    }
  }
  const unknownQuery: (readonly [string, Record<string, string>])[] = [
    ...PARAMETER_VALUES.map(
      ([name, value]) => [`unknown query parameter: ${name}`, { onbekend: value }] as const,
    ),
    ['a query key with NUL', { [encodeUrlValue('a\u0000b')]: '1' }],
    ['a query key with a lone surrogate', { [encodeUrlValue('\uD83D')]: '1' }],
    ['query __proto__[x]', { '__proto__[x]': '1' }],
    ['query constructor[prototype][x]', { 'constructor[prototype][x]': '1' }],
    ['query key[] and key[a]', { 'onbekend[]': '1&onbekend[a]=2' }],
  ];
  for (const [name, extra] of unknownQuery) {
    const target = url(operation, encodedValues(operation), { ...encodedQuery(operation.query), ...extra });
    // The keys above are written as they go on the wire.
    cases.push(plain(name, target.replace(/%5B/g, '[').replace(/%5D/g, ']')));
  }

  // The body, field by field, then as a whole.
  if (hasBody && schema !== undefined) {
    for (const leaf of leaves(schema)) {
      for (const [name, value] of valuesFor(leaf.kind, leaf.schema)) {
        cases.push(
          json(`body ${label(leaf.path)}: ${name}`, jsonText(withAt(operation.body, leaf.path, value))),
        );
      }
    }
    for (const object of objects(schema)) {
      if (object.path.length > 0 && getAt(operation.body, object.path) === undefined) continue;
      const where = object.path.length === 0 ? 'the body' : label(object.path);
      for (const field of object.required) {
        cases.push(
          json(
            `body ${label([...object.path, field])} missing`,
            jsonText(withAt(operation.body, [...object.path, field], undefined)),
          ),
        );
      }
      cases.push(
        json(
          `an unknown field in ${where}`,
          jsonText(withAt(operation.body, [...object.path, 'onbekend_veld'], 1)),
        ),
      );
    }
    const inner = baseBody!.slice(1, -1);
    const comma = inner === '' ? '' : ',';
    const whole: (readonly [string, string])[] = [
      ['no body at all', ''],
      ['an empty object', '{}'],
      ['an array', `[${baseBody}]`],
      ['a string', '"tekst"'],
      ['a number', '12345'],
      ['null', 'null'],
      ['true', 'true'],
      ['not JSON', '{"kapot": '],
      ['JSON with a trailing comma', `{${inner},}`],
      ['two JSON objects', `${baseBody}{}`],
      ['JSON with a comment', `/* x */${baseBody}`],
      ['a __proto__ key', `{"__proto__":{"isAdmin":true}${comma}${inner}}`],
      ['a constructor.prototype key', `{"constructor":{"prototype":{"isAdmin":true}}${comma}${inner}}`],
      ['a duplicate key', `{${inner}${comma}${inner}}`],
      ['100 000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
      ['a 1 MB string as the body', JSON.stringify(ONE_MB)],
    ];
    for (const [name, body] of whole) cases.push(json(`body: ${name}`, body));
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/jsonx',
      'application/json\u00e9',
    ]) {
      cases.push(
        json(`content type ${JSON.stringify(contentType)}`, baseBody!, { 'content-type': contentType }),
      );
    }
  }

  // Headers.
  const headerCases: (readonly [string, Record<string, string>])[] = [
    ['Accept: application/xml', { accept: 'application/xml' }],
    ['If-Match: garbage', { 'if-match': '"x" garbage' }],
    ['a garbage cookie', { cookie: 'csrftoken=%ZZ; beloning_apparaat=a.b.c; ;;=' }],
    ['X-Forwarded-For: garbage', { 'x-forwarded-for': 'niet-een-adres, 999.1.1.1' }],
    ['Origin of another site', { origin: 'https://evil.example' }],
    ['Range: bytes=0-1', { range: 'bytes=0-1' }],
    ['Accept: text/html', { accept: 'text/html' }],
    ['Accept-Language: en', { 'accept-language': 'en' }],
  ];
  for (const [name, headers] of headerCases) cases.push(plain(`header ${name}`, baseUrl, headers));

  // Authentication.
  if (needsToken) {
    const others: (readonly [string, CaseAuth])[] = [
      ['without a token', { kind: 'none', csrf: true }],
      ['with a garbage token', { kind: 'header', value: 'Bearer ongeldig' }],
      ['with a token that is no JWT of ours', { kind: 'header', value: 'Bearer eyJhbGciOiJub25lIn0.e30.' }],
      ['with Basic credentials', { kind: 'header', value: 'Basic YWRtaW46YWRtaW4=' }],
      ['with an 8 kB token', { kind: 'header', value: `Bearer ${'a'.repeat(8 * 1024)}` }],
    ];
    for (const [name, auth] of others) cases.push({ ...plain(name, baseUrl), auth });
  } else if (operation.method !== 'GET') {
    cases.push({ ...plain('without the CSRF pair', baseUrl), auth: { kind: 'none', csrf: false } });
  }

  cases.push(...rawCases(operation, baseUrl, baseBody, token, schema));
  return cases;
}

function rawCases(
  operation: Operation,
  target: string,
  baseBody: string | undefined,
  auth: CaseAuth,
  schema: SchemaNode | undefined,
): RawCase[] {
  const method = operation.method;
  const json = baseBody ?? '{}';
  const head = (headers: string[], extra: string[]) =>
    [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...headers, ...extra, '', ''].join('\r\n');
  const raw = (name: string, bytes: (headers: string[]) => Buffer, mayGoUnanswered = false): RawCase => ({
    transport: 'raw',
    name: `raw: ${name}`,
    auth,
    bytes,
    mayGoUnanswered,
  });
  // The body with its first text field holding bytes that are no UTF-8, or a body of only such a field.
  const marker = '\u0001ongeldig\u0001';
  const firstText = schema === undefined ? undefined : leaves(schema).find((leaf) => leaf.kind === 'string');
  const withMarker =
    firstText === undefined || baseBody === undefined
      ? JSON.stringify({ veld: marker })
      : jsonText(withAt(JSON.parse(baseBody) as unknown, firstText.path, marker));
  const [before = '', after = ''] = withMarker.split(JSON.stringify(marker).slice(1, -1));
  const invalidUtf8 = Buffer.concat([
    Buffer.from(before),
    Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]),
    Buffer.from(after),
  ]);
  const jsonType = 'Content-Type: application/json';
  const path = target.split('?')[0]!;
  const withBody = (headers: string[], extra: string[]) =>
    Buffer.from(
      `${head(headers, [jsonType, `Content-Length: ${Buffer.byteLength(json)}`, ...extra])}${json}`,
    );
  return [
    raw('a JSON body with bytes that are not UTF-8', (headers) =>
      Buffer.concat([
        Buffer.from(head(headers, [jsonType, `Content-Length: ${invalidUtf8.length}`])),
        invalidUtf8,
      ]),
    ),
    raw('a chunked body with a bad chunk size', (headers) =>
      Buffer.from(`${head(headers, [jsonType, 'Transfer-Encoding: chunked'])}zz\r\n${json}\r\n0\r\n\r\n`),
    ),
    raw(
      'a chunked body cut off',
      (headers) => Buffer.from(`${head(headers, [jsonType, 'Transfer-Encoding: chunked'])}64\r\n{"a":`),
      true,
    ),
    raw('a header over 16 kB', (headers) => Buffer.from(head(headers, [`X-Groot: ${OVER_HEADER_LIMIT}`]))),
    {
      ...raw('a body longer than its Content-Length', (headers) => withBody(headers, [])),
      after: Buffer.from('XXXXXXXXXX'),
    },
    raw(
      'a body shorter than its Content-Length',
      (headers) =>
        Buffer.from(
          `${head(headers, [jsonType, `Content-Length: ${Buffer.byteLength(json) + 100}`])}${json}`,
        ),
      true,
    ),
    raw('a NUL in a header value', (headers) => Buffer.from(head(headers, ['X-Nul: a\u0000b']))),
    raw('Content-Length and Transfer-Encoding together', (headers) =>
      Buffer.from(
        `${head(headers, [jsonType, 'Content-Length: 5', 'Transfer-Encoding: chunked'])}${Buffer.byteLength(json).toString(16)}\r\n${json}\r\n0\r\n\r\n`,
      ),
    ),
    raw('two different Content-Lengths', (headers) =>
      Buffer.from(
        `${head(headers, [jsonType, 'Content-Length: 2', `Content-Length: ${Buffer.byteLength(json)}`])}${json}`,
      ),
    ),
    raw('a negative Content-Length', (headers) =>
      Buffer.from(`${head(headers, [jsonType, 'Content-Length: -1'])}${json}`),
    ),
    raw('Transfer-Encoding: gzip without chunked', (headers) =>
      Buffer.from(`${head(headers, [jsonType, 'Transfer-Encoding: gzip'])}${json}`),
    ),
    raw('Content-Encoding: gzip on a body that is not gzip', (headers) =>
      withBody(headers, ['Content-Encoding: gzip']),
    ),
    raw('a header line without a colon', (headers) => Buffer.from(head(headers, ['Geen dubbele punt']))),
    raw('a space before a header colon', (headers) => Buffer.from(head(headers, ['X-Test : 1']))),
    raw('a header folded onto the next line', (headers) => Buffer.from(head(headers, ['X-Test: a', ' b']))),
    raw('raw bytes that are not UTF-8 in the path', (headers) =>
      Buffer.concat([
        Buffer.from(`${method} ${path}`),
        Buffer.from([0xff, 0xfe]),
        Buffer.from(head(headers, []).slice(`${method} ${target}`.length)),
      ]),
    ),
    raw('HTTP/1.0', (headers) =>
      Buffer.from(head(headers, []).replace(`${method} ${target} HTTP/1.1`, `${method} ${target} HTTP/1.0`)),
    ),
    raw('an absolute-form request target', (headers) =>
      Buffer.from(head(headers, []).replace(`${method} ${target} `, `${method} http://127.0.0.1${target} `)),
    ),
    raw('a lower-case method', (headers) =>
      Buffer.from(head(headers, []).replace(`${method} `, `${method.toLowerCase()} `)),
    ),
    raw('an unknown method', (headers) => Buffer.from(head(headers, []).replace(`${method} `, 'BREW '))),
    raw('no Host header', (headers) => Buffer.from(head(headers, []).replace('Host: 127.0.0.1\r\n', ''))),
  ];
}
