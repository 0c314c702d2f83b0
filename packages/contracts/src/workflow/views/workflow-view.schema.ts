import { z } from 'zod';
import { requiredText } from '../../common/fields.js';

export const WORKFLOW_VIEW_NAME_MAX = 32;

/** The kinds of workflow a view may hold: custom (v4) workflows and product workflows. */
export const viewWorkflowTypes = ['common_workflow', 'workflow'] as const;

export const viewWorkflowSchema = z.object({
  workflow_name: requiredText(64),
  workflow_type: z.enum(viewWorkflowTypes).default('common_workflow'),
  enabled: z.boolean().default(true),
});
export type ViewWorkflow = z.infer<typeof viewWorkflowSchema>;

export const workflowViewNameSchema = z
  .string({ error: 'validation.view.nameRequired' })
  .trim()
  .min(1, { error: 'validation.view.nameRequired' })
  .max(WORKFLOW_VIEW_NAME_MAX, { error: 'validation.view.nameTooLong' });

/** POST and PUT /api/aslan/workflow/view: a named group of a project's workflows. */
export const workflowViewBodySchema = z.object({
  name: workflowViewNameSchema,
  project_name: requiredText(64, 'validation.project.required'),
  workflows: z.array(viewWorkflowSchema).max(500).default([]),
});
export type WorkflowViewBody = z.infer<typeof workflowViewBodySchema>;

/** A view as the preset answers it: every workflow of the project, `enabled` when it is in the view. */
export const workflowViewSchema = z.object({
  name: z.string(),
  project_name: z.string(),
  workflows: z.array(
    z.object({
      workflow_name: z.string(),
      workflow_type: z.string(),
      display_name: z.string(),
      enabled: z.boolean(),
    }),
  ),
  update_by: z.string(),
  update_time: z.number().int(),
});
export type WorkflowView = z.infer<typeof workflowViewSchema>;

export const viewProjectQuerySchema = z.object({
  projectName: requiredText(64, 'validation.project.required'),
});
export const viewPresetQuerySchema = viewProjectQuerySchema.extend({
  viewName: z.string().max(WORKFLOW_VIEW_NAME_MAX).default(''),
});
