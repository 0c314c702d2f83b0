import { describe, expect, it } from 'vitest';
import { isPrivateHost } from './privateHost';

describe('isPrivateHost', () => {
  it.each([
    'localhost',
    'app.localhost',
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '[::1]',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.3.4',
    'printer.local',
    'buildbox',
    'fd12:3456::1',
    'fe80::1',
  ])('%s is private or local', (host) => {
    expect(isPrivateHost(host)).toBe(true);
  });

  it.each([
    'slipway.example.com',
    'example.org',
    '8.8.8.8',
    '172.15.0.1',
    '172.32.0.1',
    '192.169.0.1',
    '2001:db8::1',
  ])('%s is public', (host) => {
    expect(isPrivateHost(host)).toBe(false);
  });
});
