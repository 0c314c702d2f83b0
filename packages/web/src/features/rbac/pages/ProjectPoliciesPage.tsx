import type { Policy } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminTable } from '../../projects/components/AdminTable';
import { formatDateTime } from '../../system/formatTime';
import { NameTags } from '../components/NameTags';
import { PolicyDialog } from '../components/PolicyDialog';
import { policiesQuery } from '../hooks/rbacQueries';
import { useProjectDefinitions } from '../hooks/usePolicyDefinitions';
import { useRbacMutation } from '../hooks/useRbacMutation';
import { useUserLabels } from '../hooks/useUsers';
import { rbacApi } from '../rbac.api';

/** projects/detail/:project_name/policy: who may do what on which named workflows and environments. */
export function ProjectPoliciesPage() {
  const { t } = useTranslation();
  const projectName = useParams().project_name ?? '';
  const policies = useQuery(policiesQuery(projectName));
  const userLabels = useUserLabels((policies.data ?? []).flatMap((policy) => policy.uids));
  const definitions = useProjectDefinitions();
  // undefined: no dialog; null: creating; a policy: editing it
  const [editing, setEditing] = useState<Policy | null>();
  const remove = useRbacMutation(projectName, (name: string) => rbacApi.policies.remove(projectName, name));
  return (
    <>
      <AdminTable<Policy>
        projectName={projectName}
        create={{
          label: t('rbac.policies.create'),
          testId: 'policy-create',
          onClick: () => setEditing(null),
        }}
        query={policies}
        rowKey="name"
        testIdPrefix="policy"
        nameOf={(policy) => policy.name}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('rbac.policies.name') },
          { key: 'description', dataIndex: 'description', title: t('projects.description') },
          {
            key: 'rules',
            title: t('rbac.policies.rules'),
            render: (_, policy) =>
              policy.rules.map((rule) => (
                <div key={`${rule.resources.join(',')}:${rule.related_resources.join(',')}`}>
                  {rule.resources.map(definitions.alias).join(', ')} {rule.related_resources.join(', ')}:{' '}
                  {rule.verbs.map(definitions.alias).join(', ')}
                </div>
              )),
          },
          {
            key: 'users',
            title: t('rbac.policies.users'),
            render: (_, policy) => <NameTags names={userLabels(policy.uids)} />,
          },
          {
            key: 'updated',
            title: t('rbac.policies.updated'),
            render: (_, policy) => formatDateTime(policy.update_time),
          },
        ]}
        onEdit={setEditing}
        onDelete={(policy) => remove.mutateAsync(policy.name)}
        deleteQuestion={(policy) => t('rbac.policies.deleteQuestion', { name: policy.name })}
      />
      {editing !== undefined && (
        <PolicyDialog projectName={projectName} editing={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
