import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Table, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../projects/testId';
import { RevisionDiffView } from './RevisionDiffView';
import { type EnvironmentRevision, revisionsApi } from './revisions.api';
import { environmentsKey } from './useEnvironments';

/** An environment's revisions: compare exactly two, or roll back to one after confirming. */
export function EnvironmentRevisions({ projectName, envName }: { projectName: string; envName: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number[]>([]);
  const [compared, setCompared] = useState<[number, number]>();
  const revisions = useQuery({
    queryKey: [...environmentsKey(projectName), envName, 'revisions'],
    queryFn: ({ signal }) => revisionsApi.list(projectName, envName, signal),
  });
  const rollback = useMutation({
    mutationFn: (revision: number) => revisionsApi.rollback(projectName, envName, revision),
    onSuccess: async () => {
      void message.success(t('envs.rolledBack'));
      await queryClient.invalidateQueries({ queryKey: environmentsKey(projectName) });
    },
  });

  const columns: TableColumnsType<EnvironmentRevision> = [
    { key: 'revision', title: t('envs.revision'), dataIndex: 'revision' },
    {
      key: 'services',
      title: t('envs.services'),
      render: (_, row) => row.services.map((service) => service.service_name).join(', '),
    },
    { key: 'by', title: t('envs.revisionBy'), dataIndex: 'created_by' },
    {
      key: 'at',
      title: t('envs.revisionAt'),
      render: (_, row) => dayjs.unix(row.created_at).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'actions',
      title: t('envs.actions'),
      render: (_, row) => (
        <Button
          size="small"
          data-testid={`revision-rollback-${row.revision}`}
          onClick={() =>
            modal.confirm({
              title: t('envs.rollbackQuestion', { revision: row.revision }),
              okButtonProps: testIdProps('revision-rollback-ok'),
              onOk: () => rollback.mutateAsync(row.revision).catch(() => undefined),
            })
          }
        >
          {t('envs.rollback')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        <Button
          data-testid="revision-compare"
          disabled={chosen.length !== 2}
          onClick={() => setCompared([Math.min(...chosen), Math.max(...chosen)] as [number, number])}
        >
          {t('envs.compare')}
        </Button>
        <Typography.Text type="secondary">{t('envs.compareHint')}</Typography.Text>
      </Flex>
      <Table<EnvironmentRevision>
        rowKey="revision"
        size="small"
        columns={columns}
        dataSource={revisions.data ?? []}
        loading={revisions.isFetching}
        locale={{ emptyText: t('envs.noRevisions') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        rowSelection={{
          selectedRowKeys: chosen,
          // a comparison is of exactly two revisions (spec §5)
          getCheckboxProps: (row) => ({
            disabled: chosen.length >= 2 && !chosen.includes(row.revision),
            'data-testid': `revision-choose-${row.revision}`,
          }),
          onChange: (keys) => setChosen(keys.map(Number)),
        }}
      />
      {compared && <RevisionDiffView projectName={projectName} envName={envName} revisions={compared} />}
    </Flex>
  );
}
