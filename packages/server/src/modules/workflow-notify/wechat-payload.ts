import type { NotifyCtl } from '@slipway/contracts';
import { markdownLines, messageTitle, type NotifyFacts } from './notify-message.js';

const AT_ALL = '@all';

/**
 * The WeChat Work group robot's messages: markdown mentions members by user id (`<@id>`); phone
 * numbers and everyone can only be mentioned by a text message, which follows the markdown one.
 * A text message must have content (at most 2048 bytes): it repeats the title, which is short.
 */
export function weChatPayloads(facts: NotifyFacts, ctl: NotifyCtl): object[] {
  const mentions = ctl.wechat_user_ids.map((id) => `<@${id}>`).join(' ');
  const content = [
    `### ${messageTitle(facts)}`,
    ...markdownLines(facts),
    ...(mentions ? ['', mentions] : []),
  ].join('\n');
  const mobiles = ctl.is_at_all ? [...ctl.at_mobiles, AT_ALL] : ctl.at_mobiles;
  return [
    { msgtype: 'markdown', markdown: { content } },
    ...(mobiles.length > 0
      ? [{ msgtype: 'text', text: { content: messageTitle(facts), mentioned_mobile_list: mobiles } }]
      : []),
  ];
}
