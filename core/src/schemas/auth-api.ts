import { z } from 'zod';
import { MAX_LENGTH } from '../base/limits.js';
import { MESSAGES } from '../base/messages.js';
import { tokenSetSchema, userSchema } from './account.js';
import {
  acceptedField,
  companyNameField,
  emailField,
  kvkNrField,
  passwordField,
  phoneField,
  requiredText,
  tokenField,
} from './fields.js';

/** Request and response bodies of the authentication calls of SPEC.md 7.1 (/rest-auth/...). */

/** POST /rest-auth/inlener-login/: username or e-mail, and password. */
export const loginRequestSchema = z.strictObject({
  username: requiredText({ max: MAX_LENGTH.email }),
  password: passwordField,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The answer of login and of the hand-over exchange: the user plus a fresh token set. */
export const loginResponseSchema = tokenSetSchema.extend({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /rest-auth/token/refresh/. */
export const tokenRefreshRequestSchema = z.strictObject({ refresh: tokenField });
export type TokenRefreshRequest = z.infer<typeof tokenRefreshRequestSchema>;
/** A refresh answers with a new token set; the old refresh token is spent. */
export const tokenRefreshResponseSchema = tokenSetSchema;

/** POST /rest-auth/handover/: the one-time code of the refresh query parameter, exchanged for tokens. */
export const handoverRequestSchema = z.strictObject({ code: tokenField });
export type HandoverRequest = z.infer<typeof handoverRequestSchema>;
export const handoverResponseSchema = loginResponseSchema;

/** The two password fields must be equal; the message goes under the second one. */
function passwordsMatch<T extends Record<string, unknown>>(
  first: keyof T & string,
  second: keyof T & string,
) {
  return {
    check: (body: T) => body[first] === body[second],
    params: { path: [second], error: MESSAGES.passwordsEqual },
  };
}

const registrationPasswords = passwordsMatch<{ password1: string; password2: string }>(
  'password1',
  'password2',
);

/** POST /rest-auth/inlener-registration/ (SPEC.md 2.5 and 7.1). */
export const registrationRequestSchema = z
  .strictObject({
    /** The web app sends the e-mail address as the username. */
    username: requiredText({ max: MAX_LENGTH.email }),
    email: emailField,
    password1: passwordField,
    password2: passwordField,
    company_name: companyNameField,
    /** The type of the name from the KVK lookup, for example hoofdvestiging. */
    company_name_type: requiredText({ max: 50 }),
    kvk_nr: kvkNrField(),
    terms_and_conditions_accepted: acceptedField,
    phone_nr: phoneField,
  })
  .refine(registrationPasswords.check, registrationPasswords.params);
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** A link of an e-mail: the base64url user id and the one-time token. */
const linkFields = { uidb64: requiredText({ max: 64 }), token: tokenField };

/** POST /rest-auth/inlener-activation/; an invited sub-user also sets a password. */
export const activationRequestSchema = z.strictObject({ ...linkFields, password: passwordField.optional() });
export type ActivationRequest = z.infer<typeof activationRequestSchema>;

/** POST /rest-auth/inlener-verify-email/: confirms a changed e-mail address. */
export const verifyEmailRequestSchema = z.strictObject(linkFields);
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** POST /rest-auth/inlener-forgot-password/. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const resetPasswords = passwordsMatch<{ new_password1: string; new_password2: string }>(
  'new_password1',
  'new_password2',
);

/** POST /rest-auth/inlener-reset-password/: the link's uidb64 and token, and the new password twice. */
export const resetPasswordRequestSchema = z
  .strictObject({ ...linkFields, new_password1: passwordField, new_password2: passwordField })
  .refine(resetPasswords.check, resetPasswords.params);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
