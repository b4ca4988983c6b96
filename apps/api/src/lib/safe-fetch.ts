import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Fetching a URL a partner gave us (feed photos) without letting it reach inside our network (SSRF): the host is
 * resolved here and every address it resolves to must be a public unicast one (no private, loopback, link-local,
 * carrier-grade NAT, multicast, reserved or IPv4-mapped private ranges); the connection is made to the address that
 * was checked (the check is the socket's own DNS lookup, so a second resolution cannot swap it), a redirect is
 * followed only through the same check, and the answer is limited in size, type and time.
 */
export interface SafeFetchOptions {
  /** Refuse bodies larger than this many bytes. */
  maxBytes: number;
  /** The whole fetch, redirects included, in milliseconds. */
  timeoutMs: number;
  /** Content types accepted (prefix match, e.g. 'image/'). */
  acceptTypes: string[];
  /** Tests and benchmarks only: allow 127.0.0.0/8 and ::1 (a local photo server). */
  allowLoopback?: boolean;
  maxRedirects?: number;
}

export class SafeFetchError extends Error {
  constructor(
    message: string,
    readonly reason: 'address' | 'scheme' | 'status' | 'type' | 'size' | 'timeout' | 'network',
  ) {
    super(message);
  }
}

/** Whether an address may be fetched: public unicast only (loopback too when allowed). */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  // ::ffff:10.0.0.1 is 10.0.0.1: judge the IPv4 inside.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range === 'unicast') return true;
  return allowLoopback && range === 'loopback';
}

function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address, allowLoopback));
      if (refused || addresses.length === 0) {
        const blocked = new SafeFetchError(
          `${hostname} resolves to a private or reserved address (${refused?.address ?? 'none'})`,
          'address',
        );
        return callback(blocked as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface FetchedBody {
  data: Buffer;
  contentType: string;
}

export async function safeFetch(url: string, options: SafeFetchOptions): Promise<FetchedBody> {
  const deadline = Date.now() + options.timeoutMs;
  let current = new URL(url);
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    const answer = await fetchOnce(current, options, deadline);
    if ('redirect' in answer) {
      current = new URL(answer.redirect, current);
      continue;
    }
    return answer;
  }
  throw new SafeFetchError('Too many redirects', 'status');
}

function fetchOnce(
  url: URL,
  options: SafeFetchOptions,
  deadline: number,
): Promise<FetchedBody | { redirect: string }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new SafeFetchError(`Only http and https URLs (${url.protocol})`, 'scheme'));
  // A literal address is connected to without a lookup: judge it here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !isPublicAddress(host, options.allowLoopback))
    return Promise.reject(new SafeFetchError(`${host} is a private or reserved address`, 'address'));
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new SafeFetchError('Timed out', 'timeout'));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.allowLoopback ?? false),
        timeout: remaining,
        headers: { 'user-agent': 'Sakhli-feed/1', accept: options.acceptTypes.join(', ') },
        // A fresh socket each time: a pooled one could have been opened to an address judged under other options.
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: response.headers.location });
        }
        if (status !== 200) {
          response.resume();
          return reject(new SafeFetchError(`The server answered ${status}`, 'status'));
        }
        const contentType = (response.headers['content-type'] ?? '').toLowerCase();
        if (!options.acceptTypes.some((type) => contentType.startsWith(type))) {
          response.resume();
          return reject(new SafeFetchError(`Not an accepted type (${contentType || 'none'})`, 'type'));
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          response.destroy();
          return reject(new SafeFetchError(`Larger than ${options.maxBytes} bytes`, 'size'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new SafeFetchError(`Larger than ${options.maxBytes} bytes`, 'size'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ data: Buffer.concat(chunks), contentType }));
        response.on('error', (error) => reject(new SafeFetchError(error.message, 'network')));
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new SafeFetchError('Timed out', 'timeout'));
    }, remaining);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new SafeFetchError('Timed out', 'timeout')));
    request.on('error', (error) =>
      reject(error instanceof SafeFetchError ? error : new SafeFetchError(error.message, 'network')),
    );
  });
}
