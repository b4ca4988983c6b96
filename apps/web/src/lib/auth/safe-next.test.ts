import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps paths on this site', () => {
    expect(safeNext('/post-ad')).toBe('/post-ad');
    expect(safeNext(['/property/12?x=1'])).toBe('/property/12?x=1');
    expect(safeNext('/?listing_type=rent&page=2#map')).toBe('/?listing_type=rent&page=2#map');
    expect(safeNext('/search?query=%E1%83%95%E1%83%90%E1%83%99%E1%83%94')).toBe(
      '/search?query=%E1%83%95%E1%83%90%E1%83%99%E1%83%94',
    );
    expect(safeNext('/a/../dashboard')).toBe('/dashboard');
  });

  // The known bypasses of a "starts with one slash" check; each must stay on the site.
  const bypasses = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/%0A/evil.example',
    '/%0D/evil.example',
    '/%0d%0a/evil.example',
    '/\r\n/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%255C%255Cevil.example',
    '/%252F%252Fevil.example',
    '%2F%2Fevil.example',
    'https://evil.example',
    'http:evil.example',
    'HTTPS://evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)'.replace('/', ''),
    'data:text/html,<script>alert(1)</script>',
    '/%E0%A4%A',
    '/\u0000/evil.example',
    '',
  ];
  for (const next of bypasses) {
    it(`stays on the site for ${JSON.stringify(next)}`, () => {
      const target = safeNext(next);
      expect(target).toBe('/dashboard');
      // However a browser reads it, the result is on this site.
      expect(new URL(target, 'https://sakhli.ge').origin).toBe('https://sakhli.ge');
    });
  }

  it('falls back for nothing given, and to the fallback asked for', () => {
    expect(safeNext(undefined)).toBe('/dashboard');
    expect(safeNext([])).toBe('/dashboard');
    expect(safeNext('//evil.example', '/')).toBe('/');
  });
});
