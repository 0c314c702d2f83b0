import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { priorityStyle } from '../priority';

export function PriorityTag({ priority }: { priority: number }) {
  const { t } = useTranslation();
  const style = priorityStyle(priority);
  return <Tag color={style.tagColor}>{t(style.label)}</Tag>;
}
