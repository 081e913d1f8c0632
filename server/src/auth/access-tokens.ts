import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** How long an access token works: 5 minutes (the web app refreshes 5 seconds before it runs out). */
export const ACCESS_TOKEN_TTL_MS = 5 * 60 * 1000;

const ISSUER = 'beloning';
const AUDIENCE = 'beloning-api';
const TOKEN_TYPE = 'at+jwt';

/** What an access token says about its holder. */
export interface AccessClaims {
  userId: number;
  companyId: number;
  companyKind: 'inlener' | 'uitlener';
  /** The refresh family (the session) the token belongs to; logout revokes it. */
  familyId: string;
  /**
   * The user's password_changed_at (epoch ms, 0 when never changed) when the token was made: a token made
   * before the latest password change no longer matches and is refused, to the millisecond.
   */
  passwordChangedAt: number;
  /** iat, whole seconds. */
  issuedAt: Date;
}

const payloadSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,9}$/),
  company: z.number().int().positive(),
  kind: z.enum(['inlener', 'uitlener']),
  sid: z.uuid(),
  pwc: z.number().int().nonnegative(),
  iat: z.number().int(),
  exp: z.number().int(),
});

/**
 * Signs and checks access tokens: JWT, HS256. Signs with JWT_SECRET only; checks against JWT_SECRET and then
 * each previous secret of JWT_SECRET_PREVIOUS, so tokens made before a rotation of the secret keep working
 * until they expire (at most ACCESS_TOKEN_TTL_MS). A token signed with any other secret is refused.
 */
export interface AccessTokenKeys {
  sign(claims: Omit<AccessClaims, 'issuedAt'>, now: Date): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a token that is genuine, of our type, issuer and audience, and not expired at `now`. */
  verify(token: string, now: Date): Promise<AccessClaims | undefined>;
}

export function accessTokenKeys(secret: string, previousSecrets: readonly string[] = []): AccessTokenKeys {
  const encoder = new TextEncoder();
  const key = encoder.encode(secret);
  const verificationKeys = [key, ...previousSecrets.map((previous) => encoder.encode(previous))];
  /**
   * Tokens this process verified, by their exact text, with their claims and `exp`: the same text under
   * the same keys verifies the same way every time, so only the expiry is checked again (as jose does:
   * expired once `exp` <= now in whole seconds). The signature check (WebCrypto) was most of the cost of
   * an authenticated request. At most MAX_VERIFIED_TOKENS, the oldest forgotten first.
   */
  const verified = new Map<string, { claims: AccessClaims; expires: number }>();
  return {
    async sign(claims, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expires = Math.floor((now.getTime() + ACCESS_TOKEN_TTL_MS) / 1000);
      const token = await new SignJWT({
        company: claims.companyId,
        kind: claims.companyKind,
        sid: claims.familyId,
        pwc: claims.passwordChangedAt,
      })
        .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expires)
        .sign(key);
      return { token, expiresAt: new Date(expires * 1000) };
    },

    async verify(token, now) {
      const known = verified.get(token);
      if (known !== undefined) return known.expires > epochSeconds(now) ? known.claims : undefined;
      for (const candidate of verificationKeys) {
        const checked = await verifyWith(candidate, token, now);
        if (checked === 'bad-signature') continue;
        if (checked === undefined) return undefined;
        if (checked.cacheable) {
          verified.set(token, { claims: Object.freeze(checked.claims), expires: checked.expires });
          if (verified.size > MAX_VERIFIED_TOKENS) {
            const oldest = verified.keys().next();
            if (oldest.done !== true) verified.delete(oldest.value);
          }
        }
        return checked.claims;
      }
      return undefined;
    },
  };
}

/** How many verified access tokens a process remembers (5 minutes of tokens of 10,000 sessions). */
const MAX_VERIFIED_TOKENS = 10_000;

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The claims of a token checked with one key; 'bad-signature' when only the signature does not match this
 * key (the next key may be the one), undefined when the token is refused whatever the key. `cacheable`:
 * nothing but `exp` makes the answer depend on the time (no `nbf`).
 */
async function verifyWith(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<{ claims: AccessClaims; expires: number; cacheable: boolean } | undefined | 'bad-signature'> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TOKEN_TYPE,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    const claims = payloadSchema.safeParse(payload);
    if (!claims.success) return undefined;
    return {
      claims: {
        userId: Number(claims.data.sub),
        companyId: claims.data.company,
        companyKind: claims.data.kind,
        familyId: claims.data.sid,
        passwordChangedAt: claims.data.pwc,
        issuedAt: new Date(claims.data.iat * 1000),
      },
      expires: claims.data.exp,
      cacheable: payload.nbf === undefined,
    };
  } catch (error) {
    return error instanceof errors.JWSSignatureVerificationFailed ? 'bad-signature' : undefined;
  }
}
