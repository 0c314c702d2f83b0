import { type Host, hostBodySchema, hostNameSchema, isMessageKey } from '@slipway/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, formValuesOf, type HostFormValues, newHostValues, switchProbeType } from './hostForm';

const PEM = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaA==\n-----END OPENSSH PRIVATE KEY-----\n';
const values = (overrides: Partial<HostFormValues> = {}): HostFormValues => ({
  ...newHostValues(),
  name: 'web_1',
  provider: 1,
  ip: ' 10.0.0.1 ',
  user_name: 'root',
  private_key: PEM,
  ...overrides,
});
const httpProbe = {
  path: '/health',
  port: 8080,
  timeout_second: 2,
  response_flag: true,
  response_success_flag: 'ok',
  http_headers: [{ name: 'X-Probe', value: '1' }],
};
const messageOf = (input: unknown) => {
  const result = hostNameSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('host form rules (spec §4, §5)', () => {
  it('a new host starts with port 22, probe tcp and no provider', () => {
    expect(newHostValues()).toMatchObject({ port: 22, provider: undefined, probe: { probe_type: 'tcp' } });
  });

  it('the name: required, no bash keyword, letters digits underscores not led by a digit', () => {
    expect(messageOf('')).toBe('validation.host.nameRequired');
    expect(messageOf('while')).toBe('validation.host.nameKeyword');
    expect(messageOf('9host')).toBe('validation.host.nameFormat');
    expect(messageOf('web-1')).toBe('validation.host.nameFormat');
    expect(messageOf('_web_1')).toBeUndefined();
    for (const key of [
      'validation.host.nameRequired',
      'validation.host.nameKeyword',
      'validation.host.nameFormat',
    ])
      expect(isMessageKey(key)).toBe(true);
  });

  it('switching to tcp discards the http details; to http or https starts from port 22, timeout 1', () => {
    const http = { probe_type: 'http' as const, http_probe: httpProbe };
    expect(switchProbeType(http, 'tcp')).toEqual({ probe_type: 'tcp' });
    expect(switchProbeType({ probe_type: 'tcp' }, 'https').http_probe).toMatchObject({
      port: 22,
      timeout_second: 1,
      response_flag: false,
    });
    expect(switchProbeType(http, 'https')).toEqual({ probe_type: 'https', http_probe: httpProbe });
  });

  it('saving with tcp sends no http probe; with http no response_flag; the key goes base64, the IP trimmed', () => {
    const tcp = bodyOf(values());
    expect(tcp.probe).toEqual({ probe_type: 'tcp' });
    expect(tcp.ip).toBe('10.0.0.1');
    expect(atob(tcp.private_key)).toBe(PEM);
    const http = bodyOf(values({ probe: { probe_type: 'http', http_probe: httpProbe } }), 'demo');
    expect(http.probe).toEqual({
      probe_type: 'http',
      http_probe: {
        path: '/health',
        port: 8080,
        timeout_second: 2,
        response_success_flag: 'ok',
        http_headers: httpProbe.http_headers,
      },
    });
    expect(JSON.stringify(http)).not.toContain('response_flag');
    expect(http.project_name).toBe('demo');
    expect(hostBodySchema.safeParse(http).success).toBe(true);
    const unticked = bodyOf(
      values({ probe: { probe_type: 'http', http_probe: { ...httpProbe, response_flag: false } } }),
    );
    expect(unticked.probe).toMatchObject({ http_probe: { response_success_flag: '' } });
  });

  it('on edit the success-text box is ticked when a success text exists', () => {
    const listed: Host = {
      id: 'h-1',
      name: 'web_1',
      provider: 2,
      label: '',
      ip: '10.0.0.1',
      port: 22,
      is_prod: false,
      user_name: 'root',
      private_key: PEM,
      status: 'normal',
      probe: { probe_type: 'http', http_probe: { ...httpProbe, response_success_flag: 'ok' } },
      project_name: '',
      create_time: 0,
      update_time: 0,
      update_by: 'admin',
    };
    expect(formValuesOf(listed).probe.http_probe?.response_flag).toBe(true);
    const withoutText = {
      ...listed,
      probe: { probe_type: 'http' as const, http_probe: { ...httpProbe, response_success_flag: '' } },
    };
    expect(formValuesOf(withoutText).probe.http_probe?.response_flag).toBe(false);
  });
});
