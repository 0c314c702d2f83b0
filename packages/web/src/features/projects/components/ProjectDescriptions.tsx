import type { Project } from '@slipway/contracts';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProjectTags } from './ProjectTags';

type Item = NonNullable<DescriptionsProps['items']>[number];

/** What a project is: identifier, name, kind and access, administrators, description (and `more`). */
export function ProjectDescriptions({ project, more = [] }: { project: Project; more?: Item[] }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      data-testid="project-descriptions"
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'name',
          label: t('projects.identifier'),
          children: <span data-testid="project-info-name">{project.name}</span>,
        },
        { key: 'alias', label: t('projects.alias'), children: project.alias },
        { key: 'tags', label: t('projects.kindAndAccess'), children: <ProjectTags project={project} /> },
        {
          key: 'administrators',
          label: t('projects.administrators'),
          children: project.administrator_names.join(', ') || '-',
        },
        ...more,
        {
          key: 'description',
          label: t('projects.description'),
          span: 2,
          children: project.description || '-',
        },
      ]}
    />
  );
}
