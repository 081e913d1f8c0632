import type { User } from '@beloning/core/api';
import type { AgencyCompany } from '@beloning/core/schemas';
import type { Context } from '../../context.js';
import { connect, connectionKind } from '../../http.js';

/**
 * `beloning whoami`: who is logged in, as the server knows it: a hirer's user (GET rest-auth/inlener-user/),
 * an agency's company (GET uitleners/company/; the agency side has no user call).
 */
export async function whoami(ctx: Context): Promise<void> {
  const connection = await connect(ctx, { requireLogin: true });
  const kind = connectionKind(connection, ctx.deps.env);
  const user: User | null = kind === 'inlener' ? await connection.client.account.getUser() : null;
  const company: AgencyCompany | null = kind === 'uitlener' ? await connection.client.agency.company() : null;
  const username = user?.username ?? connection.session?.username ?? '';
  if (ctx.out.json) {
    ctx.out.printJson({
      url: connection.url,
      kind,
      username,
      user,
      ...(company === null ? {} : { company }),
    });
    return;
  }
  const pairs: [string, string][] = [];
  if (username !== '') pairs.push(['Gebruiker', username]);
  if (user !== null) pairs.push(['E-mailadres', user.email]);
  const named = user ?? company;
  if (named !== null) {
    pairs.push(
      ['Bedrijf', named.company_name],
      ['KVK-nummer', `${named.kvk_nr}${named.kvk_verified ? '' : ' (niet geverifieerd)'}`],
    );
  }
  pairs.push(
    ['Soort account', kind === 'inlener' ? 'inlener' : 'uitlener (uitzendbureau)'],
    ['Server', connection.url],
  );
  if (connection.fromEnvironment) pairs.push(['Sessie', 'BELONING_TOKEN']);
  ctx.out.fields(pairs);
}
