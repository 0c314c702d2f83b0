import { statusColors, type TaskStatus } from '@slipway/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../statusLabels';

/** A task, stage or job status in the colours of spec §4; a job not started yet has the status ''. */
export function StatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  const color = statusColors[status as TaskStatus] ?? 'default';
  return (
    <Tag color={color} data-testid={testId} data-status={status} style={{ marginInlineEnd: 0 }}>
      {t(statusLabel(status))}
    </Tag>
  );
}
