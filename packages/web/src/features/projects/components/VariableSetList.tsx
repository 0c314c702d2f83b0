import type { VariableSet } from '@slipway/contracts';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../formatTime';
import { useVariableSetMutations, useVariableSets, VARIABLE_SETS_PER_PAGE } from '../hooks/useVariableSets';
import { AdminTable } from './AdminTable';
import { VariableSetDialog } from './VariableSetDialog';

/** The project's variable groups (spec §3: name and YAML), a page at a time. */
export function VariableSetList({ projectName }: { projectName: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  // undefined: no dialog; null: creating; a group: editing it
  const [editing, setEditing] = useState<VariableSet | null>();
  const { data, isPending } = useVariableSets(projectName, page);
  const { remove } = useVariableSetMutations(projectName);
  return (
    <Card title={t('projects.variables.title')}>
      <AdminTable<VariableSet>
        projectName={projectName}
        create={{
          label: t('projects.variables.create'),
          testId: 'variable-set-create',
          onClick: () => setEditing(null),
        }}
        query={{ data: data?.variable_set_list, isPending }}
        testIdPrefix="variable-set"
        nameOf={(set) => set.name}
        pagination={{
          current: page,
          pageSize: VARIABLE_SETS_PER_PAGE,
          total: data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('projects.variables.name') },
          { key: 'description', dataIndex: 'description', title: t('projects.description') },
          { key: 'updated', title: t('projects.updatedAt'), render: (_, set) => formatTime(set.updated_at) },
        ]}
        onEdit={setEditing}
        onDelete={(set) => remove.mutateAsync(set.id)}
        deleteQuestion={(set) => t('projects.variables.deleteQuestion', { name: set.name })}
      />
      {editing !== undefined && (
        <VariableSetDialog
          projectName={projectName}
          editing={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
