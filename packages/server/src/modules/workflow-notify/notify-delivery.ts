import { type NotifyCtl, notifyAddressOf } from '@slipway/contracts';
import type { Mailer } from '../../lib/mailer.js';
import type { UsersRepository } from '../users/users.repository.js';
import { dingTalkPayload } from './dingtalk-payload.js';
import { feishuPayload } from './feishu-payload.js';
import { notifyMail } from './mail-payload.js';
import type { NotifyFacts } from './notify-message.js';
import { maskAddress, postWebhook } from './webhook-sender.js';
import { weChatPayloads } from './wechat-payload.js';

export interface DeliveryDeps {
  mailer: Mailer;
  users: Pick<UsersRepository, 'findById' | 'findByAccount'>;
}

/** The email addresses of a mail setting's recipients: chosen users and, if asked, the task's creator. */
async function recipients(deps: DeliveryDeps, ctl: NotifyCtl, creatorAccount: string): Promise<string[]> {
  const emails = new Set<string>();
  for (const user of ctl.mail_users) {
    const row =
      user.type === 'task_creator'
        ? await deps.users.findByAccount(creatorAccount)
        : await deps.users.findById(user.user_id).catch(() => undefined);
    if (row?.email) emails.add(row.email);
  }
  return [...emails];
}

/**
 * Sends one setting's notification. Throws an error whose message says why it was not sent, the
 * robot's address masked.
 */
export async function deliver(
  deps: DeliveryDeps,
  ctl: NotifyCtl,
  facts: NotifyFacts,
  creatorAccount: string,
): Promise<void> {
  if (ctl.webhook_type === 'mail') {
    if (!(await deps.mailer.configured())) throw new Error('no mail server is configured');
    const to = await recipients(deps, ctl, creatorAccount);
    if (to.length === 0) throw new Error('no recipient has an email address');
    await deps.mailer.send(notifyMail(facts, to));
    return;
  }
  const address = notifyAddressOf(ctl);
  const payloads =
    ctl.webhook_type === 'dingding'
      ? [dingTalkPayload(facts, ctl)]
      : ctl.webhook_type === 'feishu'
        ? [feishuPayload(facts, ctl)]
        : weChatPayloads(facts, ctl);
  try {
    for (const payload of payloads) await postWebhook(address, payload);
  } catch (error) {
    const reason = (error as Error).message.split(address).join(maskAddress(address));
    throw new Error(`${maskAddress(address)}: ${reason}`);
  }
}
