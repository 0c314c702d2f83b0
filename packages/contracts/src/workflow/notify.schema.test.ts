import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.js';
import { notifyAddressOf, notifyCtlListSchema, notifyCtlSchema } from './notify.schema.js';
import { workflowBodySchema } from './workflow.schema.js';

const issues = (value: unknown) => {
  const result = notifyCtlSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};
const dingTalk = {
  webhook_type: 'dingding',
  dingding_webhook: 'https://oapi.dingtalk.com/robot/send?access_token=abc',
  notify_type: ['failed'],
};

describe('notify_ctls', () => {
  it('accepts a complete setting and fills the portal’s defaults', () => {
    const ctl = notifyCtlSchema.parse(dingTalk);
    expect(ctl).toMatchObject({ enabled: true, at_mobiles: [], is_at_all: false, mail_users: [] });
    expect(notifyAddressOf(ctl)).toBe(dingTalk.dingding_webhook);
  });

  it('needs the address of the chosen robot, as an http(s) address', () => {
    expect(issues({ ...dingTalk, dingding_webhook: '' })).toEqual([
      'dingding_webhook:validation.notify.addressRequired',
    ]);
    expect(issues({ ...dingTalk, dingding_webhook: 'ftp://x/y' })).toEqual([
      'dingding_webhook:validation.notify.addressFormat',
    ]);
    // the address of another robot does not count
    expect(
      issues({ webhook_type: 'feishu', dingding_webhook: 'https://x', notify_type: ['passed'] }),
    ).toEqual(['feishu_webhook:validation.notify.addressRequired']);
    expect(
      issues({ webhook_type: 'wechat', weChat_webHook: 'http://qyapi.local/x', notify_type: ['passed'] }),
    ).toEqual([]);
  });

  it('needs at least one known event', () => {
    expect(issues({ ...dingTalk, notify_type: [] })).toEqual(['notify_type:validation.notify.eventRequired']);
    expect(issues({ ...dingTalk, notify_type: ['exploded'] })).toEqual([
      'notify_type.0:validation.notify.eventUnknown',
    ]);
  });

  it('needs a recipient for email, a user id for a chosen user', () => {
    const mail = { webhook_type: 'mail', notify_type: ['passed'] };
    expect(issues(mail)).toEqual(['mail_users:validation.notify.mailRequired']);
    expect(issues({ ...mail, mail_users: [{ type: 'task_creator' }] })).toEqual([]);
    expect(issues({ ...mail, mail_users: [{ type: 'user', user_id: '' }] })).toEqual([
      'mail_users.0.user_id:validation.notify.mailUserRequired',
    ]);
  });

  it('refuses an unknown type', () => {
    expect(issues({ webhook_type: 'slack', notify_type: ['passed'] })).toContain(
      'webhook_type:validation.notify.typeRequired',
    );
  });

  it('defaults to no settings on a workflow and keeps the ones given', () => {
    expect(notifyCtlListSchema.parse(undefined)).toEqual([]);
    const body = {
      name: 'w',
      project: 'p',
      stages: [
        {
          name: 's',
          jobs: [
            {
              name: 'j',
              type: 'freestyle',
              spec: { steps: [{ name: 'run', type: 'shell', spec: { script: 'true' } }] },
            },
          ],
        },
      ],
    };
    const parsed = workflowBodySchema.safeParse(body);
    expect(parsed.success && parsed.data.notify_ctls).toEqual([]);
    const withNotify = workflowBodySchema.safeParse({
      ...body,
      notify_ctls: [{ ...dingTalk, notify_type: [] }],
    });
    expect(withNotify.success).toBe(false);
  });

  it('has texts for every rule in both languages', () => {
    for (const key of Object.keys(messages).filter((k) => k.startsWith('validation.notify.'))) {
      expect(messages[key as keyof typeof messages].en).toBeTruthy();
    }
  });
});
