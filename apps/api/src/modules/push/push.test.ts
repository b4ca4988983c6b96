import { createECDH, randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import type http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../job-handlers';
import { createListing, createTestContext, registerUser, type TestContext } from '../../test/harness';

// http_ece (web-push's own encryption library) decrypts as a browser would; it ships no types.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

/**
 * Web push through a real push-protocol receiver in-process: it plays the push service and the browser, keeping the
 * subscription's private key, so the encrypted payload the api sends is decrypted and checked here.
 */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
let receiver: https.Server;
let receiverUrl: string;
let ctx: TestContext;

/** A certificate for 127.0.0.1, made with openssl for this run, which this process then trusts. */
async function selfSignedCertificate() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sakhli-push-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  const pems = { key: await fs.readFile(key), cert: await fs.readFile(cert) };
  await fs.rm(dir, { recursive: true, force: true });
  return pems;
}

beforeAll(async () => {
  const tls = await selfSignedCertificate();
  // Push services are https: web-push's requests go through the global agent, which is told to trust this one.
  https.globalAgent.options.ca = tls.cert;
  receiver = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      // A subscription the browser dropped answers 410 Gone, as push services do.
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `https://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

function browserSubscription(path: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  return {
    keys,
    authSecret,
    body: {
      endpoint: `${receiverUrl}${path}`,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: authSecret },
    },
  };
}

describe('web push', () => {
  it('delivers an encrypted, VAPID-signed alert that opens the listing', async () => {
    const searcher = await registerUser(ctx.app);
    const poster = await registerUser(ctx.app);
    const key = await ctx.app.inject({ method: 'GET', url: '/api/push/public-key' });
    const publicKey = key.json().public_key as string;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    // Made once and kept.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().public_key).toBe(
      publicKey,
    );

    const browser = browserSubscription('/push/browser-1');
    const gone = browserSubscription('/gone/browser-2');
    for (const subscription of [browser, gone]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: searcher.auth,
        payload: subscription.body,
      });
      expect(response.statusCode).toBe(201);
    }
    await ctx.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: searcher.auth,
      payload: { name: 'Vake', locale: 'en', filters: { listing_type: 'rent', locations: ['vake'] } },
    });
    const listing = await createListing(ctx.app, poster, {
      listing_type: 'rent',
      rent_amount: 1200,
      currency: 'GEL',
      urban_area: 'vake',
    });
    const worker = createWorker({
      database: ctx.database,
      deps: ctx.app.deps,
      storage: ctx.app.storage,
      log: ctx.app.log,
    });
    await worker.runUntilIdle();

    const push = received.find((request) => request.path === '/push/browser-1');
    expect(push).toBeDefined();
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('86400');
    expect(push!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    const payload = JSON.parse(
      ece
        .decrypt(push!.body, {
          version: 'aes128gcm',
          privateKey: browser.keys,
          authSecret: browser.authSecret,
        })
        .toString(),
    );
    expect(payload).toMatchObject({
      title: 'New listing: Vake',
      url: `http://localhost:3000/en/property/${listing.id}`,
    });
    expect(payload.body).toContain('1,200 ₾');

    // The gone subscription was tried once and dropped; the other is kept; nothing is pushed twice.
    expect(received.filter((request) => request.path.startsWith('/gone/'))).toHaveLength(1);
    const { pushSubscriptions } = await import('../../db/schema');
    const left = await ctx.database.db.select().from(pushSubscriptions);
    expect(left.map((row) => row.endpoint)).toEqual([`${receiverUrl}/push/browser-1`]);
    await worker.runUntilIdle();
    expect(received.filter((request) => request.path === '/push/browser-1')).toHaveLength(1);
  });

  it('refuses a subscription without keys or with a bad endpoint', async () => {
    const user = await registerUser(ctx.app);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: user.auth,
      payload: { endpoint: 'javascript:alert(1)', keys: {} },
    });
    expect(bad.statusCode).toBe(422);
  });
});
