import { describe, expect, it } from 'vitest';
import { BODY_SUMMARY_MAX_BYTES, isSecretKey, REDACTED, summarizeBody } from './body-summary.js';

describe('the body summary of the audit log', () => {
  it('is empty without a body', () => {
    for (const body of [undefined, null, '']) expect(summarizeBody(body)).toBe('');
  });

  it('keeps ordinary fields as JSON', () => {
    expect(summarizeBody({ title: 'hello', priority: 'high', count: 2, on: true })).toBe(
      '{"title":"hello","priority":"high","count":2,"on":true}',
    );
  });

  it('hides every secret-looking key at any depth, in objects and arrays', () => {
    const summary = summarizeBody({
      account: 'alice',
      password: 'p1',
      oldPassword: 'p2',
      new_password: 'p3',
      settings: {
        Token: 't1',
        nested: [{ client_secret: 's1' }, { private_key: { pem: 'k1' } }],
        registry: { access_key: 'a1', AccessKeyId: 'a2', secretAccessKey: 'a3', apiKey: 'a4', key: 'a5' },
        ssh: { credential: 'c1', kubeconfig: 'kc' },
      },
      list: [[{ deeper: { passwd: 'p4' } }]],
    });
    for (const secret of [
      'p1',
      'p2',
      'p3',
      't1',
      's1',
      'k1',
      'a1',
      'a2',
      'a3',
      'a4',
      'a5',
      'c1',
      'kc',
      'p4',
    ]) {
      expect(summary).not.toContain(`"${secret}"`);
    }
    expect(JSON.parse(summary)).toMatchObject({
      account: 'alice',
      password: REDACTED,
      settings: { Token: REDACTED, nested: [{ client_secret: REDACTED }, { private_key: REDACTED }] },
      list: [[{ deeper: { passwd: REDACTED } }]],
    });
  });

  it('recognises secret key names whatever their case and separators', () => {
    for (const name of ['password', 'PASSWORD', 'oldPassword', 'newPassword', 'token', 'x-token', 'secret']) {
      expect(isSecretKey(name), name).toBe(true);
    }
    for (const name of [
      'private_key',
      'privateKey',
      'access_key',
      'accessKeyId',
      'key',
      'ssh_keys',
      'credentials',
    ]) {
      expect(isSecretKey(name), name).toBe(true);
    }
    for (const name of ['account', 'name', 'title', 'project_name', 'content', 'priority', 'actions']) {
      expect(isSecretKey(name), name).toBe(false);
    }
  });

  it('hides the values of credential params and env variables, and of run params', () => {
    const workflow = JSON.parse(
      summarizeBody({
        params: [
          { name: 'TOKEN', value: 'v1', default: 'd1', is_credential: true },
          { name: 'BRANCH', value: 'main', default: 'dev', is_credential: false },
        ],
        stages: [{ jobs: [{ spec: { properties: { envs: [{ value: 'e1', is_credential: true }] } } }] }],
      }),
    );
    expect(workflow.params).toEqual([
      { name: 'TOKEN', value: REDACTED, default: REDACTED, is_credential: true },
      { name: 'BRANCH', value: 'main', default: 'dev', is_credential: false },
    ]);
    expect(workflow.stages[0].jobs[0].spec.properties.envs[0]).toEqual({
      value: REDACTED,
      is_credential: true,
    });
    // a run names its params without saying which are credentials
    expect(
      JSON.parse(summarizeBody({ workflow_name: 'w', params: [{ name: 'TOKEN', value: 'v2' }] })),
    ).toEqual({
      workflow_name: 'w',
      params: [{ name: 'TOKEN', value: REDACTED }],
    });
  });

  it('hides text bodies whole: they cannot be searched for secrets', () => {
    expect(JSON.parse(summarizeBody('apiVersion: v1\ntoken: abc'))).toBe(REDACTED);
    expect(JSON.parse(summarizeBody(Buffer.from('password=abc')))).toBe(REDACTED);
  });

  it('is cut at 2 KiB without splitting a character, and stays JSON: the start of the text', () => {
    for (const content of ['公告'.repeat(2000), '"quoted"'.repeat(1000)]) {
      const summary = summarizeBody({ content });
      expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(BODY_SUMMARY_MAX_BYTES);
      expect(Buffer.byteLength(summary)).toBeGreaterThan(BODY_SUMMARY_MAX_BYTES - 8);
      expect(summary).not.toContain('\uFFFD');
      expect(JSON.parse(summary).startsWith('{"content":"')).toBe(true);
    }
  });

  it('stays bounded on absurdly deep bodies', () => {
    let deep: unknown = { password: 'hidden' };
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    const summary = summarizeBody(deep);
    expect(summary).toContain(REDACTED);
    expect(summary).not.toContain('hidden');
  });
});
