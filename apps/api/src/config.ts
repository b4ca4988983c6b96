import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_EXCHANGE_RATE_USD_GEL } from '@tbilisi/contracts';
import type { S3Options } from './lib/s3-storage';

const port = z.coerce.number().int().min(1).max(65535);
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: port.default(8000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  WEB_PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_:-]{1,40}$/, 'must be 1-40 lower-case letters, digits, _ - or :')
    .default('sakhli:'),
  API_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // Unset, it follows WEB_PORT (see loadConfig).
  PUBLIC_WEB_URL: z.url().optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  EXCHANGE_RATE_USD_GEL: z.coerce.number().positive().default(DEFAULT_EXCHANGE_RATE_USD_GEL),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Sakhli <no-reply@sakhli.local>'),
  MODERATOR_EMAIL: z.email().default('moderation@sakhli.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: flag.default(true),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(100),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  TRUST_PROXY: z.string().default('loopback'),
  SEARCH_COUNT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  JOB_WORKER: z.enum(['api', 'separate']).default('api'),
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9-]+\/)*$/, 'must be empty or folder names ending in /, like media/')
    .default(''),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  webPort: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL: search, counts, the map and other public reads go there. */
  databaseReadUrl: string | undefined;
  /** Rate limits and caches shared by every instance live here when set; in-process otherwise. */
  redisUrl: string | undefined;
  /** Keys in Redis start with it: sites or test runs sharing one Redis keep apart. */
  redisPrefix: string;
  /** Processes serving one port (node:cluster); more than one needs DATABASE_URL. */
  apiWorkers: number;
  /** On SIGTERM, how long /api/ready says 503 before the listener closes, so a load balancer stops sending first. */
  shutdownDrainMs: number;
  publicWebUrl: string;
  allowedOrigins: string[];
  exchangeRateUsdGel: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  moderatorEmail: string;
  logLevel: string;
  seedDemoData: boolean;
  loginLimits: { perAccount: number; perIp: number; windowMs: number };
  trustProxy: string;
  /** How long a search count may be reused for the same filters; 0 counts every time. */
  searchCountCacheSeconds: number;
  /** Photos go to this S3-compatible bucket when set, otherwise under DATA_DIR/media. */
  s3: S3Options | undefined;
  /** Where queued jobs run: inside the api, or only in `npm run worker` processes. */
  jobWorker: 'api' | 'separate';
  /** How often an idle job worker looks for due jobs. */
  jobPollMs: number;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A browser sends `Origin: http://127.0.0.1:3000` or `http://localhost:3000` depending on what was typed: both are
 * this machine, so an allowed loopback origin allows its other names on the same port too.
 */
export function withLoopbackAliases(origins: string[]): string[] {
  const all = new Set<string>();
  for (const origin of origins) {
    all.add(origin);
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      continue;
    }
    if (!LOOPBACK_HOSTS.includes(url.hostname)) continue;
    for (const host of LOOPBACK_HOSTS) all.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...all];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a bad value stops start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Blank variables count as unset, the way shells and .env files usually mean them.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `  ${name}=${JSON.stringify(present[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid environment:\n  S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too',
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment:\n  DATABASE_READ_URL is set: DATABASE_URL (the primary) is required too',
    );
  }
  if (e.API_WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment:\n  API_WORKERS > 1 needs DATABASE_URL: the embedded database belongs to one process',
    );
  }
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const publicWebUrl = (e.PUBLIC_WEB_URL ?? `http://localhost:${e.WEB_PORT}`).replace(/\/$/, '');
  const allowedOrigins = withLoopbackAliases(
    e.ALLOWED_ORIGINS
      ? e.ALLOWED_ORIGINS.split(',').map((origin) => origin.trim().replace(/\/$/, ''))
      : [
          new URL(publicWebUrl).origin,
          // The web app on this machine, whatever name the browser used for it, and the api's own docs page.
          `http://localhost:${e.WEB_PORT}`,
          `http://localhost:${e.API_PORT}`,
        ],
  );
  return {
    env: e.NODE_ENV,
    port: e.API_PORT,
    webPort: e.WEB_PORT,
    host: e.API_HOST,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    apiWorkers: e.API_WORKERS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    publicWebUrl,
    allowedOrigins,
    exchangeRateUsdGel: e.EXCHANGE_RATE_USD_GEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    moderatorEmail: e.MODERATOR_EMAIL,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    loginLimits: {
      perAccount: e.LOGIN_MAX_PER_ACCOUNT,
      perIp: e.LOGIN_MAX_PER_IP,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
    trustProxy: e.TRUST_PROXY,
    searchCountCacheSeconds: e.SEARCH_COUNT_CACHE_SECONDS,
    jobWorker: e.JOB_WORKER,
    jobPollMs: e.JOB_POLL_MS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          prefix: e.S3_PREFIX,
        }
      : undefined,
  };
}
