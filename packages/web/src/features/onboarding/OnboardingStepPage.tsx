import { useParams } from 'react-router';
import { DeliveryStep } from './DeliveryStep';
import type { LaterStep, WizardKind } from './onboardingSteps';
import { RuntimeStep } from './RuntimeStep';
import { ServiceStep } from './ServiceStep';

const stepViews = { service: ServiceStep, runtime: RuntimeStep, delivery: DeliveryStep };

/** One later step of the wizard; the route says which kind and step (see projectRoutes). */
export function OnboardingStepPage({ kind, step }: { kind: WizardKind; step: LaterStep }) {
  const project = useParams().project_name ?? '';
  const View = stepViews[step];
  // keyed by project so a step opened for another project starts afresh
  return <View key={project} project={project} kind={kind} />;
}

/** The route component of one kind's step. */
export const onboardingStepPage = (kind: WizardKind, step: LaterStep) =>
  function OnboardingRoute() {
    return <OnboardingStepPage kind={kind} step={step} />;
  };
