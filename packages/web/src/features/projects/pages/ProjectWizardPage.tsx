import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { StepIndicator } from '../../../components/StepIndicator/StepIndicator';
import { type WizardKind, wizardStepPath } from '../../onboarding/onboardingSteps';
import { ProjectDescriptions } from '../components/ProjectDescriptions';
import { projectQuery } from '../hooks/projectQueries';
import { useFinishOnboarding } from '../hooks/useFinishOnboarding';
import { projectPaths } from '../projectKinds';

/** The kinds whose wizard goes on to services, environments and delivery (hosting projects stop here). */
const wizardKinds: readonly WizardKind[] = ['k8s', 'helm', 'pm'];

/**
 * The onboarding wizard after its first step (spec §4 step indicator): the project is created; it
 * may be opened now, or the wizard goes on to its services, environments and workflows.
 */
export function ProjectWizardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useParams().project_name ?? '';
  const { data: project, isPending } = useQuery(projectQuery(name));
  const finish = useFinishOnboarding(name);
  // the route names the kind: /v1/projects/create/{p}/{kind}/info
  const segment = useLocation().pathname.split('/').at(-2) as WizardKind;
  const kind = wizardKinds.includes(segment) ? segment : undefined;

  const later = (key: string, title: string) => ({ key, title, status: 'wait' as const });
  const steps = [
    { key: 'info', title: t('projects.wizard.info') },
    later('services', t('projects.wizard.services')),
    later('environments', t('projects.wizard.environments')),
    later('delivery', t('projects.wizard.delivery')),
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
                {kind && (
                  <Button
                    data-testid="project-wizard-next"
                    onClick={() => navigate(wizardStepPath(name, kind, 'service'))}
                  >
                    {t('projects.wizard.next')}
                  </Button>
                )}
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
