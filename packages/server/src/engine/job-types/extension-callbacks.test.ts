import { describe, expect, it } from 'vitest';
import { type ExtensionCallback, ExtensionCallbacks } from './extension-callbacks.js';

const callback = (taskId: number): ExtensionCallback => ({
  task_name: 'release',
  project_name: 'shop',
  task_id: taskId,
  type: 'workflow',
  status: 'success',
  status_message: '',
});

describe('extension callbacks', () => {
  it('a stage waiting here gets its callback once; another is handed to the replica running its task', async () => {
    const callbacks = new ExtensionCallbacks();
    const sentElsewhere: number[] = [];
    callbacks.deliverElsewhere(async (c) => {
      sentElsewhere.push(c.task_id);
      return c.task_id === 2;
    });
    const waiting = callbacks.expect('shop', 'release', 1);
    expect(await callbacks.deliverAnywhere(callback(1))).toBe(true);
    expect((await waiting.received).status).toBe('success');
    expect(sentElsewhere).toEqual([]);
    // no stage waits here: the replica running task 2 takes it, nobody takes task 3
    expect(await callbacks.deliverAnywhere(callback(2))).toBe(true);
    expect(await callbacks.deliverAnywhere(callback(3))).toBe(false);
    // a callback is taken once
    expect(await callbacks.deliverAnywhere(callback(1))).toBe(false);
    expect(sentElsewhere).toEqual([2, 3, 1]);
  });
});
