import type { UserGroup } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AdminTable } from '../../projects/components/AdminTable';
import { projectPaths } from '../../projects/projectKinds';
import { GroupDialog } from '../components/GroupDialog';
import { NameTags } from '../components/NameTags';
import { groupsQuery } from '../hooks/rbacQueries';
import { useRbacMutation } from '../hooks/useRbacMutation';
import { useUserLabels } from '../hooks/useUsers';
import { rbacApi } from '../rbac.api';

/** projects/detail/:project_name/group: the project's user groups, bound to roles together. */
export function ProjectGroupsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projectName = useParams().project_name ?? '';
  const groups = useQuery(groupsQuery(projectName));
  const userLabels = useUserLabels((groups.data ?? []).flatMap((group) => group.uids));
  const [editing, setEditing] = useState<UserGroup>();
  const remove = useRbacMutation(projectName, (id: number) => rbacApi.groups.remove(projectName, id));
  return (
    <>
      <AdminTable<UserGroup>
        projectName={projectName}
        create={{
          label: t('rbac.groups.create'),
          testId: 'group-create',
          onClick: () => navigate(projectPaths.detail(projectName, 'group/create')),
        }}
        query={groups}
        testIdPrefix="group"
        nameOf={(group) => group.name}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('rbac.groups.name') },
          { key: 'desc', dataIndex: 'desc', title: t('projects.description') },
          {
            key: 'members',
            title: t('rbac.groups.members'),
            render: (_, group) => <NameTags names={userLabels(group.uids)} />,
          },
        ]}
        onEdit={setEditing}
        onDelete={(group) => remove.mutateAsync(group.id)}
        deleteQuestion={(group) => t('rbac.groups.deleteQuestion', { name: group.name })}
      />
      {editing && (
        <GroupDialog projectName={projectName} group={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
