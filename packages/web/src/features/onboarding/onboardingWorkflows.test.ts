import { describe, expect, it } from 'vitest';
import { onboardingWorkflowBody, onboardingWorkflowPlan } from './onboardingWorkflows';

const [devFlow] = onboardingWorkflowPlan('shop');

describe('onboarding workflows', () => {
  it('a K8s project’s workflow deploys its services with images chosen at run time', () => {
    const body = onboardingWorkflowBody('shop', devFlow!, [{ service_name: 'web', type: 'k8s' }]);
    expect(body.stages.map((stage) => stage.name)).toEqual(['deploy']);
    expect(body.stages[0]!.jobs[0]).toMatchObject({
      type: 'zadig-deploy',
      spec: { env: 'shop-dev', source: 'runtime', service_and_images: [{ service_name: 'web' }] },
    });
  });

  it('a host project’s workflow builds each host service with its build, then deploys that package', () => {
    const body = onboardingWorkflowBody('shop', devFlow!, [
      { service_name: 'api', type: 'pm', build_name: 'api-build' },
      { service_name: 'docs', type: 'pm', build_name: '' },
    ]);
    expect(body.stages.map((stage) => stage.name)).toEqual(['build', 'deploy']);
    expect(body.stages[0]!.jobs[0]).toMatchObject({
      type: 'zadig-build',
      spec: {
        service_and_builds: [{ service_name: 'api', service_module: 'api', build_name: 'api-build' }],
      },
    });
    expect(body.stages[1]!.jobs[0]).toMatchObject({
      type: 'zadig-deploy',
      spec: {
        env: 'shop-dev',
        source: 'fromjob',
        job_name: 'build',
        service_and_images: [{ service_name: 'api' }],
      },
    });
  });
});
