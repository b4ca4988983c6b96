import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../open-configured-database';
import { users } from '../db/schema';

// npm run moderator -- someone@example.ge: lets that account review duplicate groups (/moderation). Moderators are
// named by whoever runs the site, never by an api call, so no account can make itself one.
const email = process.argv[2]?.trim();
if (!email) {
  console.error('Usage: npm run moderator -- EMAIL');
  process.exit(1);
}
const database = await openConfiguredDatabase(loadConfig());
const updated = await database.db
  .update(users)
  .set({ role: 'moderator', updatedAt: new Date() })
  .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  .returning({ id: users.id });
console.log(updated.length ? `${email} is now a moderator` : `No account with the e-mail ${email}`);
await database.close();
process.exit(updated.length ? 0 : 1);
