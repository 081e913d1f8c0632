/**
 * The request and response shapes of SPEC.md section 7, snake_case exactly as on the wire, taken from
 * core's zod schemas. Requests use the schemas' input types, so a field with a default may be left out.
 */
import type { z } from 'zod';
import type {
  activationRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registrationRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '../schemas/auth-api.js';
import type {
  changeEmailRequestSchema,
  subscriptionUpdateRequestSchema,
  subscriptionUserAddRequestSchema,
  subscriptionUserDeleteRequestSchema,
  subscriptionUserUpdateRequestSchema,
  userUpdateRequestSchema,
  verifyKvkRequestSchema,
} from '../schemas/account-api.js';
import type { caoCompliancePayloadSchema } from '../schemas/cao-compliance-api.js';
import type { koppelingRequestSchema } from '../schemas/koppeling-api.js';
import type { proposalDecisionRequestSchema } from '../schemas/scheme-api.js';
import type { inlenersCaoPayloadSchema } from '../schemas/scheme-payload-schema.js';
import type { supportMessageSchema } from '../schemas/support-api.js';

export type { Subscription, SubscriptionUser, TokenSet, User } from '../schemas/account.js';
export type { LoginResponse } from '../schemas/auth-api.js';
export type { AgencyInvite } from '../schemas/agency.js';
export type { Cao, CaoOption, Werksoort } from '../schemas/cao.js';
export type { CaoCompliance } from '../schemas/cao-compliance.js';
export type { CaoComplianceCreateResponse } from '../schemas/cao-compliance-api.js';
export type { Koppeling } from '../schemas/koppeling.js';
export type { KoppelingenResponse } from '../schemas/koppeling-api.js';
export type { AardType, Handelsnaam } from '../schemas/lookups.js';
export type { SalaryTable } from '../schemas/salary-table.js';
export type { InlenersCao, InlenersCaoListItem } from '../schemas/scheme.js';
export type { InlenersCaoSaveResponse } from '../schemas/scheme-api.js';

/** An id in a path: a number, or the guid where the screens use one. */
export type ResourceId = string | number;

export type LoginPayload = z.input<typeof loginRequestSchema>;
export type RegistrationPayload = z.input<typeof registrationRequestSchema>;
/** Account activation; an invited sub-user also sets a password. */
export type ActivationPayload = z.input<typeof activationRequestSchema>;
export type VerifyEmailPayload = z.input<typeof verifyEmailRequestSchema>;
export type ForgotPasswordPayload = z.input<typeof forgotPasswordRequestSchema>;
/** The link's uidb64 and token, and the new password twice. */
export type ResetPasswordPayload = z.input<typeof resetPasswordRequestSchema>;
export type ChangeEmailPayload = z.input<typeof changeEmailRequestSchema>;
/** The fields of the user a PUT may change, for example withdrawing a help request. */
export type UserUpdatePayload = z.input<typeof userUpdateRequestSchema>;
/** Company name and KVK number, editable while unverified. */
export type VerifyKvkPayload = z.input<typeof verifyKvkRequestSchema>;
export type SubscriptionUpdatePayload = z.input<typeof subscriptionUpdateRequestSchema>;
export type SubscriptionUserAddPayload = z.input<typeof subscriptionUserAddRequestSchema>;
export type SubscriptionUserUpdatePayload = z.input<typeof subscriptionUserUpdateRequestSchema>;
export type SubscriptionUserDeletePayload = z.input<typeof subscriptionUserDeleteRequestSchema>;
/** A link as the hirer sends it; the server keeps `active` and `new`. */
export type KoppelingPayload = z.input<typeof koppelingRequestSchema>;
/** The POST body of inleners-cao; the conditional fields are left out, not sent empty. */
export type SchemePayload = Omit<
  z.input<typeof inlenersCaoPayloadSchema>,
  'inlener_cao_id' | 'expected_version'
>;
/**
 * The PUT body: the scheme (inlener_cao_id) and the version the edit started from (expected_version); the
 * server refuses a stale version with 412.
 */
export type SchemeUpdatePayload = SchemePayload & { inlener_cao_id: number; expected_version?: number };
/** Accepting (with the signed name) or rejecting an agency's proposal. */
export type ProposalAnswerPayload = z.input<typeof proposalDecisionRequestSchema>;
/** Jobs only when the hirer chose own jobs (hasJobsOption 1), else empty. */
export type CaoCompliancePayload = z.input<typeof caoCompliancePayloadSchema>;
export type SupportPayload = z.input<typeof supportMessageSchema>;

/** Which version to show; uitlener asks for the agency's view of a shared scheme. Empty values are left out. */
export interface SchemeQuery {
  uitlener?: boolean | null;
  version?: number | null;
}

export interface SchemeListQuery {
  /** true: also the open proposals from agencies. */
  getProposals?: boolean;
}
