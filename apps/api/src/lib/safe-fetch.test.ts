import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './safe-fetch';

describe('isPublicAddress', () => {
  it('accepts public unicast addresses', () => {
    for (const address of ['93.177.72.1', '8.8.8.8', '2a00:1450:4001:80e::200e'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses private, loopback, link-local, CGNAT, multicast, reserved and mapped private addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('lets loopback through only when the test setting asks', () => {
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('::1', true)).toBe(true);
    expect(isPublicAddress('10.0.0.1', true)).toBe(false);
  });
});
