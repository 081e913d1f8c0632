/** The purposes of the one-time links in mails, and the portal path each one opens (SPEC.md 2.2). */
export const LINK_PATHS = {
  activation: 'account-activatie',
  invite: 'account-activatie-invite',
  reset: 'wachtwoord-resetten',
  email_change: 'email-verificatie',
} as const;

export type LinkPurpose = keyof typeof LINK_PATHS;

/** uidb64: the user id as base64url (without padding), as in the portal's `/{uidb64}/{token}` links. */
export function encodeUidb64(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/** The user id of a uidb64, or undefined for anything that is not one (never throws). */
export function decodeUidb64(uidb64: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uidb64)) return undefined;
  const text = Buffer.from(uidb64, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 && encodeUidb64(id) === uidb64 ? id : undefined;
}

/** The address of a one-time link, built from PUBLIC_URL only, never from a request's Host header. */
export function linkUrl(publicUrl: string, purpose: LinkPurpose, userId: number, token: string): string {
  return `${publicUrl}/${LINK_PATHS[purpose]}/${encodeUidb64(userId)}/${encodeURIComponent(token)}`;
}
