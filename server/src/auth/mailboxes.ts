import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../db/database.js';

/*
 * Identity by proof of mailbox (server/README.md, 'Identity by proof of mailbox'). A hirer shares with an
 * agency by its KVK number and a contact address; an agency invites a hirer by its KVK number and an address.
 * The KVK number says which company is meant, but anyone can register a company under any number, so the
 * number alone admits nobody: what was shared or sent reaches a user only when the address it names is one
 * the user speaks for. A user speaks for
 *
 * - their own login address, proved by the activation (or invitation, or address change) link mailed to it;
 * - the addresses they proved besides it (mailbox_proofs);
 * - whatever the user who let them in speaks for, up the chain of admissions within the company: a colleague
 *   admitted by someone who proved an address sees what was named to it. Never the other way round, so the
 *   first user of a company (a squatter on someone else's number) gains nothing from the users who come
 *   after them, and a user still waiting to be let in ('requested') speaks only for their own addresses.
 *
 * Only live, active users count on the way up: a deleted or never activated admitter passes nothing on.
 */

type Executor = Database | Transaction;

/** The addresses (in lower case) the user speaks for; empty for a deleted or inactive user. */
export async function provenAddresses(db: Executor, userId: number): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    db as Database,
    sql`with recursive chain (id, company_id, admission, admitted_by, depth) as (
          select id, company_id, admission, admitted_by, 0 from users
          where id = ${userId} and is_active and deleted_at is null
          union all
          select u.id, u.company_id, u.admission, u.admitted_by, chain.depth + 1 from users u
          join chain on u.id = chain.admitted_by and chain.admission = 'admitted'
          where u.company_id = chain.company_id and u.is_active and u.deleted_at is null and chain.depth < 50
        )
        select lower(users.email) as email from users join chain on chain.id = users.id
        union
        select lower(mailbox_proofs.email) as email from mailbox_proofs join chain on chain.id = mailbox_proofs.user_id`,
  );
  return rows.map((row) => row.email).sort();
}

/** `lower(address) in addresses` (as provenAddresses answers them) as a condition; false for none. */
export function addressIn(address: SQLWrapper, addresses: readonly string[]): SQL {
  return addresses.length === 0 ? sql`false` : inArray(sql`lower(${address})`, [...addresses]);
}
