import type { ProjectDeployType } from '@slipway/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectKinds } from '../projectKinds';

/** The kind and the access of a project, as tags. */
export function ProjectTags({
  name,
  deployType,
  isPublic,
}: {
  name: string;
  deployType: ProjectDeployType;
  isPublic: boolean;
}) {
  const { t } = useTranslation();
  const kind = projectKinds[deployType];
  return (
    <span>
      <Tag color={kind?.color} data-testid={`project-kind-tag-${name}`}>
        {kind ? t(kind.label) : deployType}
      </Tag>
      <Tag color={isPublic ? 'green' : 'default'} data-testid={`project-access-tag-${name}`}>
        {t(isPublic ? 'projects.access.public' : 'projects.access.private')}
      </Tag>
    </span>
  );
}
