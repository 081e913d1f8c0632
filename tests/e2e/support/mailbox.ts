import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
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

function readMails(): CaughtMail[] {
  const dir = mailboxDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const mail = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { to: string[]; raw: string };
      return { to: mail.to, text: readableText(mail.raw) };
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
    for (const mail of readMails().reverse()) {
      if (!mail.to.includes(address.toLowerCase())) continue;
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
    for (const mail of readMails().reverse()) {
      if (!mail.to.includes(address.toLowerCase())) continue;
      const text = flattened(mail.text);
      if (phrases.every((phrase) => text.includes(phrase))) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Geen mail aan ${address} met ${JSON.stringify(phrases)} binnen ${timeoutMs} ms.`);
}
