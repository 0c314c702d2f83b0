import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MembersTab } from '../components/MembersTab';
import { RolesTab } from '../components/RolesTab';

/** projects/detail/:project_name/rbac: the members of the project and its roles. */
export function ProjectMembersPage() {
  const { t } = useTranslation();
  const projectName = useParams().project_name ?? '';
  return (
    <Tabs
      items={[
        {
          key: 'members',
          label: <span data-testid="rbac-tab-members">{t('rbac.members.title')}</span>,
          children: <MembersTab projectName={projectName} />,
        },
        {
          key: 'roles',
          label: <span data-testid="rbac-tab-roles">{t('rbac.roles.title')}</span>,
          children: <RolesTab projectName={projectName} />,
        },
      ]}
    />
  );
}
