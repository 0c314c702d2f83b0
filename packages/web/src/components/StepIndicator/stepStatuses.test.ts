import { describe, expect, it } from 'vitest';
import { stepStatuses } from './stepStatuses';

const none = [undefined, undefined, undefined, undefined];

describe('stepStatuses', () => {
  it('finishes the steps before the active one, runs the active one and lets later ones wait', () => {
    expect(stepStatuses(0, none)).toEqual(['process', 'wait', 'wait', 'wait']);
    expect(stepStatuses(2, none)).toEqual(['finish', 'finish', 'process', 'wait']);
  });

  it('finishes every step once the active index is past the end', () => {
    expect(stepStatuses(4, none)).toEqual(['finish', 'finish', 'finish', 'finish']);
  });

  it('never puts a step right after an errored step in process', () => {
    expect(stepStatuses(2, [undefined, 'error', undefined, undefined])).toEqual([
      'finish',
      'error',
      'wait',
      'wait',
    ]);
  });

  it('keeps an explicit status, such as a step that cannot be entered yet', () => {
    expect(stepStatuses(1, [undefined, 'wait', 'wait', undefined])).toEqual([
      'finish',
      'wait',
      'wait',
      'wait',
    ]);
    expect(stepStatuses(1, [undefined, 'error', undefined, undefined])).toEqual([
      'finish',
      'error',
      'wait',
      'wait',
    ]);
  });
});
