import type { ProjectSummary } from '@slipway/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../formatTime';
import { projectEntryPath } from '../projectSearch';
import { testIdProps } from '../testId';
import { ProjectTags } from './ProjectTags';

export function ProjectTable({ projects }: { projects: readonly ProjectSummary[] }) {
  const { t } = useTranslation();
  return (
    <Table<ProjectSummary>
      rowKey="name"
      dataSource={[...projects]}
      pagination={false}
      onRow={(project) => testIdProps(`project-${project.name}`)}
      columns={[
        {
          key: 'alias',
          title: t('projects.alias'),
          render: (_, project) => <Link to={projectEntryPath(project)}>{project.alias || project.name}</Link>,
        },
        { key: 'name', title: t('projects.identifier'), dataIndex: 'name' },
        {
          key: 'tags',
          title: t('projects.kindAndAccess'),
          render: (_, project) => (
            <ProjectTags name={project.name} deployType={project.deployType} isPublic={project.public} />
          ),
        },
        { key: 'envs', title: t('projects.envsCount'), render: (_, project) => project.envs.length },
        {
          key: 'updatedAt',
          title: t('projects.updatedAt'),
          render: (_, project) => `${formatTime(project.updatedAt)} ${project.updatedBy}`,
        },
      ]}
    />
  );
}
