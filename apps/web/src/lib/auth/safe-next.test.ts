import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps paths on this site', () => {
    expect(safeNext('/post-ad')).toBe('/post-ad');
    expect(safeNext(['/property/12?x=1'])).toBe('/property/12?x=1');
  });

  it('refuses other sites and falls back to the dashboard', () => {
    expect(safeNext('//evil.example')).toBe('/dashboard');
    expect(safeNext('https://evil.example')).toBe('/dashboard');
    expect(safeNext('/\\evil.example')).toBe('/dashboard');
    expect(safeNext(undefined)).toBe('/dashboard');
  });
});
