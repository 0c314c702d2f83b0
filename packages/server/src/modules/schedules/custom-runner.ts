import { type RunBody, runBodySchema } from '@slipway/contracts';
import type { TasksService } from '../workflow-tasks/tasks.service.js';
import type { ScheduleRunner } from './schedule-runners.js';

/** Who the runs a schedule starts are shown as started by. */
export const SCHEDULE_CREATOR = 'timer';

/**
 * The run body of a custom workflow from an item's `workflow_args`: the run dialog's workflow
 * (`params`, `stages`) as the editor saved it, or a plain map of param names to values.
 */
export function runBodyOf(
  workflowName: string,
  project: string,
  args: Record<string, unknown> | null | undefined,
): RunBody {
  const given = args ?? {};
  const params = Array.isArray(given.params)
    ? given.params
    : Object.entries(given)
        .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
        .map(([name, value]) => ({ name, value: String(value) }));
  // each part on its own: stages the run cannot read leave the params given
  const parsedParams = runBodySchema.shape.params.safeParse(params);
  const parsedStages = runBodySchema.shape.stages.safeParse(Array.isArray(given.stages) ? given.stages : []);
  return {
    name: workflowName,
    project,
    params: parsedParams.success ? parsedParams.data : [],
    stages: parsedStages.success ? parsedStages.data : [],
  };
}

/** Runs custom workflows through the same service as the run dialog. */
export const customWorkflowRunner =
  (tasks: TasksService): ScheduleRunner =>
  async ({ project, owner, item }) => {
    const answer = await tasks.run(runBodyOf(owner, project, item.workflow_args), SCHEDULE_CREATOR);
    return { workflowName: answer.workflow_name, taskId: answer.task_id };
  };
