import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT } from '../../exit-codes.js';
import { connect, type Connection } from '../../http.js';

/** The shared-scheme commands are for agency (uitlener) accounts; a hirer's session is told so at once. */
export const AGENCY_ONLY =
  "De commando's van beloning shared zijn voor uitleners. Log in als uitlener met: beloning login --agency";

/** Core's client for an agency: a saved hirer session stops before any request (exit 3). */
export async function connectAgency(ctx: Context): Promise<Connection> {
  const connection = await connect(ctx, { requireLogin: true, kind: 'uitlener' });
  if (connection.session !== null && connection.session.kind !== 'uitlener' && !connection.fromEnvironment) {
    throw new CliError(AGENCY_ONLY, EXIT.notLoggedIn);
  }
  return connection;
}
