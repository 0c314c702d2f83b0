import type { ProjectSummary } from '@slipway/contracts';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../formatTime';
import { projectEntryPath } from '../projectSearch';
import { ProjectTags } from './ProjectTags';

export function ProjectCards({ projects }: { projects: readonly ProjectSummary[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      {projects.map((project) => (
        <Col key={project.name} xs={24} md={12} xl={8}>
          <Card
            data-testid={`project-${project.name}`}
            title={<Link to={projectEntryPath(project)}>{project.alias || project.name}</Link>}
            extra={
              <ProjectTags name={project.name} deployType={project.deployType} isPublic={project.public} />
            }
          >
            <Typography.Text type="secondary" code>
              {project.name}
            </Typography.Text>
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginTop: 8, minHeight: 44 }}>
              {project.desc || t('projects.noDescription')}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {t('projects.updatedAt')}: {formatTime(project.updatedAt)} {project.updatedBy}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
