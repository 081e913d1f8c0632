import { handoverResponseSchema, loginResponseSchema } from '../../schemas/auth-api.js';
import { activationOutcome, type ActivationOutcome } from '../activation-outcome.js';
import type { TokenSet } from '../token-store.js';
import type { Transport } from '../transport.js';
import type {
  ActivationPayload,
  ForgotPasswordPayload,
  LoginPayload,
  LoginResponse,
  RegistrationPayload,
  ResetPasswordPayload,
  VerifyEmailPayload,
} from '../types.js';

/** Logging in and out, tokens, and the open account flows of SPEC.md section 7.1. */
export function authCalls(transport: Transport) {
  const { request, tokenStore } = transport;
  return {
    /** POST /rest-auth/inlener-login/ (user name or e-mail); keeps the tokens and answers with the user. */
    async login(payload: LoginPayload): Promise<LoginResponse> {
      const answer = await request({
        method: 'POST',
        path: '/rest-auth/inlener-login/',
        body: payload,
        auth: false,
        response: loginResponseSchema,
      });
      await tokenStore.set(pickTokens(answer));
      return answer;
    },

    /**
     * POST /rest-auth/uitlener-login/: the agency login (ARCHITECTURE.md, 'The agency side'); the same body
     * and answer as the hirer login, for agency accounts only. Keeps the tokens.
     */
    async loginAgency(payload: LoginPayload): Promise<LoginResponse> {
      const answer = await request({
        method: 'POST',
        path: '/rest-auth/uitlener-login/',
        body: payload,
        auth: false,
        response: loginResponseSchema,
      });
      await tokenStore.set(pickTokens(answer));
      return answer;
    },

    /**
     * POST /rest-auth/logout/ with an empty body. The tokens are cleared even when the call fails (and the
     * failure is still thrown); a 401 here does not call onUnauthorized.
     */
    async logout(): Promise<void> {
      try {
        if ((await tokenStore.get()) === null) return;
        await request({ method: 'POST', path: '/rest-auth/logout/', auth: true, notifyUnauthorized: false });
      } finally {
        await tokenStore.clear();
      }
    },

    /** POST /rest-auth/token/refresh/ now (the login guard's one refresh); shares a refresh in flight. */
    refresh(): Promise<TokenSet> {
      return transport.refreshTokens();
    },

    /**
     * POST /rest-auth/handover/: exchanges the one-time code of the `refresh` query parameter (an agency
     * hand-over) for a fresh token set, keeps it, and answers with the tokens and the user.
     */
    async exchangeHandoverCode(code: string): Promise<LoginResponse> {
      const answer = await request({
        method: 'POST',
        path: '/rest-auth/handover/',
        body: { code },
        auth: false,
        response: handoverResponseSchema,
      });
      await tokenStore.set(pickTokens(answer));
      return answer;
    },

    /** POST /rest-auth/inlener-registration/ */
    async register(payload: RegistrationPayload): Promise<void> {
      await request({ method: 'POST', path: '/rest-auth/inlener-registration/', body: payload, auth: false });
    },

    /**
     * POST /rest-auth/inlener-activation/ (an invited sub-user also sends a password): 'activated', or
     * 'already-activated' when the owner uses the link again; any other refusal throws.
     */
    activate(payload: ActivationPayload): Promise<ActivationOutcome> {
      return activationOutcome(() =>
        request({ method: 'POST', path: '/rest-auth/inlener-activation/', body: payload, auth: false }),
      );
    },

    /** POST /rest-auth/inlener-verify-email/ (the e-mail change link) */
    async verifyEmail(payload: VerifyEmailPayload): Promise<void> {
      await request({ method: 'POST', path: '/rest-auth/inlener-verify-email/', body: payload, auth: false });
    },

    /** POST /rest-auth/inlener-forgot-password/ */
    async forgotPassword(payload: ForgotPasswordPayload): Promise<void> {
      await request({
        method: 'POST',
        path: '/rest-auth/inlener-forgot-password/',
        body: payload,
        auth: false,
      });
    },

    /** POST /rest-auth/inlener-reset-password/ */
    async resetPassword(payload: ResetPasswordPayload): Promise<void> {
      await request({
        method: 'POST',
        path: '/rest-auth/inlener-reset-password/',
        body: payload,
        auth: false,
      });
    },
  };
}

export type AuthCalls = ReturnType<typeof authCalls>;

/** Only the four token fields go into the store, whatever else the answer carries. */
function pickTokens(answer: TokenSet): TokenSet {
  return {
    access: answer.access,
    access_expiration: answer.access_expiration,
    refresh: answer.refresh,
    refresh_expiration: answer.refresh_expiration,
  };
}
