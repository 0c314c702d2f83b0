import { describe, expect, it } from 'vitest';
import { CREDENTIAL_MASK, mapCredentialValues, maskCredentials } from './credentials.js';

const workflow = {
  params: [
    { name: 'TOKEN', value: 'tok', default: 'dflt', is_credential: true },
    { name: 'BRANCH', value: 'main', default: 'main', is_credential: false },
    { name: 'EMPTY', value: '', default: '', is_credential: true },
  ],
  stages: [
    {
      jobs: [
        {
          spec: {
            properties: {
              envs: [
                { key: 'PASSWORD', value: 'pw', is_credential: true },
                { key: 'MODE', value: 'fast', is_credential: false },
              ],
            },
            steps: [{ spec: { script: 'echo value' } }],
          },
        },
      ],
    },
  ],
};

describe('credential values', () => {
  it('changes value and default of credentials only, at any depth, in a copy', () => {
    const upper = mapCredentialValues(workflow, (text) => text.toUpperCase());
    expect(upper.params.map((p) => [p.value, p.default])).toEqual([
      ['TOK', 'DFLT'],
      ['main', 'main'],
      ['', ''],
    ]);
    expect(upper.stages[0]?.jobs[0]?.spec.properties.envs.map((e) => e.value)).toEqual(['PW', 'fast']);
    expect(upper.stages[0]?.jobs[0]?.spec.steps[0]?.spec.script).toBe('echo value');
    expect(workflow.params[0]?.value).toBe('tok');
  });

  it('masks set credentials and leaves unset ones empty', () => {
    const masked = maskCredentials(workflow);
    expect(masked.params.map((p) => p.value)).toEqual([CREDENTIAL_MASK, 'main', '']);
    expect(JSON.stringify(masked)).not.toMatch(/tok|dflt|"pw"/);
  });
});
