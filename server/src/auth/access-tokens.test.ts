import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_MS, accessTokenKeys } from './access-tokens.js';

const secret = 'een-geheim-van-minstens-32-tekens-lang!!';
const keys = accessTokenKeys(secret);
const now = new Date('2025-03-01T09:00:00Z');
const claims = {
  userId: 42,
  companyId: 7,
  companyKind: 'inlener' as const,
  familyId: '6f1c7a4e-2b0d-4e0a-9a55-0d7a1c6f2b11',
  passwordChangedAt: 1_700_000_000_123,
};

describe('access tokens', () => {
  it('carries sub, company, kind, session and iat, and lives 5 minutes', async () => {
    const { token, expiresAt } = await keys.sign(claims, now);
    expect(expiresAt.getTime()).toBe(now.getTime() + ACCESS_TOKEN_TTL_MS);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    expect(payload).toMatchObject({ sub: '42', company: 7, kind: 'inlener', iat: now.getTime() / 1000 });
    expect(await keys.verify(token, now)).toEqual({ ...claims, issuedAt: now });
    expect(await keys.verify(token, new Date(expiresAt.getTime() - 1000))).toBeDefined();
  });

  it('is refused once expired', async () => {
    const { token, expiresAt } = await keys.sign(claims, now);
    expect(await keys.verify(token, expiresAt)).toBeUndefined();
    expect(await keys.verify(token, new Date(expiresAt.getTime() + 60_000))).toBeUndefined();
  });

  it('a token verified before is answered from memory, and refused from the same second on as the first check', async () => {
    const fresh = accessTokenKeys(secret);
    const { token, expiresAt } = await fresh.sign(claims, now);
    const first = await fresh.verify(token, now);
    expect(await fresh.verify(token, new Date(expiresAt.getTime() - 1))).toBe(first);
    expect(await fresh.verify(token, expiresAt)).toBeUndefined();
    expect(await accessTokenKeys(secret).verify(token, expiresAt)).toBeUndefined();
    // Another text, even of the same claims, is checked afresh.
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(await fresh.verify(`${header}.${payload}.${flipped}`, now)).toBeUndefined();
  });

  it('is refused when tampered with, signed with another secret, unsigned or of another type', async () => {
    const { token } = await keys.sign(claims, now);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const otherKey = await accessTokenKeys('een-ander-geheim-van-minstens-32-tekens!').sign(claims, now);
    const unsigned = new UnsecuredJWT({
      sub: '42',
      company: 7,
      kind: 'inlener',
      sid: claims.familyId,
      pwc: 0,
    })
      .setIssuer('beloning')
      .setAudience('beloning-api')
      .setIssuedAt(now.getTime() / 1000)
      .setExpirationTime(now.getTime() / 1000 + 300)
      .encode();
    const key = new TextEncoder().encode(secret);
    const sign = (type: string, audience: string) =>
      new SignJWT({ company: 7, kind: 'inlener', sid: claims.familyId, pwc: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: type })
        .setSubject('42')
        .setIssuer('beloning')
        .setAudience(audience)
        .setIssuedAt(now.getTime() / 1000)
        .setExpirationTime(now.getTime() / 1000 + 300)
        .sign(key);
    const bad = [
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${header}.${payload}.`,
      otherKey.token,
      unsigned,
      await sign('JWT', 'beloning-api'),
      await sign('at+jwt', 'iemand-anders'),
      'geen-jwt',
      '',
    ];
    for (const token of bad) expect(await keys.verify(token, now)).toBeUndefined();
    // The genuine token of the same shape passes, so the cases above fail for their own reason.
    expect(await keys.verify(await sign('at+jwt', 'beloning-api'), now)).toBeDefined();
  });

  it('accepts a token of a previous secret only while that secret is configured as previous', async () => {
    const previous = 'het-vorige-geheim-van-minstens-32-tekens';
    const old = await accessTokenKeys(previous).sign(claims, now);
    const rotated = accessTokenKeys(secret, ['nog-een-ouder-geheim-van-32-tekens-lang', previous]);
    expect(await rotated.verify(old.token, now)).toEqual({ ...claims, issuedAt: now });
    expect(await keys.verify(old.token, now)).toBeUndefined();
    // New tokens are signed with the current secret, which the previous one alone does not accept.
    const fresh = await rotated.sign(claims, now);
    expect(await accessTokenKeys(previous).verify(fresh.token, now)).toBeUndefined();
    expect(await keys.verify(fresh.token, now)).toBeDefined();
    // A previous secret does not revive an expired token.
    expect(await rotated.verify(old.token, old.expiresAt)).toBeUndefined();
  });
});
