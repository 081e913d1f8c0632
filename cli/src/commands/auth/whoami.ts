import type { User } from '@beloning/core/api';
import type { Context } from '../../context.js';
import { connect } from '../../http.js';

/**
 * `beloning whoami`: the logged-in user as the server knows it. An agency session shows what was saved at
 * login: core's client has no agency user call yet.
 */
export async function whoami(ctx: Context): Promise<void> {
  const connection = await connect(ctx, { requireLogin: true });
  const kind = connection.session?.kind ?? 'inlener';
  const user: User | null = kind === 'inlener' ? await connection.client.account.getUser() : null;
  const username = user?.username ?? connection.session?.username ?? '';
  if (ctx.out.json) {
    ctx.out.printJson({ url: connection.url, kind, username, user });
    return;
  }
  const pairs: [string, string][] = [['Gebruiker', username]];
  if (user !== null) {
    pairs.push(
      ['E-mailadres', user.email],
      ['Bedrijf', user.company_name],
      ['KVK-nummer', `${user.kvk_nr}${user.kvk_verified ? '' : ' (niet geverifieerd)'}`],
    );
  }
  pairs.push(
    ['Soort account', kind === 'inlener' ? 'inlener' : 'uitlener (uitzendbureau)'],
    ['Server', connection.url],
  );
  if (connection.fromEnvironment) pairs.push(['Sessie', 'BELONING_TOKEN']);
  ctx.out.fields(pairs);
}
