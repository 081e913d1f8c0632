import { createMemoryTokenStore } from '@beloning/core/api';
import { loginRequestSchema, parseWithDutchErrors } from '@beloning/core/schemas';
import { writeSession, sessionFile, type AccountKind } from '../../config.js';
import { canPrompt, noInputMessage, type Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT } from '../../exit-codes.js';
import { clientFor, resolveServer } from '../../http.js';
import { promptHidden, promptLine, readStdin } from '../../prompt.js';

export interface LoginOptions {
  username?: string;
  passwordStdin?: boolean;
  agency?: boolean;
}

const FIELD_NAMES: Record<string, string> = { username: 'gebruikersnaam', password: 'wachtwoord' };

/** `beloning login`: asks or reads the credentials, logs in and saves the session (0600). */
export async function login(ctx: Context, options: LoginOptions): Promise<void> {
  const { stdin, stderr } = ctx.deps;
  const server = await resolveServer(ctx);
  if (options.passwordStdin && options.username === undefined) {
    throw new CliError('Geef bij --password-stdin ook --username.', EXIT.usage);
  }
  if (options.username === undefined && !canPrompt(ctx)) {
    throw new CliError(
      noInputMessage(ctx, 'de gebruikersnaam', '--username en --password-stdin'),
      EXIT.usage,
    );
  }
  if (!options.passwordStdin && !canPrompt(ctx)) {
    throw new CliError(noInputMessage(ctx, 'het wachtwoord', '--password-stdin'), EXIT.usage);
  }
  const username = options.username ?? (await promptLine(stdin, stderr, 'Gebruikersnaam of e-mailadres: '));
  const password = options.passwordStdin
    ? await readStdin(stdin)
    : await promptHidden(stdin, stderr, 'Wachtwoord: ');

  const checked = parseWithDutchErrors(loginRequestSchema, { username: username.trim(), password });
  if (!checked.success) {
    const lines = Object.entries(checked.body.errors).map(
      ([field, messages]) => `${FIELD_NAMES[field] ?? field}: ${messages.join(', ')}`,
    );
    throw new CliError([...lines, ...checked.body.non_field_errors], EXIT.validation);
  }

  const kind: AccountKind = options.agency ? 'uitlener' : 'inlener';
  const store = createMemoryTokenStore();
  const { client } = await clientFor(ctx, server.url, store);
  // POST /rest-auth/uitlener-login/ or /rest-auth/inlener-login/: the same body and answer.
  const answer =
    kind === 'uitlener' ? await client.auth.loginAgency(checked.data) : await client.auth.login(checked.data);
  const { access, access_expiration, refresh, refresh_expiration, user } = answer;
  await writeSession(sessionFile(ctx.deps.env), {
    url: server.url,
    kind,
    username: user.username,
    tokens: { access, access_expiration, refresh, refresh_expiration },
  });
  ctx.out.success(`Ingelogd als ${user.username} (${user.company_name}) op ${server.url}.`);
}
