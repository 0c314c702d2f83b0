import type { NotifyCtl } from '@slipway/contracts';
import { markdownLines, messageTitle, type NotifyFacts } from './notify-message.js';

/**
 * A DingTalk group robot's markdown message. DingTalk mentions a member only when the phone
 * number is also written as `@phone` in the text.
 */
export function dingTalkPayload(facts: NotifyFacts, ctl: NotifyCtl) {
  const title = messageTitle(facts);
  const mentions = ctl.at_mobiles.map((phone) => `@${phone}`).join(' ');
  const text = [`### ${title}`, ...markdownLines(facts), ...(mentions ? ['', mentions] : [])].join('\n');
  return {
    msgtype: 'markdown',
    markdown: { title, text },
    at: { atMobiles: ctl.at_mobiles, isAtAll: ctl.is_at_all },
  };
}
