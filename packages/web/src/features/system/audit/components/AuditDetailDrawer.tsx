import type { AuditLog } from '@slipway/contracts';
import { Descriptions, Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../formatTime';
import { formatBody } from '../auditQuery';
import { StatusTag } from './StatusTag';

/** Every field of one record, the request body as formatted JSON. */
export function AuditDetailDrawer({ log, onClose }: { log: AuditLog | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const body = log ? formatBody(log.request_body) : '';
  return (
    <Drawer open={log !== undefined} title={t('audit.detail')} size={640} onClose={onClose} destroyOnHidden>
      {log && (
        <div data-testid="audit-detail">
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'time', label: t('audit.time'), children: formatDateTime(log.created_at) },
              { key: 'user', label: t('audit.user'), children: log.username || '-' },
              { key: 'method', label: t('audit.method'), children: log.method || '-' },
              { key: 'function', label: t('audit.function'), children: log.function || '-' },
              { key: 'name', label: t('audit.name'), children: log.name || '-' },
              { key: 'project', label: t('audit.project'), children: log.product_name || '-' },
              { key: 'status', label: t('audit.status'), children: <StatusTag status={log.status} /> },
              { key: 'path', label: t('audit.path'), children: log.path },
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
