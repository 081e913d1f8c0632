/** A GET query as callers write it: camelCase keys, empty values allowed (they are left out). */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;
export type QueryValue = string | number | boolean | null | undefined;

/** 'caoId' -> 'cao_id'; keys already in snake_case stay as they are. */
export function toSnakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function isEmpty(value: QueryValue): value is '' | null | undefined {
  return value === '' || value === null || value === undefined;
}

/**
 * The query string of a GET (SPEC.md section 7): keys converted to snake_case, empty values ('' / null /
 * undefined) dropped, a list as a repeated key. Gives '' when nothing is left, else '?a=1&b=2'.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (params === undefined) return '';
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (isEmpty(value)) continue;
      parts.push(`${encodeURIComponent(toSnakeCase(key))}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/**
 * The full URL of a call: the base path without its trailing slashes, then the SPEC path with exactly one
 * leading slash (SPEC.md writes some paths without one), its trailing slash kept as SPEC.md has it.
 */
export function joinUrl(baseUrl: string, path: string, query?: QueryParams): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${toQueryString(query)}`;
}

/** An id placed in a path, escaped so a guid or number can never change the path's shape. */
export function pathSegment(id: string | number): string {
  return encodeURIComponent(String(id));
}
