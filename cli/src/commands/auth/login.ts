import { createMemoryTokenStore, createTransport, type LoginResponse } from '@beloning/core/api';
import { loginRequestSchema, loginResponseSchema, parseWithDutchErrors } from '@beloning/core/schemas';
import { writeSession, sessionFile, type AccountKind } from '../../config.js';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT } from '../../exit-codes.js';
import { clientFor, csrfToken, resolveServer } from '../../http.js';
import { promptHidden, promptLine, readStdin } from '../../prompt.js';

export interface LoginOptions {
  username?: string;
  passwordStdin?: boolean;
  agency?: boolean;
}

/**
 * The agency login. Core's client has only the hirer login (POST /rest-auth/inlener-login/); the agency
 * side of the server (issue 4) is to offer this path with the same body and answer.
 */
export const AGENCY_LOGIN_PATH = '/rest-auth/uitlener-login/';

const FIELD_NAMES: Record<string, string> = { username: 'gebruikersnaam', password: 'wachtwoord' };

/** `beloning login`: asks or reads the credentials, logs in and saves the session (0600). */
export async function login(ctx: Context, options: LoginOptions): Promise<void> {
  const { stdin, stderr } = ctx.deps;
  const server = await resolveServer(ctx);
  if (options.passwordStdin && options.username === undefined) {
    throw new CliError('Geef bij --password-stdin ook --username.', EXIT.usage);
  }
  if (options.username === undefined && stdin.isTTY !== true) {
    throw new CliError('Geen terminal om de gebruikersnaam te vragen. Gebruik --username.', EXIT.usage);
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
  const { client, fetch, baseUrl } = await clientFor(ctx, server.url, store);
  let answer: LoginResponse;
  if (kind === 'uitlener') {
    const transport = createTransport({ baseUrl, fetch, tokenStore: store, getCsrfToken: () => csrfToken });
    answer = await transport.request({
      method: 'POST',
      path: AGENCY_LOGIN_PATH,
      body: checked.data,
      auth: false,
      response: loginResponseSchema,
    });
  } else {
    answer = await client.auth.login(checked.data);
  }
  const { access, access_expiration, refresh, refresh_expiration, user } = answer;
  await writeSession(sessionFile(ctx.deps.env), {
    url: server.url,
    kind,
    username: user.username,
    tokens: { access, access_expiration, refresh, refresh_expiration },
  });
  ctx.out.success(`Ingelogd als ${user.username} (${user.company_name}) op ${server.url}.`);
}
