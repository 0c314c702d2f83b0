import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { envDetailPath } from '../environments/environmentPaths';
import { OnboardingLayout } from './OnboardingLayout';
import { type GeneratedEnv, onboardingApi } from './onboarding.api';
import { stepStatus, type WizardKind, wizardStepPath } from './onboardingSteps';
import { useRecordOnboardingStep } from './useOnboardingStatus';

/** The portal asks once a second, about 60 times, before giving up (portal-shapes §2.5). */
const POLL_MS = 1000;
const MAX_POLLS = 60;

const allRunning = (envs: readonly GeneratedEnv[]) =>
  envs.length > 0 && envs.every((env) => env.status === 'Running');
const anyFailed = (envs: readonly GeneratedEnv[]) => envs.some((env) => env.err_message !== '');

/** Step 3: makes the -dev and -qa environments in one click and follows them until they run or fail. */
export function RuntimeStep({ project, kind }: { project: string; kind: WizardKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useRecordOnboardingStep(project, stepStatus.runtime);
  const queryKey = ['onboarding', project, 'environments'];
  const polls = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const query = useQuery({
    queryKey,
    queryFn: () => onboardingApi.generateEnvironments(project),
    retry: false,
    refetchInterval: (q) => {
      const envs = q.state.data ?? [];
      const settled = allRunning(envs) || anyFailed(envs) || q.state.status === 'error';
      return settled || q.state.dataUpdateCount >= MAX_POLLS ? false : POLL_MS;
    },
  });
  const envs = query.data ?? [];
  const running = allRunning(envs);
  const failed = anyFailed(envs) || query.isError;
  const gaveUp = !running && !failed && polls >= MAX_POLLS;

  const statusTag = (env: GeneratedEnv) => {
    const [color, text] = env.err_message
      ? ['error', t('onboarding.runtime.failed')]
      : env.status === 'Running'
        ? ['success', t('onboarding.runtime.running')]
        : ['processing', t('onboarding.runtime.creating')];
    return (
      <Tag color={color} data-testid={`onboarding-env-status-${env.env_name}`} data-status={env.status}>
        {text}
      </Tag>
    );
  };

  return (
    <OnboardingLayout
      step="runtime"
      actions={
        <>
          <Button
            data-testid="onboarding-back"
            onClick={() => navigate(wizardStepPath(project, kind, 'service'))}
          >
            {t('onboarding.back')}
          </Button>
          {(failed || gaveUp) && (
            <Button data-testid="onboarding-retry" onClick={() => void query.refetch()}>
              {t('onboarding.runtime.retry')}
            </Button>
          )}
          <Button
            data-testid="onboarding-next"
            type="primary"
            disabled={!running}
            onClick={() => navigate(wizardStepPath(project, kind, 'delivery'))}
          >
            {t('projects.wizard.next')}
          </Button>
        </>
      }
    >
      {query.isPending && <Spin data-testid="onboarding-envs-loading" />}
      {running && <Alert type="success" showIcon title={t('onboarding.runtime.done')} />}
      {failed && (
        <Alert
          data-testid="onboarding-envs-failed"
          type="error"
          showIcon
          title={t('onboarding.runtime.failedTitle')}
          description={query.error ? String(query.error.message) : undefined}
        />
      )}
      {gaveUp && <Alert type="warning" showIcon title={t('onboarding.runtime.slow')} />}
      {envs.length > 0 && (
        <Table<GeneratedEnv>
          data-testid="onboarding-envs"
          rowKey="env_name"
          pagination={false}
          dataSource={envs}
          columns={[
            {
              title: t('onboarding.runtime.env'),
              dataIndex: 'env_name',
              render: (name: string) => <Link to={envDetailPath(project, name)}>{name}</Link>,
            },
            { title: t('onboarding.runtime.status'), render: (_, env) => statusTag(env) },
            { title: t('onboarding.runtime.reason'), dataIndex: 'err_message' },
          ]}
        />
      )}
    </OnboardingLayout>
  );
}
