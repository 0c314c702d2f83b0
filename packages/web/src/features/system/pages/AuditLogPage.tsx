import type { AuditLog } from '@slipway/contracts';
import { Button, Card, Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditFilters, auditQuery } from '../audit/auditQuery';
import { AuditDetailDrawer } from '../audit/components/AuditDetailDrawer';
import { AuditFilterForm } from '../audit/components/AuditFilterForm';
import { StatusTag } from '../audit/components/StatusTag';
import { useAuditLogs } from '../audit/useAuditLogs';
import { AdminTable } from '../components/AdminTable';
import { firstPage, useServerPagination } from '../components/useServerPagination';
import { formatDateTime } from '../formatTime';

/** The portal's page size of the audit log. */
const auditFirstPage = { ...firstPage, perPage: 50 };

/** /v1/system/auditlog: who did what, where, to which object and how it ended, newest first. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [paging, setPaging] = useState(auditFirstPage);
  const [selected, setSelected] = useState<AuditLog>();
  const logs = useAuditLogs(auditQuery(filters, paging.page, paging.perPage));
  const pagination = useServerPagination(paging, logs.data?.total, setPaging);

  const columns: TableColumnsType<AuditLog> = [
    { key: 'time', title: t('audit.time'), render: (_, log) => formatDateTime(log.created_at) },
    { key: 'user', title: t('audit.user'), dataIndex: 'username' },
    { key: 'method', title: t('audit.method'), render: (_, log) => log.method || '-' },
    { key: 'project', title: t('audit.project'), render: (_, log) => log.product_name || '-' },
    { key: 'function', title: t('audit.function'), render: (_, log) => log.function || log.path },
    { key: 'name', title: t('audit.name'), render: (_, log) => log.name || '-' },
    { key: 'status', title: t('audit.status'), render: (_, log) => <StatusTag status={log.status} /> },
    {
      key: 'detail',
      title: t('system.actions'),
      render: (_, log) => (
        <Button
          data-testid={`audit-view-${log.id}`}
          type="link"
          size="small"
          onClick={() => setSelected(log)}
        >
          {t('audit.viewDetail')}
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <Flex vertical gap={16}>
        <AuditFilterForm
          onSearch={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
        <AdminTable<AuditLog>
          testId="audit-table"
          rowKey="id"
          columns={columns}
          dataSource={logs.data?.logs}
          loading={logs.isFetching}
          rowTestId={(log) => `audit-row-${log.id}`}
          onRowClick={setSelected}
          emptyText={t('audit.empty')}
          pagination={pagination}
        />
      </Flex>
      <AuditDetailDrawer log={selected} onClose={() => setSelected(undefined)} />
    </Card>
  );
}
