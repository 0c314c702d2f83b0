import { type WorkflowBody, workflowBodySchema } from '@slipway/contracts';
import { onboardingEnvNames, onboardingWorkflowNames } from './onboardingSteps';

export type OnboardingWorkflow = { name: string; env: string; purpose: 'dev' | 'qa' | 'ops' };

/** Which environment each onboarding workflow deploys to (spec §9). */
export function onboardingWorkflowPlan(project: string): OnboardingWorkflow[] {
  const [dev = '', qa = ''] = onboardingEnvNames(project);
  const [devFlow = '', qaFlow = '', opsFlow = ''] = onboardingWorkflowNames(project);
  return [
    { name: devFlow, env: dev, purpose: 'dev' },
    { name: qaFlow, env: qa, purpose: 'qa' },
    { name: opsFlow, env: qa, purpose: 'ops' },
  ];
}

/** A service as the onboarding workflows need it: host services name the build that packages them. */
export type OnboardingService = { service_name: string; type: string; build_name?: string };

/** Host services are built, then their deploy scripts run with the package: they need a build. */
const builtOnHosts = (services: readonly OnboardingService[]) =>
  services.filter((service) => service.type === 'pm' && service.build_name);

function buildStage(services: readonly OnboardingService[]) {
  return {
    name: 'build',
    jobs: [
      {
        name: 'build',
        type: 'zadig-build',
        spec: {
          service_and_builds: services.map((service) => ({
            service_name: service.service_name,
            service_module: service.service_name,
            build_name: service.build_name,
          })),
        },
      },
    ],
  };
}

/**
 * One onboarding workflow as a custom workflow: the portal's product-workflow call
 * (`POST /api/aslan/workflow/workflow/{p}/auto`) has no product workflows behind it here. A K8s
 * project's workflow deploys its services with the images chosen when it runs; a host project's
 * builds each host service with its build and deploys that package over SSH.
 */
export function onboardingWorkflowBody(
  project: string,
  workflow: OnboardingWorkflow,
  services: readonly OnboardingService[],
): WorkflowBody {
  const onHosts = builtOnHosts(services);
  const deployed = onHosts.length > 0 ? onHosts : services.filter((service) => service.type !== 'pm');
  return workflowBodySchema.parse({
    name: workflow.name,
    display_name: workflow.name,
    project,
    description: `${workflow.purpose}: ${workflow.env}`,
    stages: [
      ...(onHosts.length > 0 ? [buildStage(onHosts)] : []),
      {
        name: 'deploy',
        jobs: [
          {
            name: 'deploy',
            type: 'zadig-deploy',
            spec: {
              env: workflow.env,
              ...(onHosts.length > 0 ? { source: 'fromjob', job_name: 'build' } : { source: 'runtime' }),
              service_and_images: deployed.map(({ service_name }) => ({ service_name })),
            },
          },
        ],
      },
    ],
  });
}
