import type { SupportMessage } from '@beloning/core/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/database.js';
import { companies, supportRequests, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { compose, type MailContent } from '../mail/templates.js';

/** Support requests: at most this many per user per hour (server/README.md, Rate limits). */
export const SUPPORT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

/** The answer of POST inleners/support/ (SPEC.md 2.8: a success message that an e-mail was sent). */
export const SUPPORT_SENT =
  'Uw vraag is per e-mail naar support verstuurd. We nemen zo snel mogelijk contact met u op.';

/**
 * The mail to the helpdesk: who asks (name, company, KVK number, address) and the question; replies go to
 * the user (Reply-To). The user's title is in the subject after a fixed prefix.
 */
export function supportRequestMail(input: {
  requestId: number;
  username: string;
  email: string;
  companyName: string;
  kvkNr: string;
  companyKind: 'inlener' | 'uitlener';
  title: string;
  text: string;
}): MailContent {
  return compose('support_request', `Supportvraag #${input.requestId}: ${input.title}`, [
    `Nieuwe supportvraag van ${input.username} (${input.email}).`,
    `Bedrijf: ${input.companyName} (${input.companyKind}), KVK ${input.kvkNr}.`,
    `Onderwerp: ${input.title}`,
    input.text,
    `Beantwoord deze e-mail om ${input.email} te antwoorden.`,
  ]);
}

/**
 * Stores the request in support_requests and queues the mail to `supportEmail` in the same transaction, so
 * a stored request is always mailed and a failed one neither.
 */
export async function submitSupportRequest(
  tx: Transaction,
  input: { userId: number; companyId: number; message: SupportMessage; supportEmail: string; now: Date },
): Promise<number> {
  const [asker] = await tx
    .select({
      username: users.username,
      email: users.email,
      companyName: companies.companyName,
      kvkNr: companies.kvkNr,
      kind: companies.kind,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, input.userId), eq(users.companyId, input.companyId), isNull(users.deletedAt)));
  if (asker === undefined) throw new HttpError(401);
  const [row] = await tx
    .insert(supportRequests)
    .values({
      userId: input.userId,
      companyId: input.companyId,
      title: input.message.title,
      text: input.message.text,
      createdAt: input.now,
    })
    .returning({ id: supportRequests.id });
  if (row === undefined) throw new Error('support: niets opgeslagen');
  const mail = supportRequestMail({
    requestId: row.id,
    username: asker.username,
    email: asker.email,
    companyName: asker.companyName,
    kvkNr: asker.kvkNr,
    companyKind: asker.kind,
    title: input.message.title,
    text: input.message.text,
  });
  await enqueueMail(tx, { ...mail, to: input.supportEmail, replyTo: asker.email }, input.now);
  return row.id;
}
