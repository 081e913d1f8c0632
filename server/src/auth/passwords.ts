import { randomBytes } from 'node:crypto';
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
 * Whether `plain` is the password of `storedHash`. False for a missing hash (unknown user, invited user
 * without a password, deleted account), a password over MAX_PASSWORD_LENGTH or a damaged hash; those cases
 * still run one argon2 verification, so a response time does not tell whether an account exists.
 */
export async function verifyPassword(storedHash: string | null, plain: string): Promise<boolean> {
  const usable = storedHash !== null && plain.length <= MAX_PASSWORD_LENGTH;
  if (!usable) {
    await verifySafely(await timingDummy(), plain.slice(0, MAX_PASSWORD_LENGTH));
    return false;
  }
  return verifySafely(storedHash, plain);
}

async function verifySafely(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}
