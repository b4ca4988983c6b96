import { sql, type SQL } from 'drizzle-orm';
import { properties } from '../../db/schema';

/**
 * Listings shown to visitors: active ones that lead their property group. Written as constants, as the partial
 * indexes' predicate is: a plan made without the values of a prepared statement could not otherwise use them.
 */
export function listed(): SQL {
  return sql`${properties.status} = 'active' and ${properties.isGroupLead}`;
}
