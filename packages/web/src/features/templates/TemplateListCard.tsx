import { Button, Card, Flex, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../system/components/AdminTable';
import { ConfirmDeleteButton } from '../system/components/ConfirmDeleteButton';
import { CreateButton } from '../system/components/CreateButton';

/** The locale keys of a template kind's list: `<kind>.create`, `.empty`, `.actions`, `.edit`, `.deleteConfirm`. */
export type TemplateListKind = 'plugin' | 'buildTemplates';

/**
 * A template library list: a create button, the templates' own columns, then edit and delete
 * (after confirmation) on each row. Test ids start with `testIdPrefix` (`<prefix>-edit-<id>`…).
 */
export function TemplateListCard<Row extends { id: string; name: string }>({
  title,
  kind,
  testIdPrefix,
  columns,
  rows,
  loading,
  onCreate,
  onEdit,
  onDelete,
}: {
  title: string;
  kind: TemplateListKind;
  testIdPrefix: string;
  columns: TableColumnsType<Row>;
  rows: Row[];
  loading: boolean;
  onCreate: () => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const actions: TableColumnsType<Row>[number] = {
    key: 'actions',
    title: t(`${kind}.actions`),
    render: (_, row) => (
      <Space size={0}>
        <Button
          type="link"
          size="small"
          data-testid={`${testIdPrefix}-edit-${row.id}`}
          onClick={() => onEdit(row)}
        >
          {t(`${kind}.edit`)}
        </Button>
        <ConfirmDeleteButton
          testId={`${testIdPrefix}-delete-${row.id}`}
          question={t(`${kind}.deleteConfirm`, { name: row.name })}
          onConfirm={() => onDelete(row)}
        />
      </Space>
    ),
  };
  return (
    <Card title={title}>
      <Flex vertical gap={16}>
        <Space>
          <CreateButton testId={`${testIdPrefix}-create`} label={t(`${kind}.create`)} onClick={onCreate} />
        </Space>
        <AdminTable<Row>
          testId={`${testIdPrefix}-table`}
          rowTestId={(row) => `${testIdPrefix}-row-${row.id}`}
          emptyText={t(`${kind}.empty`)}
          rowKey="id"
          loading={loading}
          dataSource={rows}
          pagination={false}
          columns={[...columns, actions]}
        />
      </Flex>
    </Card>
  );
}
