import { type WorkflowViewBody, workflowViewNameSchema } from '@slipway/contracts';
import type { FormRule } from 'antd';
import { z } from 'zod';
import { zodRule } from '../../components/form/zodRule';

export interface ViewFormValues {
  name: string;
  /** names of the workflows ticked in the checklist */
  workflows: string[];
}

/** The view name: required, at most 32 characters (the contracts' rule). */
export const viewNameRules: FormRule[] = [zodRule(workflowViewNameSchema)];

/** At least one workflow is ticked. */
export const viewWorkflowsRule: FormRule = zodRule(
  z.array(z.string()).min(1, { error: 'validation.view.workflowsRequired' }),
);

/** The body the dialog posts: every ticked workflow, enabled, with its type as the preset gives it. */
export function viewBody(
  project: string,
  values: ViewFormValues,
  known: readonly { workflow_name: string; workflow_type: string }[] = [],
): WorkflowViewBody {
  // names are unique across custom and product workflows, so a name tells the type
  const types = new Map(known.map((w) => [w.workflow_name, w.workflow_type]));
  return {
    name: values.name.trim(),
    project_name: project,
    workflows: values.workflows.map((workflow_name) => ({
      workflow_name,
      workflow_type: types.get(workflow_name) === 'workflow' ? 'workflow' : 'common_workflow',
      enabled: true,
    })),
  };
}
