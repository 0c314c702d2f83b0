import { Button, Card, Flex, Space, type TableColumnsType } from 'antd';
import { AdminTable } from '../system/components/AdminTable';
import { ConfirmDeleteButton } from '../system/components/ConfirmDeleteButton';
import { CreateButton } from '../system/components/CreateButton';

/** What a template list says, in the words of its kind. */
export interface TemplateListLabels {
  title: string;
  create: string;
  empty: string;
  actions: string;
  edit: string;
  deleteConfirm: (name: string) => string;
}

/**
 * A template library list: a create button, the templates' own columns, then edit and delete
 * (after confirmation) on each row. Test ids start with `testIdPrefix` (`<prefix>-edit-<id>`…).
 */
export function TemplateListCard<Row extends { id: string; name: string }>({
  labels,
  testIdPrefix,
  columns,
  rows,
  loading,
  onCreate,
  onEdit,
  onDelete,
}: {
  labels: TemplateListLabels;
  testIdPrefix: string;
  columns: TableColumnsType<Row>;
  rows: Row[];
  loading: boolean;
  onCreate: () => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => Promise<unknown>;
}) {
  const actions: TableColumnsType<Row>[number] = {
    key: 'actions',
    title: labels.actions,
    render: (_, row) => (
      <Space size={0}>
        <Button
          type="link"
          size="small"
          data-testid={`${testIdPrefix}-edit-${row.id}`}
          onClick={() => onEdit(row)}
        >
          {labels.edit}
        </Button>
        <ConfirmDeleteButton
          testId={`${testIdPrefix}-delete-${row.id}`}
          question={labels.deleteConfirm(row.name)}
          onConfirm={() => onDelete(row)}
        />
      </Space>
    ),
  };
  return (
    <Card title={labels.title}>
      <Flex vertical gap={16}>
        <Space>
          <CreateButton testId={`${testIdPrefix}-create`} label={labels.create} onClick={onCreate} />
        </Space>
        <AdminTable<Row>
          testId={`${testIdPrefix}-table`}
          rowTestId={(row) => `${testIdPrefix}-row-${row.id}`}
          emptyText={labels.empty}
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
