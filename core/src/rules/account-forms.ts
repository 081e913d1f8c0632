import { ruleSet, type FormRuleSets, type RuleSet } from './engine.js';
import { digits, email, maxLength, passwordsEqual, required } from './generic.js';
import { kvkNrNumeric, kvkNrRuleSet, kvkNrValid } from './kvk-rules.js';
import { MAX_LENGTH } from '../base/limits.js';

/**
 * The field rules of the account forms (SPEC.md 2.4 to 2.8 and 5.2). Field names are those of the web forms;
 * the API payload names (password1, kvk_nr, ...) are mapped by the schemas.
 */

/** E-mail: required, valid, at most 254 characters. */
export const emailRuleSet: RuleSet = ruleSet(required, email, maxLength(MAX_LENGTH.email));
/** Phone: required, numeric (digits only, as the server stores it), at most 20 characters. */
export const phoneRuleSet: RuleSet = ruleSet(required, digits, maxLength(MAX_LENGTH.phone));
/** Password: required, at most 128 characters. */
export const passwordRuleSet: RuleSet = ruleSet(required, maxLength(MAX_LENGTH.password));
/** Company name: required, at most 300 characters. */
export const companyNameRuleSet: RuleSet = ruleSet(required, maxLength(MAX_LENGTH.companyName));

/** Password confirmation: as a password, and equal to the password in field `passwordField`. */
export function passwordConfirmationRuleSet<K extends string>(
  passwordField: K,
): RuleSet<{ readonly [P in K]?: unknown }> {
  return ruleSet(required, maxLength(MAX_LENGTH.password), passwordsEqual(passwordField));
}

export type LoginForm = { readonly username: string; readonly password: string };
/** Login: username (or e-mail) and password, both required. */
export const loginRuleSets: FormRuleSets<LoginForm> = {
  username: ruleSet(required),
  password: ruleSet(required),
};

export type RegisterForm = {
  readonly email: string;
  readonly phoneNr: string;
  readonly password1: string;
  readonly password2: string;
  readonly kvkNr: string;
  readonly handelsnaam: string;
  readonly handelsnaamType: string;
  readonly handelsnaamConfirmed: boolean;
  readonly termsAccepted: boolean;
};
/**
 * Register: the KVK number must be found by the lookup that fills the company-name dropdown; both checkboxes
 * (the name is ours, the terms) must be ticked.
 */
export const registerRuleSets: FormRuleSets<RegisterForm> = {
  email: emailRuleSet,
  phoneNr: phoneRuleSet,
  password1: passwordRuleSet,
  password2: passwordConfirmationRuleSet('password1'),
  kvkNr: kvkNrRuleSet('handelsnaam'),
  handelsnaam: companyNameRuleSet,
  handelsnaamConfirmed: ruleSet(required),
  termsAccepted: ruleSet(required),
};

export type ForgotPasswordForm = { readonly email: string };
export const forgotPasswordRuleSets: FormRuleSets<ForgotPasswordForm> = { email: emailRuleSet };

export type ResetPasswordForm = { readonly password1: string; readonly password2: string };
/** Reset password: a new password twice. */
export const resetPasswordRuleSets: FormRuleSets<ResetPasswordForm> = {
  password1: passwordRuleSet,
  password2: passwordConfirmationRuleSet('password1'),
};

export type InviteActivationForm = ResetPasswordForm & { readonly termsAccepted: boolean };
/** Invite activation: a sub-user sets a password twice and accepts the terms. */
export const inviteActivationRuleSets: FormRuleSets<InviteActivationForm> = {
  ...resetPasswordRuleSets,
  termsAccepted: ruleSet(required),
};

export type ChangeEmailForm = { readonly email: string };
export const changeEmailRuleSets: FormRuleSets<ChangeEmailForm> = { email: emailRuleSet };

export type SubscriptionUserAddForm = { readonly email: string };
/** Inviting an extra user of the subscription by e-mail address. */
export const subscriptionUserAddRuleSets: FormRuleSets<SubscriptionUserAddForm> = { email: emailRuleSet };

export type SupportForm = { readonly title: string; readonly text: string };
/** Support: title and text required, at most 200 and 5000 characters. */
export const supportRuleSets: FormRuleSets<SupportForm> = {
  title: ruleSet(required, maxLength(MAX_LENGTH.supportTitle)),
  text: ruleSet(required, maxLength(MAX_LENGTH.supportText)),
};

export type CompanyDetailsForm = { readonly companyName: string; readonly kvkNr: string };
/** Company details on the account screen (editable while unverified). */
export const companyDetailsRuleSets: FormRuleSets<CompanyDetailsForm> = {
  companyName: companyNameRuleSet,
  kvkNr: ruleSet(required, kvkNrNumeric, kvkNrValid),
};
