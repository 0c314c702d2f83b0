import { type RoleBindingsBulk, roleBindingsBulkSchema } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { FormDialog } from '../../projects/components/FormDialog';
import { groupsQuery } from '../hooks/rbacQueries';
import { useRbacMutation } from '../hooks/useRbacMutation';
import { rbacApi } from '../rbac.api';
import { RoleSelect } from './RoleSelect';
import { UserPicker } from './UserPicker';

const fields = roleBindingsBulkSchema.shape;

/** Grants roles to several users (and user groups) of the project at once. */
export function AddMembersDialog({ projectName, onClose }: { projectName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const groups = useQuery(groupsQuery(projectName));
  const bind = useRbacMutation(projectName, (body: RoleBindingsBulk) => rbacApi.bind(projectName, body));
  return (
    <FormDialog<RoleBindingsBulk>
      title={t('rbac.members.add')}
      submitTestId="member-add-submit"
      initialValues={{ uids: [], group_ids: [], roles: [] }}
      onSubmit={(values) => bind.mutateAsync(roleBindingsBulkSchema.parse(values))}
      saving={bind.isPending}
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
      <Form.Item name="roles" label={t('rbac.members.roles')} required rules={[zodRule(fields.roles)]}>
        <RoleSelect projectName={projectName} testId="member-add-roles" />
      </Form.Item>
    </FormDialog>
  );
}
