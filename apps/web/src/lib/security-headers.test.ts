import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, securityHeaders, tileSource } from './security-headers';

const osm = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

describe('security headers of a page', () => {
  it('let only this request’s scripts run, never inline ones without the nonce', () => {
    const policy = contentSecurityPolicy({
      nonce: 'abc',
      tileUrl: osm,
      publicWebUrl: 'http://localhost:3000',
    });
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scripts).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('carry nosniff, no framing, the referrer policy and no HSTS on http', () => {
    const headers = securityHeaders({ nonce: 'n', tileUrl: osm, publicWebUrl: 'http://localhost:3000' });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('add HSTS and upgrade requests when the public URL is https', () => {
    const headers = securityHeaders({ nonce: 'n', tileUrl: osm, publicWebUrl: 'https://sakhli.ge' });
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  });

  it('allow the configured tile host by name, subdomain templates as a wildcard', () => {
    expect(tileSource('https://{s}.tile.example.ge/{z}/{x}/{y}.png')).toBe('https://*.tile.example.ge');
    expect(tileSource('https://tiles.example.ge:8443/{z}/{x}/{y}.png?key=1')).toBe(
      'https://tiles.example.ge:8443',
    );
    expect(tileSource('javascript:alert(1)')).toBeNull();
    expect(tileSource('not a url')).toBeNull();
  });

  it('make a fresh unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
