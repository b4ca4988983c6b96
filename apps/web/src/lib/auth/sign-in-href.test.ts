import { describe, expect, it } from 'vitest';
import { signInHref } from './sign-in-href';

describe('signInHref', () => {
  it('remembers the page and its query string', () => {
    expect(signInHref('/property/5')).toEqual({ pathname: '/auth', query: { next: '/property/5' } });
    expect(signInHref('/?listing_type=rent&page=2').query.next).toBe('/?listing_type=rent&page=2');
  });

  it('never carries another site', () => {
    expect(signInHref('//evil.example/x').query.next).toBe('/');
    expect(signInHref('https://evil.example').query.next).toBe('/');
  });
});
