import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectAdminPermit } from '../../permissions/Permit';
import { testIdProps } from '../testId';
import { ConfirmButton } from './ConfirmButton';

interface ButtonText {
  label: string;
  /** the button's test id is `<prefix>-<verb>-<name>` */
  verb: string;
}

interface AdminTableProps<T> {
  projectName: string;
  /** the create button above the table */
  create?: { label: string; testId: string; onClick: () => void };
  /** the list's query */
  query: { data?: readonly T[]; isPending: boolean };
  /** default `id` */
  rowKey?: keyof T & string;
  /** test ids: `<prefix>-<name>` for a row, `<prefix>-edit-<name>` and `<prefix>-delete-<name>` for its buttons */
  testIdPrefix: string;
  nameOf: (row: T) => string;
  columns: TableColumnsType<T>;
  onEdit: (row: T) => void;
  onDelete: (row: T) => Promise<unknown>;
  deleteQuestion: (row: T) => ReactNode;
  /** other texts for the two buttons than edit and delete */
  buttons?: { edit: ButtonText; remove: ButtonText };
  /** rows that cannot be changed here get no buttons */
  fixed?: (row: T) => boolean;
  pagination?: TablePaginationConfig | false;
}

/**
 * A project's list of things its administrators manage (members, roles, policies, groups,
 * variable groups): the create button and each row's edit and delete buttons are for project
 * administrators only (disabled with the 'no permission' tip for everyone else).
 */
export function AdminTable<T extends object>(props: AdminTableProps<T>) {
  const { projectName, create, query, testIdPrefix, nameOf, columns, fixed } = props;
  const { t } = useTranslation();
  const edit = props.buttons?.edit ?? { label: t('projects.edit'), verb: 'edit' };
  const remove = props.buttons?.remove ?? { label: t('projects.delete'), verb: 'delete' };
  const actionColumn: TableColumnsType<T>[number] = {
    key: 'row-actions',
    title: t('projects.actions'),
    render: (_, row) =>
      fixed?.(row) ? null : (
        <Space>
          <ProjectAdminPermit project={projectName}>
            <Button
              type="link"
              data-testid={`${testIdPrefix}-${edit.verb}-${nameOf(row)}`}
              onClick={() => props.onEdit(row)}
            >
              {edit.label}
            </Button>
            <ConfirmButton
              kind="button"
              testId={`${testIdPrefix}-${remove.verb}-${nameOf(row)}`}
              question={props.deleteQuestion(row)}
              onConfirm={() => props.onDelete(row)}
            >
              {remove.label}
            </ConfirmButton>
          </ProjectAdminPermit>
        </Space>
      ),
  };
  return (
    <Flex vertical gap={12}>
      {create && (
        <Flex justify="flex-end">
          <ProjectAdminPermit project={projectName}>
            <Button
              data-testid={create.testId}
              type="primary"
              icon={<PlusOutlined />}
              onClick={create.onClick}
            >
              {create.label}
            </Button>
          </ProjectAdminPermit>
        </Flex>
      )}
      <Table<T>
        rowKey={props.rowKey ?? 'id'}
        loading={query.isPending}
        dataSource={[...(query.data ?? [])]}
        pagination={props.pagination ?? false}
        onRow={(row) => testIdProps(`${testIdPrefix}-${nameOf(row)}`)}
        columns={[...columns, actionColumn]}
      />
    </Flex>
  );
}
