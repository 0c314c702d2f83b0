import { ALL_USERS, type ProjectMember } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../projects/components/AdminTable';
import { membersQuery } from '../hooks/rbacQueries';
import { useRbacMutation } from '../hooks/useRbacMutation';
import { rbacApi } from '../rbac.api';
import { AddMembersDialog } from './AddMembersDialog';
import { MemberRolesDialog } from './MemberRolesDialog';
import { NameTags } from './NameTags';

const isAllUsers = (member: ProjectMember) => member.uid === ALL_USERS;

/** The project's members: their roles (direct and through groups) and policies; all users in a public project. */
export function MembersTab({ projectName }: { projectName: string }) {
  const { t } = useTranslation();
  const members = useQuery(membersQuery(projectName));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ProjectMember>();
  // no roles left removes the member
  const remove = useRbacMutation(projectName, (uid: string) => rbacApi.setUserRoles(projectName, uid, []));
  return (
    <>
      <AdminTable<ProjectMember>
        projectName={projectName}
        create={{ label: t('rbac.members.add'), testId: 'member-add', onClick: () => setAdding(true) }}
        query={members}
        rowKey="uid"
        testIdPrefix="member"
        nameOf={(member) => (isAllUsers(member) ? 'all-users' : member.account)}
        columns={[
          {
            key: 'account',
            title: t('rbac.members.account'),
            render: (_, member) =>
              isAllUsers(member) ? (
                <Tooltip title={t('rbac.members.allUsersHint')}>{t('rbac.members.allUsers')}</Tooltip>
              ) : (
                member.account
              ),
          },
          { key: 'name', dataIndex: 'username', title: t('rbac.members.name') },
          {
            key: 'roles',
            title: t('rbac.members.roles'),
            render: (_, member) => (
              <>
                <NameTags names={member.roles.map((binding) => binding.role)} color="blue" />
                <NameTags
                  names={member.group_roles.map((held) => held.role)}
                  color="purple"
                  title={t('rbac.members.groupRoles')}
                />
              </>
            ),
          },
          {
            key: 'policies',
            title: t('rbac.members.policies'),
            render: (_, member) => (
              <NameTags names={member.policies.map((binding) => binding.policy)} color="gold" />
            ),
          },
        ]}
        onEdit={setEditing}
        onDelete={(member) => remove.mutateAsync(member.uid)}
        deleteQuestion={(member) => t('rbac.members.removeQuestion', { account: member.account })}
        buttons={{
          edit: { label: t('rbac.members.changeRoles'), verb: 'roles' },
          remove: { label: t('rbac.members.remove'), verb: 'remove' },
        }}
        // all users read a public project: making it private is what takes that away
        fixed={isAllUsers}
      />
      {adding && <AddMembersDialog projectName={projectName} onClose={() => setAdding(false)} />}
      {editing && (
        <MemberRolesDialog projectName={projectName} member={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
