import { type NotifyCtl, type NotifyWebhookType, notifyCtlSchema } from '@slipway/contracts';

/** A new setting of the notify section: enabled, no address, no event yet. */
export const emptyNotify = (webhook_type: NotifyWebhookType = 'dingding'): NotifyCtl => ({
  enabled: true,
  webhook_type,
  dingding_webhook: '',
  weChat_webHook: '',
  feishu_webhook: '',
  at_mobiles: [],
  wechat_user_ids: [],
  lark_user_ids: [],
  is_at_all: false,
  notify_type: [],
  mail_users: [],
});

/** A setting as the form holds it (fields it never showed missing), with every field present. */
export const notifyFromForm = (values: Partial<NotifyCtl> | undefined): NotifyCtl => ({
  ...emptyNotify(),
  ...values,
});

/**
 * The message key of what is wrong with one field of a setting, by the contracts' rules (the ones
 * the server applies), or undefined when that field is fine.
 */
export function notifyFieldProblem(
  values: Partial<NotifyCtl> | undefined,
  field: keyof NotifyCtl,
): string | undefined {
  const parsed = notifyCtlSchema.safeParse(notifyFromForm(values));
  if (parsed.success) return undefined;
  return parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/** Which list holds the mentioned members of each robot (email mentions nobody). */
export const mentionField = {
  dingding: 'at_mobiles',
  wechat: 'wechat_user_ids',
  feishu: 'lark_user_ids',
} as const;
