/** The cookie the server sets for the double-submit CSRF check of unauthenticated unsafe requests. */
export const CSRF_COOKIE = 'csrftoken';
/** The header that repeats the cookie's value. */
export const CSRF_HEADER = 'X-CSRFToken';

/**
 * The CSRF token from a Cookie header or `document.cookie` string, or null. In the browser:
 * `getCsrfToken: () => readCsrfCookie(document.cookie)`.
 */
export function readCsrfCookie(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== CSRF_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    if (value === '') return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
