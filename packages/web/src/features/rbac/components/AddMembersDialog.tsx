import { roleNameSchema } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodRule } from '../../../components/form/zodRule';
import { FormDialog } from '../../projects/components/FormDialog';
import { groupsQuery } from '../hooks/rbacQueries';
import { useProjectRoles } from '../hooks/useProjectRoles';
import { useRbacMutation } from '../hooks/useRbacMutation';
import { rbacApi } from '../rbac.api';
import { RoleSelect } from './RoleSelect';
import { UserPicker } from './UserPicker';

interface AddValues {
  uids: string[];
  group_ids: number[];
  roles: string[];
}

const rolesRule = zodRule(z.array(roleNameSchema).min(1, { error: 'validation.role.required' }));

/** Grants roles to several users (and user groups) of the project at once: one grant per user and role. */
export function AddMembersDialog({ projectName, onClose }: { projectName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const groups = useQuery(groupsQuery(projectName));
  // grants say whether each role is a public one: saving waits for the roles
  const { grants, isPending: rolesPending } = useProjectRoles(projectName);
  const bind = useRbacMutation(projectName, ({ uids, group_ids, roles }: AddValues) =>
    rbacApi.bind(projectName, [
      ...grants(
        uids.map((uid) => ({ uid })),
        roles,
      ),
      ...grants(
        group_ids.map((id) => ({ group_id: id })),
        roles,
      ),
    ]),
  );
  return (
    <FormDialog<AddValues>
      title={t('rbac.members.add')}
      submitTestId="member-add-submit"
      initialValues={{ uids: [], group_ids: [], roles: [] }}
      onSubmit={bind.mutateAsync}
      saving={bind.isPending || rolesPending}
      onClose={onClose}
    >
      <Form.Item
        name="uids"
        label={t('rbac.members.users')}
        dependencies={['group_ids']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, uids: string[] = []) => {
              const groupIds: number[] = getFieldValue('group_ids') ?? [];
              if (uids.length + groupIds.length === 0) throw new Error(t('rbac.members.nobody'));
            },
          }),
        ]}
      >
        <UserPicker testId="member-add-users" />
      </Form.Item>
      <Form.Item name="group_ids" label={t('rbac.members.groups')}>
        <Select
          data-testid="member-add-groups"
          mode="multiple"
          options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
        />
      </Form.Item>
      <Form.Item name="roles" label={t('rbac.members.roles')} required rules={[rolesRule]}>
        <RoleSelect projectName={projectName} testId="member-add-roles" />
      </Form.Item>
    </FormDialog>
  );
}
