import { isApiError } from '@beloning/core/api';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT } from '../../exit-codes.js';
import { connect, resolveServer } from '../../http.js';

/** `beloning logout`: ends the session on the server and removes it here, also when the server fails. */
export async function logout(ctx: Context): Promise<void> {
  const server = await resolveServer(ctx);
  if (server.fromEnvironment) {
    ctx.out.info('BELONING_TOKEN is gezet; verwijder die variabele om uit te loggen.');
    return;
  }
  if (server.session === null) {
    ctx.out.info(`U was niet ingelogd op ${server.url}.`);
    return;
  }
  const { client } = await connect(ctx, { requireLogin: true });
  try {
    await client.auth.logout();
  } catch (error) {
    // Core's logout has removed the local session already; only an unreachable server is worth a failure.
    if (isApiError(error) && error.kind === 'network') {
      throw new CliError(
        `Uitgelogd op deze computer, maar de server op ${server.url} was niet bereikbaar; ` +
          'de sessie is daar niet beëindigd.',
        EXIT.failure,
      );
    }
  }
  ctx.out.success(`Uitgelogd van ${server.url}.`);
}
