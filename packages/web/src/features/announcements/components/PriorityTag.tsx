import type { Announcement } from '@slipway/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { priorityStyles } from '../priority';

export function PriorityTag({ priority }: { priority: Announcement['priority'] }) {
  const { t } = useTranslation();
  const style = priorityStyles[priority];
  return <Tag color={style.tagColor}>{t(style.label)}</Tag>;
}
