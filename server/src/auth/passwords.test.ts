import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, MAX_PASSWORD_LENGTH, PasswordTooLongError, verifyPassword } from './passwords.js';

// The real argon2, watched: the timing test counts verifications instead of measuring time.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});

describe('passwords', () => {
  it('hashes with argon2id at the OWASP minimum and verifies only the same password', async () => {
    const stored = await hashPassword('Zomer-wachtwoord-2025');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('Zomer');
    expect(await verifyPassword(stored, 'Zomer-wachtwoord-2025')).toBe(true);
    expect(await verifyPassword(stored, 'zomer-wachtwoord-2025')).toBe(false);
    expect(await verifyPassword(stored, 'Zomer-wachtwoord-2025 ')).toBe(false);
  });

  it('salts: the same password twice gives two different hashes', async () => {
    expect(await hashPassword('gelijk')).not.toBe(await hashPassword('gelijk'));
  });

  it('accepts 128 characters, unicode and emoji without truncating', async () => {
    const longest = 'a'.repeat(MAX_PASSWORD_LENGTH);
    const stored = await hashPassword(longest);
    expect(await verifyPassword(stored, longest)).toBe(true);
    expect(await verifyPassword(stored, longest.slice(0, -1))).toBe(false);
    const emoji = 'wachtwoord-ĳsbeer-🐻‍❄️-çà';
    expect(await verifyPassword(await hashPassword(emoji), emoji)).toBe(true);
  });

  it('refuses to hash a password over 128 characters', async () => {
    await expect(hashPassword('a'.repeat(MAX_PASSWORD_LENGTH + 1))).rejects.toBeInstanceOf(
      PasswordTooLongError,
    );
  });

  it('says no for a missing hash, a damaged hash and a password over 128 characters', async () => {
    const stored = await hashPassword('a'.repeat(MAX_PASSWORD_LENGTH));
    expect(await verifyPassword(null, 'wat dan ook')).toBe(false);
    expect(await verifyPassword('geen-hash', 'wat dan ook')).toBe(false);
    expect(await verifyPassword(stored, 'a'.repeat(MAX_PASSWORD_LENGTH + 1))).toBe(false);
  });

  it('spends one argon2 verification on a missing hash and on an overlong password too', async () => {
    // Tests never measure time (that is for benchmarks): they count the argon2 verifications instead. An
    // unknown user and an overlong password cost the same argon2 work as a wrong password.
    const stored = await hashPassword('juist');
    const verify = vi.mocked(argon2.verify);
    const verificationsOf = async (work: () => Promise<boolean>) => {
      verify.mockClear();
      expect(await work()).toBe(false);
      return verify.mock.calls.map(([hash]) => String(hash).split('$').slice(0, 4).join('$'));
    };
    const real = await verificationsOf(() => verifyPassword(stored, 'fout'));
    expect(real).toEqual(['$argon2id$v=19$m=19456,t=2,p=1']);
    expect(await verificationsOf(() => verifyPassword(null, 'fout'))).toEqual(real);
    expect(await verificationsOf(() => verifyPassword(stored, 'a'.repeat(MAX_PASSWORD_LENGTH + 1)))).toEqual(
      real,
    );
  });
});
