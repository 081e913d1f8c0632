import { z } from 'zod';
import { booleanField, companyNameField, emailField, idField, kvkNrField, requiredText } from './fields.js';
import { subscriptionSchema, subscriptionUserSchema, userSchema } from './account.js';
import { MAX_LENGTH } from '../base/limits.js';

/** Request and response bodies of the account calls of SPEC.md 7.1 (user, subscription, sub-users, KVK). */

/** GET /rest-auth/inlener-user/ and the answer of PUT and of PUT /rest-auth/verify-kvk/. */
export const userResponseSchema = userSchema;

/**
 * PUT /rest-auth/inlener-user/: the fields a user may change about themselves. uitlener_asked_for_help
 * names the agency subscription asked for a proposal; null withdraws the request ('Ik wil geen hulp meer').
 */
export const userUpdateRequestSchema = z.strictObject({
  salary_table_update_emails: booleanField.optional(),
  uitlener_asked_for_help: idField.nullable().optional(),
});
export type UserUpdateRequest = z.infer<typeof userUpdateRequestSchema>;

/** GET /rest-auth/subscription/ and the answer of its update. */
export const subscriptionResponseSchema = subscriptionSchema;

/** PATCH /rest-auth/subscription/ (sent as PUT): the subscription's e-mail preference. */
export const subscriptionUpdateRequestSchema = z.strictObject({
  salary_table_update_emails: booleanField,
});
export type SubscriptionUpdateRequest = z.infer<typeof subscriptionUpdateRequestSchema>;

/** GET /rest-auth/subscription-users/: one entry per user, with its e-mail. */
export const subscriptionUsersResponseSchema = z.array(subscriptionUserSchema);

/** DELETE /rest-auth/subscription-users/: removes the sub-user with this e-mail. */
export const subscriptionUserDeleteRequestSchema = z.strictObject({ email: emailField });
export type SubscriptionUserDeleteRequest = z.infer<typeof subscriptionUserDeleteRequestSchema>;

/**
 * PUT /rest-auth/subscription-users/: the main user changes a sub-user's right to create schemes or its
 * e-mail preference (SPEC.md section 6), or lets in (admit: true) a user who registered for the company and
 * waits to be let in.
 */
export const subscriptionUserUpdateRequestSchema = z.strictObject({
  email: emailField,
  can_create_schemes: booleanField.optional(),
  salary_table_update_emails: booleanField.optional(),
  admit: z.literal(true, { error: 'Vul een geldige waarde in' }).optional(),
});
export type SubscriptionUserUpdateRequest = z.infer<typeof subscriptionUserUpdateRequestSchema>;

/** POST /rest-auth/inlener-subscription-user-add/: invites a sub-user, who may create schemes unless told not. */
export const subscriptionUserAddRequestSchema = z.strictObject({
  email: emailField,
  username: requiredText({ max: MAX_LENGTH.email }),
  can_create_schemes: booleanField.default(true),
});
export type SubscriptionUserAddRequest = z.infer<typeof subscriptionUserAddRequestSchema>;
export const subscriptionUserAddResponseSchema = subscriptionUserSchema;

/** POST /rest-auth/inlener-change-email/: a verification link goes to the new address. */
export const changeEmailRequestSchema = z.strictObject({ email: emailField });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** PUT /rest-auth/verify-kvk/: the corrected company name and KVK number, checked against the registry. */
export const verifyKvkRequestSchema = z.strictObject({
  company_name: companyNameField,
  kvk_nr: kvkNrField(),
});
export type VerifyKvkRequest = z.infer<typeof verifyKvkRequestSchema>;
