import { deployTypeOf, type ProjectTemplate } from '@slipway/contracts';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserLabels } from '../../rbac/hooks/useUsers';
import { ProjectTags } from './ProjectTags';

type Item = NonNullable<DescriptionsProps['items']>[number];

/** What a project is: identifier, name, kind and access, administrators, description (and `more`). */
export function ProjectDescriptions({ project, more = [] }: { project: ProjectTemplate; more?: Item[] }) {
  const { t } = useTranslation();
  const labels = useUserLabels(project.admins);
  return (
    <Descriptions
      data-testid="project-descriptions"
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'name',
          label: t('projects.identifier'),
          children: <span data-testid="project-info-name">{project.product_name}</span>,
        },
        { key: 'alias', label: t('projects.alias'), children: project.project_name },
        {
          key: 'tags',
          label: t('projects.kindAndAccess'),
          children: (
            <ProjectTags
              name={project.product_name}
              deployType={deployTypeOf(project.product_feature)}
              isPublic={project.public}
            />
          ),
        },
        {
          key: 'administrators',
          label: t('projects.administrators'),
          children: <span data-testid="project-info-admins">{labels(project.admins).join(', ') || '-'}</span>,
        },
        ...more,
        {
          key: 'description',
          label: t('projects.description'),
          span: 2,
          children: project.desc || '-',
        },
      ]}
    />
  );
}
