import type { Mail } from '../../lib/mailer.js';

/** The reset mail carries both languages: the recipient's choice is unknown to the server. */
export function resetMail(user: { email: string; name: string }, link: string, ttlMs: number): Mail {
  const minutes = Math.round(ttlMs / 60000);
  const escaped = link.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return {
    to: user.email,
    subject: 'Slipway 重置密码 / Reset your Slipway password',
    text: [
      `${user.name}，你好：`,
      `请在 ${minutes} 分钟内打开以下链接重置密码：`,
      link,
      '',
      `Hello ${user.name},`,
      `Open this link within ${minutes} minutes to set a new password:`,
      link,
      '',
      '如果不是你本人操作，请忽略此邮件。 If you did not ask for this, ignore this mail.',
    ].join('\n'),
    html:
      `<p>${escapeHtml(user.name)}，你好：请在 ${minutes} 分钟内打开以下链接重置密码。</p>` +
      `<p>Hello ${escapeHtml(user.name)}, open this link within ${minutes} minutes to set a new password.</p>` +
      `<p><a href="${escaped}">${escaped}</a></p>`,
  };
}

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
