import type { NotifyCtl } from '@slipway/contracts';
import { markdownLines, messageTitle, type NotifyFacts, viewTaskText } from './notify-message.js';

/** Header colours of the card by status. */
const templates: Record<NotifyFacts['event'], string> = {
  created: 'blue',
  waitforapprove: 'orange',
  passed: 'green',
  failed: 'red',
  timeout: 'red',
  reject: 'red',
  cancelled: 'grey',
};

/** A Feishu (Lark) custom bot's interactive card; members are mentioned as `<at id=…></at>`. */
export function feishuPayload(facts: NotifyFacts, ctl: NotifyCtl) {
  const mentions = [
    ...ctl.lark_user_ids.map((id) => `<at id=${id}></at>`),
    ...(ctl.is_at_all ? ['<at id=all></at>'] : []),
  ].join(' ');
  const content = [...markdownLines(facts), ...(mentions ? ['', mentions] : [])].join('\n');
  return {
    msg_type: 'interactive',
    card: {
      header: {
        title: { tag: 'plain_text', content: messageTitle(facts) },
        template: templates[facts.event],
      },
      elements: [
        { tag: 'div', text: { tag: 'lark_md', content } },
        {
          tag: 'action',
          actions: [
            {
              tag: 'button',
              text: { tag: 'plain_text', content: viewTaskText(facts) },
              url: facts.link,
              type: 'primary',
            },
          ],
        },
      ],
    },
  };
}
