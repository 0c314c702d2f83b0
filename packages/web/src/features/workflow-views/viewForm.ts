import { type WorkflowViewBody, workflowViewNameSchema } from '@slipway/contracts';
import type { FormRule } from 'antd';
import { z } from 'zod';
import { zodRule } from '../../components/form/zodRule';

export interface ViewFormValues {
  name: string;
  /** names of the custom workflows ticked in the checklist */
  workflows: string[];
}

/** The view name: required, at most 32 characters (the contracts' rule). */
export const viewNameRules: FormRule[] = [zodRule(workflowViewNameSchema)];

/** At least one workflow is ticked. */
export const viewWorkflowsRule: FormRule = zodRule(
  z.array(z.string()).min(1, { error: 'validation.view.workflowsRequired' }),
);

/** The body the dialog posts: every ticked workflow as an enabled custom workflow. */
export function viewBody(project: string, values: ViewFormValues): WorkflowViewBody {
  return {
    name: values.name.trim(),
    project_name: project,
    workflows: values.workflows.map((workflow_name) => ({
      workflow_name,
      workflow_type: 'common_workflow',
      enabled: true,
    })),
  };
}
