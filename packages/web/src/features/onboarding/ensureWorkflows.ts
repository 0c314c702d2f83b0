import { workflowsApi } from '../workflows/workflows.api';
import { onboardingApi } from './onboarding.api';
import { onboardingWorkflowBody, onboardingWorkflowPlan } from './onboardingWorkflows';

/** Creates the onboarding workflows the project lacks, so opening the step again adds none twice. */
export async function ensureOnboardingWorkflows(project: string, signal?: AbortSignal) {
  const [services, existing] = await Promise.all([
    onboardingApi.services(project, signal),
    workflowsApi.list(project, signal),
  ]);
  const present = new Set((existing.workflow_list ?? []).map((workflow) => workflow.name));
  const plan = onboardingWorkflowPlan(project);
  for (const workflow of plan) {
    if (!present.has(workflow.name))
      await workflowsApi.create(onboardingWorkflowBody(project, workflow, services));
  }
  return plan;
}
