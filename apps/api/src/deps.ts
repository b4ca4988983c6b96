import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './lib/mailer';

/** What use cases need beyond their input: the database, the mailer and the configuration. */
export interface Deps {
  db: Db;
  mailer: Mailer;
  config: Config;
}
