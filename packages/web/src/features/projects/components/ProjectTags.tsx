import type { Project } from '@slipway/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectKinds } from '../projectKinds';

/** The kind and the access of a project, as tags. */
export function ProjectTags({ project }: { project: Pick<Project, 'name' | 'type' | 'access'> }) {
  const { t } = useTranslation();
  const kind = projectKinds[project.type];
  return (
    <span>
      <Tag color={kind?.color} data-testid={`project-kind-tag-${project.name}`}>
        {kind ? t(kind.label) : project.type}
      </Tag>
      <Tag
        color={project.access === 'public' ? 'green' : 'default'}
        data-testid={`project-access-tag-${project.name}`}
      >
        {t(project.access === 'public' ? 'projects.access.public' : 'projects.access.private')}
      </Tag>
    </span>
  );
}
