import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { projectPaths } from '../projects/projectKinds';
import { workflowPaths } from '../workflows/workflowPaths';
import { ensureOnboardingWorkflows } from './ensureWorkflows';
import { OnboardingLayout } from './OnboardingLayout';
import { stepStatus, type WizardKind, wizardStepPath } from './onboardingSteps';
import { useOnboardingStatusMutation, useRecordOnboardingStep } from './useOnboardingStatus';

/** Step 4: the three workflows of spec §9, listed with links; finishing leaves the wizard for the project. */
export function DeliveryStep({ project, kind }: { project: string; kind: WizardKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useRecordOnboardingStep(project, stepStatus.delivery);
  const finish = useOnboardingStatusMutation(project);
  const workflows = useQuery({
    queryKey: ['onboarding', project, 'workflows'],
    queryFn: ({ signal }) => ensureOnboardingWorkflows(project, signal),
    retry: false,
  });

  return (
    <OnboardingLayout
      step="delivery"
      actions={
        <>
          <Button
            data-testid="onboarding-back"
            onClick={() => navigate(wizardStepPath(project, kind, 'runtime'))}
          >
            {t('onboarding.back')}
          </Button>
          {workflows.isError && (
            <Button data-testid="onboarding-retry" onClick={() => void workflows.refetch()}>
              {t('onboarding.runtime.retry')}
            </Button>
          )}
          <Button
            data-testid="onboarding-finish"
            type="primary"
            disabled={!workflows.isSuccess}
            loading={finish.isPending}
            onClick={() => finish.mutate(0, { onSuccess: () => navigate(projectPaths.detail(project)) })}
          >
            {t('onboarding.delivery.finish')}
          </Button>
        </>
      }
    >
      {workflows.isPending && <Spin data-testid="onboarding-workflows-loading" />}
      {workflows.isError && (
        <Alert
          data-testid="onboarding-workflows-failed"
          type="error"
          showIcon
          title={t('onboarding.delivery.failed')}
          description={workflows.error.message}
        />
      )}
      {workflows.isSuccess && (
        <>
          <Alert type="success" showIcon title={t('onboarding.delivery.done')} />
          <Table
            data-testid="onboarding-workflows"
            rowKey="name"
            pagination={false}
            dataSource={workflows.data}
            columns={[
              {
                title: t('onboarding.delivery.workflow'),
                dataIndex: 'name',
                render: (name: string) => <Link to={workflowPaths.history(project, name)}>{name}</Link>,
              },
              {
                title: t('onboarding.delivery.purpose'),
                render: (_, workflow) =>
                  t(`onboarding.delivery.purpose.${workflow.purpose}`, { env: workflow.env }),
              },
            ]}
          />
        </>
      )}
    </OnboardingLayout>
  );
}
