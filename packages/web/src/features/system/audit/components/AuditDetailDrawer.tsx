import type { AuditLog } from '@slipway/contracts';
import { Descriptions, Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../formatTime';
import { formatBody } from '../auditQuery';
import { useAuditLog } from '../useAuditLogs';
import { StatusTag } from './StatusTag';

/** Every field of one record, the request body as formatted JSON. */
export function AuditDetailDrawer({ row, onClose }: { row: AuditLog | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: log } = useAuditLog(row);
  const body = log ? formatBody(log.request_body) : '';
  return (
    <Drawer open={row !== undefined} title={t('audit.detail')} size={640} onClose={onClose} destroyOnHidden>
      {log && (
        <div data-testid="audit-detail">
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'id', label: 'ID', children: log.id },
              { key: 'time', label: t('audit.time'), children: formatDateTime(log.created_at) },
              { key: 'user', label: t('audit.user'), children: log.username },
              { key: 'uid', label: t('audit.uid'), children: log.uid },
              { key: 'method', label: t('audit.method'), children: <Tag>{log.method}</Tag> },
              { key: 'path', label: t('audit.path'), children: log.path },
              { key: 'function', label: t('audit.function'), children: log.function || '-' },
              { key: 'project', label: t('audit.project'), children: log.project_name || '-' },
              { key: 'status', label: t('audit.status'), children: <StatusTag status={log.status} /> },
              { key: 'ip', label: t('audit.clientIp'), children: log.client_ip || '-' },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('audit.body')}
          </Typography.Title>
          {body ? (
            <pre
              data-testid="audit-detail-body"
              style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {body}
            </pre>
          ) : (
            <Typography.Text type="secondary">{t('audit.bodyEmpty')}</Typography.Text>
          )}
        </div>
      )}
    </Drawer>
  );
}
