import { describe, expect, it, vi } from 'vitest';

vi.mock('@/i18n/navigation', () => ({ redirect: vi.fn() }));
vi.mock('@/lib/api/server', () => ({ getCurrentUser: vi.fn() }));

const { safeNext } = await import('./guards');

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
