import { describe, expect, it } from 'vitest';
import { emptyNotify, notifyFieldProblem, notifyFromForm } from './notifyRules';

describe('notify setting rules', () => {
  it('asks for the chosen robot’s address, as http(s)', () => {
    const ding = { ...emptyNotify('dingding'), notify_type: ['failed' as const] };
    expect(notifyFieldProblem(ding, 'dingding_webhook')).toBe('validation.notify.addressRequired');
    expect(notifyFieldProblem({ ...ding, dingding_webhook: 'oapi.dingtalk.com' }, 'dingding_webhook')).toBe(
      'validation.notify.addressFormat',
    );
    expect(
      notifyFieldProblem(
        { ...ding, dingding_webhook: 'https://oapi.dingtalk.com/robot/send' },
        'dingding_webhook',
      ),
    ).toBe(undefined);
    // another robot's address field is not asked for
    expect(notifyFieldProblem(ding, 'feishu_webhook')).toBe(undefined);
  });

  it('asks for at least one event', () => {
    expect(notifyFieldProblem(emptyNotify('feishu'), 'notify_type')).toBe('validation.notify.eventRequired');
    expect(notifyFieldProblem({ ...emptyNotify('feishu'), notify_type: ['changed'] }, 'notify_type')).toBe(
      undefined,
    );
  });

  it('asks an email setting for a recipient; the task creator is one', () => {
    const mail = { ...emptyNotify('mail'), notify_type: ['passed' as const] };
    expect(notifyFieldProblem(mail, 'mail_users')).toBe('validation.notify.mailRequired');
    expect(
      notifyFieldProblem(
        { ...mail, mail_users: [{ type: 'task_creator', user_id: '', user_name: '' }] },
        'mail_users',
      ),
    ).toBe(undefined);
    // an email setting has no address to give
    expect(notifyFieldProblem(mail, 'dingding_webhook')).toBe(undefined);
  });

  it('fills the fields a form never showed', () => {
    expect(notifyFromForm({ webhook_type: 'wechat' })).toEqual({ ...emptyNotify(), webhook_type: 'wechat' });
  });
});
