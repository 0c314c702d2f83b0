import { type Language, type NotifyEvent, translate } from '@slipway/contracts';

/** What every notification of a task says, whatever carries it. */
export interface NotifyFacts {
  project: string;
  /** the workflow's display name, else its name */
  workflow: string;
  taskId: number;
  /** the task page in the web app */
  link: string;
  event: Exclude<NotifyEvent, 'changed'>;
  creator: string;
  durationSeconds: number;
  /** the status of the workflow's previous finished task, when this one differs from it */
  previousStatus?: string;
  language: Language;
}

export const statusText = (status: string, language: Language) =>
  translate(`notify.status.${status}`, language);

export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${hours}h ${minutes}m ${rest}s`;
  if (minutes > 0) return `${minutes}m ${rest}s`;
  return `${rest}s`;
}

export function messageTitle(facts: NotifyFacts): string {
  return translate('notify.message.title', facts.language)
    .replace('{workflow}', facts.workflow)
    .replace('{task}', String(facts.taskId))
    .replace('{status}', statusText(facts.event, facts.language));
}

/** Label and value pairs of the message body, in order; the task value is the task number. */
export function messageFields(facts: NotifyFacts): Array<{ label: string; value: string }> {
  const t = (key: string) => translate(`notify.message.${key}`, facts.language);
  return [
    { label: t('project'), value: facts.project },
    { label: t('workflow'), value: facts.workflow },
    { label: t('task'), value: `#${facts.taskId}` },
    { label: t('status'), value: statusText(facts.event, facts.language) },
    ...(facts.previousStatus
      ? [{ label: t('changedFrom'), value: statusText(facts.previousStatus, facts.language) }]
      : []),
    { label: t('creator'), value: facts.creator },
    { label: t('duration'), value: formatDuration(facts.durationSeconds) },
  ];
}

/** The body as markdown lines, the task number linked to its page (DingTalk, WeChat Work, Feishu). */
export function markdownLines(facts: NotifyFacts): string[] {
  return messageFields(facts).map(({ label, value }) =>
    value === `#${facts.taskId}` ? `- ${label}: [${value}](${facts.link})` : `- ${label}: ${value}`,
  );
}

export const viewTaskText = (facts: NotifyFacts) => translate('notify.message.viewTask', facts.language);
