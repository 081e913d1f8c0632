import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeQuotedPrintable } from '../../helpers/smtp.js';

/** A mail the test's SMTP server received. */
export interface CaughtMail {
  readonly to: readonly string[];
  /** The whole message with quoted-printable and base64 parts decoded, enough to find a link in it. */
  readonly text: string;
}

function mailboxDir(): string {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (dir === undefined) throw new Error('E2E_MAILBOX_DIR ontbreekt: draai de tests met playwright test.');
  return dir;
}

/** The message with its quoted-printable undone and each base64 part decoded and added after it. */
function readableText(raw: string): string {
  const parts = [decodeQuotedPrintable(raw)];
  const base64Part = /Content-Transfer-Encoding:\s*base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi;
  for (const match of raw.matchAll(base64Part)) {
    parts.push(Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'));
  }
  return parts.join('\n');
}

/** The mails read so far, by file name: a mail file is complete when it appears and never changes. */
const readSoFar = new Map<string, { to: readonly string[]; raw: string; text?: string }>();

/**
 * The mails to `address`, newest first. Each file is read once per worker and a message is only decoded
 * when a test looks for its recipient: the mailbox holds every mail of the run, hundreds by the end.
 */
function mailsTo(address: string): CaughtMail[] {
  const dir = mailboxDir();
  const names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  for (const name of names) {
    if (readSoFar.has(name)) continue;
    const mail = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { to: string[]; raw: string };
    readSoFar.set(name, { to: mail.to, raw: mail.raw });
  }
  const wanted = address.toLowerCase();
  return names
    .sort()
    .reverse()
    .flatMap((name) => {
      const mail = readSoFar.get(name);
      if (mail === undefined || !mail.to.includes(wanted)) return [];
      mail.text ??= readableText(mail.raw);
      return [{ to: mail.to, text: mail.text }];
    });
}

/**
 * Waits for a mail to `address` that contains a link to `linkPath` (for example 'account-activatie') and
 * answers with that link's path, ready for page.goto. Fails after `timeoutMs`.
 */
export async function waitForLink(address: string, linkPath: string, timeoutMs = 20_000): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s"'<>]+(/${linkPath}/[A-Za-z0-9_-]+/[A-Za-z0-9_%.~-]+)`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of mailsTo(address)) {
      const match = pattern.exec(mail.text);
      if (match?.[1] !== undefined) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Geen mail aan ${address} met een link naar /${linkPath}/ binnen ${timeoutMs} ms.`);
}

/** The text with every run of white space made one space, so a wrapped sentence still matches. */
function flattened(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/**
 * Waits for a mail to `address` whose text contains every one of `phrases` (white space flattened) and
 * answers with that mail's flattened text. Fails after `timeoutMs`.
 */
export async function waitForMail(
  address: string,
  phrases: readonly string[],
  timeoutMs = 20_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of mailsTo(address)) {
      const text = flattened(mail.text);
      if (phrases.every((phrase) => text.includes(phrase))) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Geen mail aan ${address} met ${JSON.stringify(phrases)} binnen ${timeoutMs} ms.`);
}
