import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { MAX_LENGTH } from '@beloning/core/rules';

/** Longer passwords are refused before hashing (ASVS 2.1.2), so a huge password cannot cost CPU. */
export const MAX_PASSWORD_LENGTH = MAX_LENGTH.password;

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). `Algorithm` is a const enum that the package
 * does not export at run time, so its value (Argon2id = 2) is written here.
 */
const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Thrown by hashPassword for a password over MAX_PASSWORD_LENGTH; callers validate with core's schema first. */
export class PasswordTooLongError extends Error {
  override name = 'PasswordTooLongError';
  constructor() {
    super(`Een wachtwoord mag hoogstens ${MAX_PASSWORD_LENGTH} tekens hebben`);
  }
}

/** The argon2id hash (PHC string) of a password of at most MAX_PASSWORD_LENGTH characters. */
export async function hashPassword(plain: string): Promise<string> {
  if (plain.length > MAX_PASSWORD_LENGTH) throw new PasswordTooLongError();
  return hash(plain, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** A hash of a random password, made once: verified against when there is no real hash, to spend the same time. */
function timingDummy(): Promise<string> {
  dummyHash ??= hash(randomBytes(24).toString('base64url'), ARGON2_OPTIONS);
  return dummyHash;
}

/**
 * Whether `plain` is the password of `storedHash`: an argon2 hash, or a legacy Django hash
 * (`pbkdf2_sha256$<iterations>$<salt>$<base64>`) of an account migrated from the previous system. False for
 * a missing hash (unknown user, invited user without a password, deleted account), a password over
 * MAX_PASSWORD_LENGTH or a damaged hash; those cases still run one argon2 verification, so a response time
 * does not tell whether an account exists.
 */
export async function verifyPassword(storedHash: string | null, plain: string): Promise<boolean> {
  const usable = storedHash !== null && plain.length <= MAX_PASSWORD_LENGTH;
  if (!usable) {
    await verifySafely(await timingDummy(), plain.slice(0, MAX_PASSWORD_LENGTH));
    return false;
  }
  return verifySafely(storedHash, plain);
}

/** The start of a hash made by hashPassword with today's settings. */
const CURRENT_HASH_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

/**
 * Whether a hash that just verified should be replaced by hashPassword's: a legacy Django hash, or an argon2
 * hash with other settings. The login does so with the password it was given.
 */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(CURRENT_HASH_PREFIX);
}

/**
 * Django's PBKDF2 hasher: `pbkdf2_sha256$<iterations>$<salt>$<base64 of 32 bytes>`. At most 10 million
 * iterations, so a damaged row cannot hold the server for minutes.
 */
const DJANGO_PBKDF2 = /^pbkdf2_sha256\$([1-9]\d{0,7})\$([^$]{1,256})\$([A-Za-z0-9+/]{43}=)$/;
const MAX_PBKDF2_ITERATIONS = 10_000_000;
const pbkdf2Async = promisify(pbkdf2);

async function verifyDjangoPbkdf2(storedHash: string, plain: string): Promise<boolean | undefined> {
  const match = DJANGO_PBKDF2.exec(storedHash);
  if (match === null) return undefined;
  const [, iterations = '', salt = '', encoded = ''] = match;
  if (Number(iterations) > MAX_PBKDF2_ITERATIONS) return false;
  const expected = Buffer.from(encoded, 'base64');
  const derived = await pbkdf2Async(plain, salt, Number(iterations), expected.length, 'sha256');
  return timingSafeEqual(derived, expected);
}

async function verifySafely(storedHash: string, plain: string): Promise<boolean> {
  if (storedHash.startsWith('pbkdf2_sha256$')) {
    const legacy = await verifyDjangoPbkdf2(storedHash, plain);
    if (legacy !== undefined) return legacy;
  }
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}
