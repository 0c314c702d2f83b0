import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { StepIndicator } from '../../../components/StepIndicator/StepIndicator';
import { ProjectDescriptions } from '../components/ProjectDescriptions';
import { projectQuery } from '../hooks/projectQueries';
import { useFinishOnboarding } from '../hooks/useFinishOnboarding';
import { projectPaths } from '../projectKinds';

/**
 * The onboarding wizard after its first step (spec §4 step indicator): the project is created,
 * what follows comes with the services and environments features, so those steps wait, disabled.
 */
export function ProjectWizardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useParams().project_name ?? '';
  const { data: project, isPending } = useQuery(projectQuery(name));
  const finish = useFinishOnboarding(name);

  const later = (key: string, title: string, content: string) => ({
    key,
    title,
    content,
    status: 'wait' as const,
    disabled: true,
  });
  const steps = [
    { key: 'info', title: t('projects.wizard.info') },
    later('services', t('projects.wizard.services'), t('projects.wizard.laterServices')),
    later('environments', t('projects.wizard.environments'), t('projects.wizard.laterEnvironments')),
    later('delivery', t('projects.wizard.delivery'), t('projects.wizard.laterDelivery')),
  ];

  return (
    <Card title={t('title.projectCreate')}>
      <Flex vertical gap={24}>
        <StepIndicator items={steps} active={1} />
        {isPending && <Spin />}
        {project && (
          <Result
            status="success"
            title={t('projects.wizard.created', { name: project.project_name || project.product_name })}
            extra={
              <Flex gap={8} justify="center">
                <Button
                  data-testid="project-wizard-open"
                  type="primary"
                  loading={finish.isPending}
                  onClick={() =>
                    finish.mutate(undefined, { onSuccess: () => navigate(projectPaths.detail(name)) })
                  }
                >
                  {t('projects.wizard.open')}
                </Button>
                <Button data-testid="project-wizard-next" disabled>
                  {t('projects.wizard.next')}
                </Button>
              </Flex>
            }
          >
            <ProjectDescriptions project={project} />
          </Result>
        )}
      </Flex>
    </Card>
  );
}
