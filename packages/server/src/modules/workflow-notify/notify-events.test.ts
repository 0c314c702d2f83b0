import { notifyCtlSchema } from '@slipway/contracts';
import { describe, expect, it } from 'vitest';
import { eventOf, settingsFor } from './notify-events.js';

const ctl = (notify_type: string[], enabled = true) =>
  notifyCtlSchema.parse({
    webhook_type: 'feishu',
    feishu_webhook: 'https://x.example/h',
    notify_type,
    enabled,
  });

describe('notification events', () => {
  it('name a new task created, a waiting approval waitforapprove and a final status itself', () => {
    expect(eventOf('waiting', false)).toBe('created');
    // a retried task waits again but is not new
    expect(eventOf('waiting', true)).toBeUndefined();
    expect(eventOf('pending-approval', false)).toBe('waitforapprove');
    for (const status of ['passed', 'failed', 'timeout', 'cancelled', 'reject'])
      expect(eventOf(status, false)).toBe(status);
    for (const status of ['queued', 'running', 'blocked']) expect(eventOf(status, false)).toBeUndefined();
  });

  it('choose the enabled settings of the event, and those of changed when the status changed', () => {
    const failed = ctl(['failed']);
    const changed = ctl(['changed']);
    const off = ctl(['passed'], false);
    expect(settingsFor([failed, changed, off], 'passed', false)).toEqual([]);
    expect(settingsFor([failed, changed, off], 'failed', false)).toEqual([failed]);
    expect(settingsFor([failed, changed, off], 'failed', true)).toEqual([failed, changed]);
  });
});
