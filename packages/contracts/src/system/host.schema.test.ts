import { describe, expect, it } from 'vitest';
import { hostBodySchema, isBase64PrivateKey } from './host.schema.js';

const PEM = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaA==\n-----END OPENSSH PRIVATE KEY-----\n';
const body = {
  name: 'web_1',
  provider: 0,
  ip: '10.0.0.1',
  user_name: 'root',
  private_key: btoa(PEM),
};

describe('host schema', () => {
  it('takes base64 of a private key block only; broken base64 is refused, never thrown', () => {
    expect(isBase64PrivateKey(btoa(PEM))).toBe(true);
    expect(isBase64PrivateKey(btoa('hello'))).toBe(false);
    for (const broken of ['a', 'abcde', '@@@@', '====']) expect(isBase64PrivateKey(broken)).toBe(false);
  });

  it('fills the defaults: port 22, probe tcp, no label', () => {
    expect(hostBodySchema.parse(body)).toMatchObject({
      port: 22,
      label: '',
      is_prod: false,
      probe: { probe_type: 'tcp' },
    });
  });

  it('an http probe needs its details; tcp drops them', () => {
    expect(hostBodySchema.safeParse({ ...body, probe: { probe_type: 'http' } }).success).toBe(false);
    const tcp = hostBodySchema.parse({
      ...body,
      probe: { probe_type: 'tcp', http_probe: { port: 80, timeout_second: 1 } },
    });
    expect(tcp.probe).toEqual({ probe_type: 'tcp' });
  });
});
