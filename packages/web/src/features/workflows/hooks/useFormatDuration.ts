import { useTranslation } from 'react-i18next';
import { durationParts } from '../duration';

/** "1h 2m 3s" in the user's language; the largest units only, seconds when under a minute. */
export function useFormatDuration(): (seconds: number) => string {
  const { t } = useTranslation();
  return (seconds) => {
    const { hours, minutes, seconds: rest } = durationParts(seconds);
    const parts: string[] = [];
    if (hours) parts.push(t('workflow.duration.hours', { count: hours }));
    if (minutes) parts.push(t('workflow.duration.minutes', { count: minutes }));
    if (rest || parts.length === 0) parts.push(t('workflow.duration.seconds', { count: rest }));
    return parts.join(' ');
  };
}
