import { describe, expect, it } from 'vitest';
import { hashPassword, MAX_PASSWORD_LENGTH, PasswordTooLongError, verifyPassword } from './passwords.js';

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

  it('spends an argon2 verification on a missing hash and on an overlong password too', async () => {
    // Minimums of several tries: load on the machine only ever adds time, so a skipped verification would
    // show as a minimum far below that of a real one.
    const stored = await hashPassword('juist');
    const minimum = async (work: () => Promise<boolean>) => {
      let best = Infinity;
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await work();
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const real = await minimum(() => verifyPassword(stored, 'fout'));
    expect(await minimum(() => verifyPassword(null, 'fout'))).toBeGreaterThan(real * 0.6);
    expect(await minimum(() => verifyPassword(stored, 'a'.repeat(MAX_PASSWORD_LENGTH + 1)))).toBeGreaterThan(
      real * 0.6,
    );
  });
});
