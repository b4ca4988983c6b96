import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { simpleParser, type ParsedMail } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { createWorker } from '../../job-handlers';
import { registerUser } from '../../test/harness';

/**
 * Alerts through real parts: a real SMTP server in-process receives the mails, and the api process is killed with
 * SIGKILL right after a listing's write committed; the api started again delivers the alert.
 */
const received: { envelopeTo: string[]; raw: Buffer }[] = [];
let smtp: SMTPServer;
let smtpPort: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** A database that outlives one process: a fresh one on TEST_DATABASE_URL's server, or PGlite in a folder. */
async function persistentDatabase(dataDir: string) {
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let url: string | undefined;
  let drop = async () => {};
  if (serverUrl) {
    const name = `sakhli_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  return { url, pgliteDir: path.join(dataDir, 'pglite'), drop };
}

async function startApi(where: { url?: string; pgliteDir: string }, dataDir: string) {
  const database: Database = await openDatabase(where);
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_WEB_URL: 'http://localhost:3000',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const worker = createWorker({ database, deps: app.deps, storage: app.storage, log: app.log });
  return {
    app,
    worker,
    async close() {
      await worker.stop();
      await app.close();
      await database.close();
    },
  };
}

async function mailsTo(email: string): Promise<ParsedMail[]> {
  const mine = received.filter((mail) => mail.envelopeTo.includes(email));
  const parsed = await Promise.all(mine.map((mail) => simpleParser(mail.raw)));
  return parsed.filter((mail) => mail.headerLines.some((line) => line.key === 'list-unsubscribe'));
}

function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((entry) => entry.key === name)?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

describe('alert delivery', () => {
  let dataDir: string;
  let where: Awaited<ReturnType<typeof persistentDatabase>>;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sakhli-alerts-'));
    where = await persistentDatabase(dataDir);
  });
  afterAll(async () => {
    await where?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('survives a kill of the api between the commit and the delivery, and mails over SMTP', async () => {
    const first = await startApi(where, dataDir);
    const searcher = await registerUser(first.app);
    const poster = await registerUser(first.app);
    const saved = await first.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: searcher.auth,
      payload: {
        name: '2 ოთახი ვაკეში',
        locale: 'ka',
        filters: {
          listing_type: 'rent',
          locations: 'vake',
          min_rooms: 2,
          max_rooms: 2,
          max_rent: 1500,
          owner_only: true,
        },
      },
    });
    expect(saved.statusCode).toBe(201);
    await first.close();

    // Another process posts the listing and is killed with SIGKILL as soon as the write committed.
    const fixture = path.join(import.meta.dirname, 'fixtures', 'post-listing-then-die.ts');
    const tsx = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/tsx');
    const output = await promisify(execFile)(tsx, [
      fixture,
      JSON.stringify({
        ...where,
        dataDir,
        token: poster.token,
        listing: { listing_type: 'rent', rooms: 2, rent_amount: 1200, currency: 'GEL', urban_area: 'vake' },
      }),
    ]).then(
      () => {
        throw new Error('the fixture was expected to be killed');
      },
      (error: { signal?: string; code?: number; stdout?: string; stderr?: string }) => error,
    );
    // tsx runs the script in a child process and reports its SIGKILL as exit code 137.
    expect(output.signal === 'SIGKILL' || output.code === 137, output.stderr).toBe(true);
    const [status, id] = output.stdout!.trim().split(' ');
    expect(status).toBe('201');
    expect(await mailsTo(searcher.email)).toHaveLength(0);

    // The api starts again: its worker finds the committed job and delivers.
    const second = await startApi(where, dataDir);
    try {
      await second.worker.runUntilIdle();
      const mails = await mailsTo(searcher.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('ახალი განცხადება ძიებისთვის „2 ოთახი ვაკეში“');
      expect(mail.text).toContain(`http://localhost:3000/property/${id}`);
      expect(mail.text).toContain('http://localhost:3000/dashboard?tab=alerts');
      expect(header(mail, 'list-unsubscribe')).toMatch(
        /^<http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=s\d+\.[A-Za-z0-9_-]+>$/,
      );
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const notices = await second.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: searcher.auth,
      });
      expect(notices.json().unread_count).toBe(1);
      // Run again: nothing more is sent.
      await second.worker.runUntilIdle();
      expect(await mailsTo(searcher.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 120_000);
});
