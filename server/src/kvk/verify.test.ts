import { describe, expect, it } from 'vitest';
import { createKvkRegistry } from './index.js';
import { KvkUnavailableError, type KvkRegistry } from './registry.js';
import { normaliseCompanyName, verifyCompanyName } from './verify.js';

const registry = createKvkRegistry({ kvkApiUrl: undefined, kvkApiKey: undefined });

describe('normaliseCompanyName', () => {
  it('ignores case, spacing, punctuation and accents', () => {
    expect(normaliseCompanyName('Grand Kontex B.V.')).toBe('grandkontexbv');
    expect(normaliseCompanyName('  GRAND   kontex bv ')).toBe('grandkontexbv');
    expect(normaliseCompanyName('Test Coöperatie Kwak U.A.')).toBe('testcooperatiekwakua');
    expect(normaliseCompanyName("Jansen & Zn's Bouw-Bedrijf")).toBe('jansenznsbouwbedrijf');
    // Compatibility forms: a full-width letter and a non-breaking space.
    expect(normaliseCompanyName('Ｔest\u00a0BV')).toBe('testbv');
  });

  it('keeps letters and digits, so different names stay different', () => {
    expect(normaliseCompanyName('Stichting Uc027Tc01Tg01 1652253635399')).toBe(
      'stichtinguc027tc01tg011652253635399',
    );
    expect(normaliseCompanyName('Test BV Donald')).not.toBe(normaliseCompanyName('Test Donald'));
    expect(normaliseCompanyName('...')).toBe('');
  });
});

describe('verifyCompanyName', () => {
  it('accepts a registered name written differently', async () => {
    await expect(verifyCompanyName(registry, '90001354', 'grand kontex bv')).resolves.toBe(true);
    await expect(verifyCompanyName(registry, '68750110', 'TEST BV DONALD')).resolves.toBe(true);
  });

  it('accepts the statutory name and every trade name', async () => {
    await expect(verifyCompanyName(registry, '69599068', 'Stichting Bolderbast')).resolves.toBe(true);
    await expect(verifyCompanyName(registry, '69599068', 'Test Stichting Bolderbast')).resolves.toBe(true);
    await expect(verifyCompanyName(registry, '69599084', 'Test EMZ Nevenvestiging Govert')).resolves.toBe(
      true,
    );
  });

  it('refuses another company name, a name of another number, an empty name and an unknown number', async () => {
    await expect(verifyCompanyName(registry, '68750110', 'Test Donald')).resolves.toBe(false);
    await expect(verifyCompanyName(registry, '68750110', 'Grand Kontex B.V.')).resolves.toBe(false);
    await expect(verifyCompanyName(registry, '68750110', ' . ')).resolves.toBe(false);
    await expect(verifyCompanyName(registry, '12345678', 'Test BV Donald')).resolves.toBe(false);
    // Inactive registrations are not found, as with the API.
    await expect(verifyCompanyName(registry, '55344526', 'Test Coöperatie Kwak U.A.')).resolves.toBe(false);
  });

  it('throws KvkUnavailableError when the registry fails, never answers false', async () => {
    await expect(verifyCompanyName(registry, '90004973', 'Wat dan ook')).rejects.toBeInstanceOf(
      KvkUnavailableError,
    );
    const failing: KvkRegistry = {
      lookup: async () => {
        throw new KvkUnavailableError('storing', { code: 'timeout' });
      },
    };
    await expect(verifyCompanyName(failing, '68750110', 'Test BV Donald')).rejects.toMatchObject({
      code: 'timeout',
    });
  });
});
