import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { ALL_USERS } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ProjectAdminPermit } from '../../permissions/Permit';
import { membersQuery } from '../../rbac/hooks/rbacQueries';
import { DeleteProjectDialog } from '../components/DeleteProjectDialog';
import { ProjectDescriptions } from '../components/ProjectDescriptions';
import { VariableSetList } from '../components/VariableSetList';
import { formatTime } from '../formatTime';
import { projectQuery } from '../hooks/projectQueries';
import { projectPaths } from '../projectKinds';

/** /v1/projects/detail/:project_name/detail: what the project is, its members and variable groups. */
export function ProjectOverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useParams().project_name ?? '';
  const { data: project, isPending } = useQuery(projectQuery(name));
  const members = useQuery(membersQuery(name));
  const [deleting, setDeleting] = useState(false);
  if (isPending) return <Spin />;
  if (!project) return null;
  return (
    <Flex vertical gap={16}>
      <Card
        title={t('projects.tab.overview')}
        extra={
          <Flex gap={8}>
            <ProjectAdminPermit project={name}>
              <Button
                data-testid="project-edit"
                icon={<EditOutlined />}
                onClick={() => navigate(projectPaths.edit(name))}
              >
                {t('projects.edit')}
              </Button>
              <Button
                data-testid="project-delete"
                danger
                icon={<DeleteOutlined />}
                onClick={() => setDeleting(true)}
              >
                {t('projects.delete')}
              </Button>
            </ProjectAdminPermit>
          </Flex>
        }
      >
        <ProjectDescriptions
          project={project}
          more={[
            {
              key: 'members',
              label: t('projects.membersCount'),
              // "all users" of a public project is no member of its own
              children: (
                <span data-testid="project-members-count">
                  {members.data?.filter((member) => member.uid !== ALL_USERS).length ?? '-'}
                </span>
              ),
            },
            { key: 'created', label: t('projects.createdAt'), children: formatTime(project.create_time) },
            {
              key: 'updated',
              label: t('projects.updatedAt'),
              children: `${formatTime(project.update_time)} ${project.update_by}`,
            },
          ]}
        />
      </Card>
      <VariableSetList projectName={name} />
      <DeleteProjectDialog name={name} open={deleting} onClose={() => setDeleting(false)} />
    </Flex>
  );
}
