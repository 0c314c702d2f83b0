import { describe, expect, it } from 'vitest';
import { runBodyOf } from './custom-runner.js';

describe('the run a custom workflow schedule starts', () => {
  it('takes the params of the workflow the editor saved', () => {
    const body = runBodyOf('nightly', 'p', {
      name: 'nightly',
      params: [{ name: 'A', value: '1', type: 'string' }],
      stages: [{ name: 's', jobs: [{ name: 'j', type: 'freestyle', spec: { properties: { envs: [] } } }] }],
    });
    expect(body.params).toEqual([expect.objectContaining({ name: 'A', value: '1' })]);
    expect(body.stages).toHaveLength(1);
  });

  it('takes a plain map of param values', () => {
    expect(runBodyOf('nightly', 'p', { A: 'x', B: 2 }).params).toEqual([
      expect.objectContaining({ name: 'A', value: 'x' }),
      expect.objectContaining({ name: 'B', value: '2' }),
    ]);
  });

  it('keeps the params when the stages cannot be read, and runs with none when nothing is given', () => {
    const body = runBodyOf('nightly', 'p', { params: [{ name: 'A', value: 'y' }], stages: [{ jobs: 'no' }] });
    expect(body.params).toEqual([expect.objectContaining({ name: 'A', value: 'y' })]);
    expect(body.stages).toEqual([]);
    expect(runBodyOf('nightly', 'p', null)).toEqual({
      name: 'nightly',
      project: 'p',
      params: [],
      stages: [],
    });
  });
});
