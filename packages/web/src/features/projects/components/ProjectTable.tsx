import type { Project } from '@slipway/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../formatTime';
import { projectEntryPath } from '../projectSearch';
import { testIdProps } from '../testId';
import { ProjectTags } from './ProjectTags';

export function ProjectTable({ projects }: { projects: readonly Project[] }) {
  const { t } = useTranslation();
  return (
    <Table<Project>
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
          render: (_, project) => <ProjectTags project={project} />,
        },
        {
          key: 'administrators',
          title: t('projects.administrators'),
          render: (_, project) => project.administrator_names.join(', ') || '-',
        },
        {
          key: 'updatedAt',
          title: t('projects.updatedAt'),
          render: (_, project) => formatTime(project.updatedAt),
        },
      ]}
    />
  );
}
