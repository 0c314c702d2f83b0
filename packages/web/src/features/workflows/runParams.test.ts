import type { WorkflowParam } from '@slipway/contracts';
import { describe, expect, it } from 'vitest';
import { buildRunParams, initialRunValues } from './runParams';

const param = (name: string, changes: Partial<WorkflowParam> = {}): WorkflowParam => ({
  name,
  description: '',
  type: 'string',
  value: '',
  choice_option: [],
  default: '',
  is_credential: false,
  ...changes,
});

const preset = [
  param('BRANCH', { value: 'main', default: 'main' }),
  param('ENV', { type: 'choice', choice_option: ['dev', 'qa'], value: 'qa', default: 'qa' }),
  param('TOKEN', { value: 'preset-secret', is_credential: true }),
  param('NOTES', { type: 'text', default: 'from default' }),
];

describe('run params', () => {
  it('start from the preset values, the default where a value is empty', () => {
    expect(initialRunValues(preset)).toEqual({
      BRANCH: 'main',
      ENV: 'qa',
      TOKEN: 'preset-secret',
      NOTES: 'from default',
    });
  });

  it('repeat an earlier run, except its blanked credentials', () => {
    const earlier = [
      { name: 'BRANCH', value: 'feature' },
      { name: 'ENV', value: 'dev' },
      { name: 'TOKEN', value: '' },
      { name: 'GONE', value: 'not a param any more' },
    ];
    expect(initialRunValues(preset, earlier)).toEqual({
      BRANCH: 'feature',
      ENV: 'dev',
      TOKEN: 'preset-secret',
      NOTES: 'from default',
    });
  });

  it('send every param once, in the workflow order, with what the dialog holds', () => {
    expect(buildRunParams(preset, { ENV: 'dev', BRANCH: 'main', TOKEN: 'typed', EXTRA: 'x' })).toEqual([
      { name: 'BRANCH', value: 'main' },
      { name: 'ENV', value: 'dev' },
      { name: 'TOKEN', value: 'typed' },
      { name: 'NOTES', value: '' },
    ]);
  });
});
