import type { ProjectMember } from '@slipway/contracts';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../projects/components/FormDialog';
import { useProjectRoles } from '../hooks/useProjectRoles';
import { useRbacMutation } from '../hooks/useRbacMutation';
import { rbacApi } from '../rbac.api';
import { RoleSelect } from './RoleSelect';

/** Replaces the roles a member holds directly (roles through user groups are changed in the group). */
export function MemberRolesDialog({
  projectName,
  member,
  onClose,
}: {
  projectName: string;
  member: ProjectMember;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // grants say whether each role is a public one: saving waits for the roles
  const { grants, isPending: rolesPending } = useProjectRoles(projectName);
  const save = useRbacMutation(projectName, ({ roles }: { roles: string[] }) =>
    rbacApi.setUserRoles(projectName, member.uid, grants([{ uid: member.uid }], roles)),
  );
  return (
    <FormDialog
      title={t('rbac.members.editRoles', { account: member.account })}
      submitTestId="member-roles-submit"
      initialValues={{ roles: member.roles.map((binding) => binding.role) }}
      onSubmit={save.mutateAsync}
      saving={save.isPending || rolesPending}
      onClose={onClose}
    >
      <Form.Item name="roles" label={t('rbac.members.roles')} extra={t('rbac.members.noRolesRemoves')}>
        <RoleSelect projectName={projectName} testId="member-roles-select" />
      </Form.Item>
      {member.group_roles.length > 0 && (
        <Typography.Text type="secondary">
          {t('rbac.members.groupRoles')}: {member.group_roles.map((held) => held.role).join(', ')}
        </Typography.Text>
      )}
    </FormDialog>
  );
}
