import { Tag } from 'antd';
import { statusColor } from '../auditQuery';

export function StatusTag({ status }: { status: number }) {
  return <Tag color={statusColor(status)}>{status}</Tag>;
}
