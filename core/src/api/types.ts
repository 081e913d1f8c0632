/**
 * The request and response shapes of SPEC.md section 7, snake_case exactly as on the wire. Entities whose
 * zod schemas are already in core are taken from there; the rest are written here until the request and
 * response schemas of core/src/schemas land, and then replaced by their inferred types.
 */
import type { BONUS_COMBINATIONS, Cao, CaoOption, OneOffBonus, Werksoort } from '../schemas/cao.js';
import type { SalaryTable } from '../schemas/salary-table.js';
import type { TokenSet } from './token-store.js';

export type { Cao, CaoOption, OneOffBonus, SalaryTable, Werksoort };

/** How allowances combine ('Samenloop toeslagen'). */
export type BonusCombination = (typeof BONUS_COMBINATIONS)[number];

/** An id in a path: a number, or a guid where the screens use one. */
export type ResourceId = string | number;

// 7.1 Authentication and account

export interface LoginPayload {
  /** User name or e-mail address. */
  username: string;
  password: string;
}

/** A hirer user (SPEC.md section 3, 'User'). */
export interface User {
  username: string;
  email: string;
  company_name: string;
  kvk_nr: string;
  holding_kvk_nr: string | null;
  kvk_verified: boolean;
  permissions: string[];
  salary_table_update_emails: boolean;
  /** The agency subscription asked for help with a proposal, or null. */
  uitlener_asked_for_help: number | null;
}

/** inlener-login answers with the user plus the tokens. */
export interface LoginResponse extends TokenSet {
  user: User;
}

export interface RegistrationPayload {
  username: string;
  email: string;
  password1: string;
  password2: string;
  company_name: string;
  company_name_type: string;
  kvk_nr: string;
  terms_and_conditions_accepted: boolean;
  phone_nr: string;
}

/** Account activation; an invited sub-user also sets a password. */
export interface ActivationPayload {
  uidb64: string;
  token: string;
  password?: string;
}

export interface LinkTokenPayload {
  uidb64: string;
  token: string;
}

/** SPEC.md leaves this body out; the link's uidb64 and token with the new password twice. */
export interface ResetPasswordPayload {
  uidb64: string;
  token: string;
  new_password1: string;
  new_password2: string;
}

export interface EmailPayload {
  email: string;
}

export interface SubscriptionUserAddPayload {
  email: string;
  username: string;
  /** Whether the invited user may create schemes (inleners.create_inlenerscao); the server defaults to yes. */
  can_create_schemes?: boolean;
}

/** The fields of the user a PUT may change, for example withdrawing a help request. */
export interface UserUpdate {
  uitlener_asked_for_help?: number | null;
  salary_table_update_emails?: boolean;
}

/** Company name and KVK number, editable while unverified. */
export interface VerifyKvkPayload {
  company_name: string;
  kvk_nr: string;
}

/** SPEC.md section 3, 'Subscription'; `users` lists the e-mail of each user. */
export interface Subscription {
  salary_table_update_emails: boolean;
  users: string[];
}

export interface SubscriptionUpdate {
  salary_table_update_emails?: boolean;
}

/** An entry of GET subscription-users: an e-mail each. */
export interface SubscriptionUserEntry {
  email: string;
}

// 7.2 Cao and scheme data

/** A nature of work: [code, label]. */
export type AardType = [code: string, label: string];

/** A company name found by KVK number: [name, type]. */
export type Handelsnaam = [name: string, type: string];

/** A link of a scheme or cao compliance with an agency (SPEC.md section 3, 'Link (koppeling)'). */
export interface Koppeling {
  kvk_nr: string;
  handelsnaam: string;
  contact_email: string;
  active: boolean;
  disabled: boolean;
  new: boolean;
}

/** A link as the hirer sends it; the server keeps `active` and `new`. */
export interface KoppelingPayload {
  kvk_nr: string;
  handelsnaam: string;
  contact_email: string;
  disabled?: boolean;
}

export interface Education {
  description: string;
  inleners_jobs: string[];
}

/** The POST/PUT body of inleners-cao; the conditional fields are left out, not sent empty. */
export interface SchemePayload {
  proposal_inlener_id: number | null;
  follow_salary_tables: boolean | null;
  signed_fullname: string;
  terms_accepted: boolean;
  cao_id: number | null;
  cao_text: string;
  duration_start: string;
  duration_end?: string;
  vacation_amount: string;
  vacation_allowance: string;
  vacation_time_type: 'days_per_year' | 'hours_per_year';
  salary_tables: SalaryTable[];
  werksoorten: Werksoort[];
  educations: Education[];
  one_off_bonuses: OneOffBonus[];
  /** Unless Geen. */
  bonus_combination?: BonusCombination;
  year_end_bonus_type: 'Geen' | 'percentage' | 'amount';
  /** Only when the year-end bonus type is not Geen. */
  year_end_bonus_amount?: string;
  year_end_bonus_comment?: string;
}

/** An update names the scheme and the version it was loaded at; a stale version is answered with 412. */
export interface SchemeUpdatePayload extends SchemePayload {
  inlener_cao_id: number;
  expected_version?: number;
}

/** What a save answers; its other content is not shown. */
export interface SchemeSaveResponse {
  guid: string;
}

export interface SchemeVersion {
  version: number;
  created_at: string;
}

/** A hirer's pay scheme, one version of it (SPEC.md section 3, 'Scheme (inlenersCao)'). */
export interface InlenersCao {
  id: number;
  guid: string;
  cao_id: number | null;
  full_name: string;
  version: number;
  versions: SchemeVersion[];
  based_on: string | null;
  proposal_by: string | null;
  proposal_by_company: string | null;
  rejected_proposal: boolean;
  rejected_proposal_date: string | null;
  company_name: string;
  signed_fullname: string;
  duration_start: string;
  duration_end: string | null;
  vacation_time_type: 'days_per_year' | 'hours_per_year';
  vacation_time_amount: string;
  vacation_allowance: string;
  year_end_bonus_type: 'Geen' | 'percentage' | 'amount';
  year_end_bonus_amount: string | null;
  year_end_bonus_comment: string | null;
  one_off_bonuses: OneOffBonus[];
  updated_at: string;
  koppelingen: Koppeling[];
  salary_tables: SalaryTable[];
  new_based_on_tables: SalaryTable[];
  werksoorts: Werksoort[];
  educations: Education[];
  timesheet_overtime_interaction: BonusCombination | null;
  cao_text: string;
  avv: boolean;
  /** Empty when up to date; otherwise the new cao's id first. */
  new_cao_version: (number | string)[];
  has_new_based_on_tables: boolean;
}

/** A scheme as GET inleners/inleners-cao-list/ lists it. */
export type InlenersCaoListItem = Pick<
  InlenersCao,
  | 'id'
  | 'guid'
  | 'cao_id'
  | 'full_name'
  | 'version'
  | 'based_on'
  | 'proposal_by'
  | 'proposal_by_company'
  | 'rejected_proposal'
  | 'rejected_proposal_date'
  | 'company_name'
  | 'updated_at'
  | 'koppelingen'
  | 'new_cao_version'
  | 'has_new_based_on_tables'
>;

/** Which version to show, and for which agency. */
export interface SchemeQuery {
  uitlener?: string | null;
  version?: number | null;
}

export interface SchemeListQuery {
  /** true: also the proposals from agencies. */
  getProposals?: boolean;
}

/** PUT inleners-cao/{id}/proposal/: accept or reject an agency's proposal. */
export interface ProposalAnswerPayload {
  accept: boolean;
  signed_fullname: string;
  follow_salary_tables: boolean | null;
}

/** A job of the short wizard. */
export interface CaoComplianceJob {
  job_id: number | string | null;
  name: string;
  aard: string | null;
  salary_table_id: number;
  minimal_payscale: string;
}

/** SPEC.md section 3, 'Cao compliance'. */
export interface CaoCompliance {
  id: number;
  cao_id: number;
  cao_name: string;
  signed_fullname: string;
  jobs: CaoComplianceJob[];
  koppelingen: Koppeling[];
  new_cao_version: (number | string)[];
}

/** POST cao-compliance: jobs only when the hirer chose own jobs (hasJobsOption 1), else empty. */
export interface CaoCompliancePayload {
  cao_id: number;
  /** First and last name combined. */
  signed_fullname: string;
  jobs: CaoComplianceJob[];
}

export interface CaoComplianceCreated {
  id: number;
}

/** An agency that invited the hirer (SPEC.md section 3, 'Agency invite'). */
export interface AgencyInvite {
  kvk_nr: string;
  email: string;
  subscription: number;
  company_name: string;
  proposals_enabled: boolean;
}

export interface SupportPayload {
  title: string;
  text: string;
}
