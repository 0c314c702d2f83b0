import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ServicesPage } from '../services/ServicesPage';
import { useServiceList } from '../services/useServices';
import { OnboardingLayout } from './OnboardingLayout';
import { stepStatus, type WizardKind, wizardStepPath } from './onboardingSteps';
import { useRecordOnboardingStep } from './useOnboardingStatus';

/** Step 2: the project's service management; the next step opens once a service exists. */
export function ServiceStep({ project, kind }: { project: string; kind: WizardKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useRecordOnboardingStep(project, stepStatus.service);
  // the same list the services view shows and refreshes after each save
  const { data: services = [] } = useServiceList();
  const ready = services.length > 0;
  return (
    <OnboardingLayout
      step="service"
      actions={
        <>
          <Button
            data-testid="onboarding-back"
            onClick={() => navigate(wizardStepPath(project, kind, 'info'))}
          >
            {t('onboarding.back')}
          </Button>
          <Button
            data-testid="onboarding-next"
            type="primary"
            disabled={!ready}
            onClick={() => navigate(wizardStepPath(project, kind, 'runtime'))}
          >
            {t('projects.wizard.next')}
          </Button>
        </>
      }
    >
      <Alert
        type={ready ? 'success' : 'info'}
        showIcon
        title={
          ready ? t('onboarding.service.count', { total: services.length }) : t('onboarding.service.hint')
        }
      />
      <ServicesPage />
    </OnboardingLayout>
  );
}
