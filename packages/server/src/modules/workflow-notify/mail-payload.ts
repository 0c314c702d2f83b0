import type { Mail } from '../../lib/mailer.js';
import { messageFields, messageTitle, type NotifyFacts, viewTaskText } from './notify-message.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The email of a notification: the same fields as the robots', and the task link. */
export function notifyMail(facts: NotifyFacts, to: string[]): Mail {
  const subject = messageTitle(facts);
  const fields = messageFields(facts);
  const text = [subject, '', ...fields.map(({ label, value }) => `${label}: ${value}`), '', facts.link].join(
    '\n',
  );
  const rows = fields.map(
    ({ label, value }) => `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
  );
  const html = [
    `<h3>${escapeHtml(subject)}</h3>`,
    `<table>${rows.join('')}</table>`,
    `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(viewTaskText(facts))}</a></p>`,
  ].join('');
  return { to: to.join(', '), subject, text, html };
}
