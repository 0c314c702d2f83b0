import { z } from 'zod';
import { isWebAddress } from '../common/fields.js';

/**
 * One notification setting of a workflow (`notify_ctls[]`, spec §3 "Notification"): an IM robot
 * webhook (DingTalk, WeChat Work, Feishu) or email, the events that send it and who is mentioned.
 * Product and custom workflows share it.
 */
export const notifyWebhookTypes = ['dingding', 'wechat', 'feishu', 'mail'] as const;
export type NotifyWebhookType = (typeof notifyWebhookTypes)[number];
export type NotifyImType = Exclude<NotifyWebhookType, 'mail'>;

export const notifyEvents = [
  'created',
  'passed',
  'failed',
  'timeout',
  'cancelled',
  'changed',
  'reject',
  'waitforapprove',
] as const;
export type NotifyEvent = (typeof notifyEvents)[number];

/** The field of the portal's object that holds each robot's address. */
export const notifyAddressFields = {
  dingding: 'dingding_webhook',
  wechat: 'weChat_webHook',
  feishu: 'feishu_webhook',
} as const satisfies Record<NotifyImType, string>;

export const NOTIFY_CTLS_MAX = 20;
const LIST_MAX = 100;

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
const textList = (max: number) => z.array(z.string().trim().min(1).max(max)).max(LIST_MAX).default([]);

export const mailUserSchema = z
  .object({
    type: z.enum(['user', 'task_creator']).default('user'),
    user_id: text(64),
    user_name: text(128),
  })
  .refine((u) => u.type === 'task_creator' || u.user_id !== '', {
    error: 'validation.notify.mailUserRequired',
    path: ['user_id'],
  });
export type MailUser = z.infer<typeof mailUserSchema>;

export const notifyCtlSchema = z
  .object({
    enabled: z.boolean().default(true),
    webhook_type: z.enum(notifyWebhookTypes, { error: 'validation.notify.typeRequired' }),
    dingding_webhook: text(1024),
    weChat_webHook: text(1024),
    feishu_webhook: text(1024),
    at_mobiles: textList(32),
    wechat_user_ids: textList(128),
    lark_user_ids: textList(128),
    is_at_all: z.boolean().default(false),
    notify_type: z
      .array(z.enum(notifyEvents, { error: 'validation.notify.eventUnknown' }))
      .max(8)
      .default([]),
    mail_users: z.array(mailUserSchema).max(LIST_MAX).default([]),
  })
  .superRefine((ctl, ctx) => {
    if (ctl.notify_type.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'validation.notify.eventRequired', path: ['notify_type'] });
    }
    if (ctl.webhook_type === 'mail') {
      if (ctl.mail_users.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'validation.notify.mailRequired', path: ['mail_users'] });
      }
      return;
    }
    const field = notifyAddressFields[ctl.webhook_type];
    const address = ctl[field];
    if (address === '') {
      ctx.addIssue({ code: 'custom', message: 'validation.notify.addressRequired', path: [field] });
    } else if (!isWebAddress(address)) {
      ctx.addIssue({ code: 'custom', message: 'validation.notify.addressFormat', path: [field] });
    }
  });
export type NotifyCtl = z.infer<typeof notifyCtlSchema>;

/** A workflow's notification settings; definitions saved before they existed have none. */
export const notifyCtlListSchema = z.array(notifyCtlSchema).max(NOTIFY_CTLS_MAX).default([]);

/** The robot address of a setting, '' for email. */
export const notifyAddressOf = (ctl: NotifyCtl): string =>
  ctl.webhook_type === 'mail' ? '' : ctl[notifyAddressFields[ctl.webhook_type]];

/** A notification of a task that could not be sent (the reason names robot addresses masked). */
export const notifyNoticeSchema = z.object({
  webhook_type: z.string(),
  event: z.string(),
  reason: z.string(),
  create_time: z.number().int(),
});
export type NotifyNotice = z.infer<typeof notifyNoticeSchema>;
export const notifyNoticesPath = (workflow: string, taskId: number) =>
  `/api/aslan/workflow/v4/workflowtask/workflow/${encodeURIComponent(workflow)}/task/${taskId}/notify_notices`;
