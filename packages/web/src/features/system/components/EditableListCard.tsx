import { Button, Card, Flex, Space, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from './AdminTable';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { CreateButton } from './CreateButton';

interface EditableListCardProps<T extends { id: number | string }> {
  /** prefix of the test ids: `<p>-create`, `<p>-table`, `<p>-row-<id>`, `<p>-edit-<id>`, `<p>-delete-<id>` */
  testId: string;
  createLabel: string;
  /** the columns before the edit and delete actions */
  columns: TableColumnsType<T>;
  rows: T[] | undefined;
  loading: boolean;
  emptyText: string;
  pagination?: TablePaginationConfig | false;
  deleteQuestion(item: T): string;
  onDelete(item: T): Promise<unknown>;
  /** the create (no item) or edit form, closed by `close` */
  renderForm(item: T | undefined, close: () => void): ReactNode;
}

/** An admin list of items created, edited and deleted in place (announcements, quick links…). */
export function EditableListCard<T extends { id: number | string }>(props: EditableListCardProps<T>) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ item?: T } | null>(null);
  const { testId } = props;

  const columns: TableColumnsType<T> = [
    ...props.columns,
    {
      key: 'actions',
      title: t('system.actions'),
      render: (_, item) => (
        <Space size={0}>
          <Button
            data-testid={`${testId}-edit-${item.id}`}
            type="link"
            size="small"
            onClick={() => setDialog({ item })}
          >
            {t('system.action.edit')}
          </Button>
          <ConfirmDeleteButton
            testId={`${testId}-delete-${item.id}`}
            question={props.deleteQuestion(item)}
            onConfirm={() => props.onDelete(item)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="end">
          <CreateButton testId={`${testId}-create`} label={props.createLabel} onClick={() => setDialog({})} />
        </Flex>
        <AdminTable<T>
          testId={`${testId}-table`}
          rowKey="id"
          columns={columns}
          dataSource={props.rows}
          loading={props.loading}
          rowTestId={(item) => `${testId}-row-${item.id}`}
          emptyText={props.emptyText}
          pagination={props.pagination ?? false}
        />
      </Flex>
      {dialog && props.renderForm(dialog.item, () => setDialog(null))}
    </Card>
  );
}
