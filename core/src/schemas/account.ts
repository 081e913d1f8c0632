import { z } from 'zod';
import { kvkNrSchema, timestampSchema } from './common.js';

/** The session tokens the server hands out (SPEC.md section 3, 'Token set'). */
export const tokenSetSchema = z.object({
  /** Short-lived JWT for the Authorization bearer header. */
  access: z.string().min(1),
  access_expiration: timestampSchema,
  /** Opaque, rotated on every use. */
  refresh: z.string().min(1),
  refresh_expiration: timestampSchema,
});
export type TokenSet = z.infer<typeof tokenSetSchema>;

/** The permission of the main user: company details, sub-users, e-mail preferences, deleting the account. */
export const CHANGE_SUBSCRIPTION_PERMISSION = 'customauth.change_subscription';

/** A hirer user as the web app keeps it in local storage (SPEC.md section 3, 'User'). */
export const userSchema = z.object({
  username: z.string(),
  email: z.string(),
  company_name: z.string(),
  kvk_nr: kvkNrSchema,
  /** The parent company's KVK number, shown read-only when present. */
  holding_kvk_nr: kvkNrSchema.nullable(),
  /** False while the KVK number and company name do not match the registry. */
  kvk_verified: z.boolean(),
  /** For example customauth.change_subscription and inleners.create_inlenerscao. */
  permissions: z.array(z.string()),
  salary_table_update_emails: z.boolean(),
  /** The agency subscription the hirer asked for help (a proposal), or null when no help is asked. */
  uitlener_asked_for_help: z.number().int().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** A user of the subscription as the main user manages it. */
export const subscriptionUserSchema = z.object({
  email: z.string(),
  username: z.string(),
  /** Whether the user holds inleners.create_inlenerscao; chosen by the main user, default yes. */
  can_create_schemes: z.boolean(),
  salary_table_update_emails: z.boolean(),
  /** False until the invited user has set a password. */
  is_active: z.boolean(),
  /**
   * How the user came in: 'founder' registered the company, 'admitted' was invited or let in, 'requested'
   * registered for the existing company and waits to be let in (PUT rest-auth/subscription-users/ admit).
   */
  admission: z.enum(['founder', 'admitted', 'requested']),
});
export type SubscriptionUser = z.infer<typeof subscriptionUserSchema>;

/** The company's subscription (SPEC.md section 3, 'Subscription'); users lists the e-mail of each user. */
export const subscriptionSchema = z.object({
  salary_table_update_emails: z.boolean(),
  users: z.array(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
