import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret for a link, refresh token or hand-over code: `bytes` random bytes as base64url. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The stored form of a secret: its SHA-256 as hex. Secrets are random, so no salt or slow hash is needed. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether two secrets (or a secret and what a request brought) are equal, in time that does not tell how far. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
