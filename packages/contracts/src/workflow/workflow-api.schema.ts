import { z } from 'zod';
import { requiredText, SERIAL_ID_MAX } from '../common/fields.js';
import { workflowNameSchema } from './workflow.schema.js';

/**
 * A paging value of the workflow list: a whole number, or none. The portal writes a value it does
 * not have into the URL as the text "undefined"; that, an empty value and an absent one mean "all".
 */
const listPagingValue = (max: number) =>
  z
    .union([z.enum(['', 'undefined']).transform(() => undefined), z.coerce.number().int().min(1).max(max)])
    .optional();

export const workflowListQuerySchema = z.object({
  project: requiredText(64, 'validation.project.required'),
  page_num: listPagingValue(SERIAL_ID_MAX),
  page_size: listPagingValue(1000),
  /** only the workflows of this view (views of the project, see workflow views) */
  viewName: z.string().max(64).optional(),
  /** `release` lists only release workflows, `common` only the others; none lists all */
  category: z.enum(['release', 'common', '']).optional(),
});

/** One task as the list shows it (latest, latest passed, latest failed). */
export const recentTaskSchema = z.object({
  taskID: z.number().int(),
  status: z.string(),
  task_creator: z.string(),
  /** unix seconds */
  create_time: z.number().int(),
  /** product workflows: the workflow's name (the portal links the task with it) */
  pipelineName: z.string().optional(),
});
export type RecentTask = z.infer<typeof recentTaskSchema>;

/** A row of GET /api/aslan/workflow/v4, named as the portal's list page reads it; times in unix seconds. */
export const workflowListItemSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  projectName: z.string(),
  description: z.string(),
  create_time: z.number().int(),
  update_time: z.number().int(),
  updated_by: z.string(),
  multi_run: z.boolean(),
  /** `release` for release workflows (category `release`) */
  workflow_type: z.enum(['common_workflow', 'release', '']),
  /** the stage names, in order */
  enabledStages: z.array(z.string()),
  recentTask: recentTaskSchema.nullable(),
  recentSuccessfulTask: recentTaskSchema.nullable(),
  /** the latest task that failed, timed out or was rejected */
  recentFailedTask: recentTaskSchema.nullable(),
  /** mean seconds from start to end of the finished tasks; 0 when none */
  averageExecutionTime: z.number().min(0),
  /** passed / finished tasks, 0..1; 0 when none finished */
  successRate: z.number().min(0).max(1),
  never_run: z.boolean(),
  /** product workflows (`workflow_type` ""): the caller's favourite, and whether its timers are on */
  isFavorite: z.boolean().optional(),
  schedulerEnabled: z.boolean().optional(),
});
export type WorkflowListItem = z.infer<typeof workflowListItemSchema>;
export const workflowListSchema = z.object({
  workflow_list: z.array(workflowListItemSchema),
  total: z.number().int(),
});
export type WorkflowList = z.infer<typeof workflowListSchema>;

/** POST …/lint?check_duplicate=true also rejects a name already taken. */
export const workflowLintQuerySchema = z.object({ check_duplicate: z.stringbool().default(false) });

/** Read with GET …/name/:name and …/preset/:name; the portal sends the key whatever the answer holds. */
export const workflowReadQuerySchema = z.object({ encryptedKey: z.string().max(4096).optional() });

/**
 * A value the run dialog may change, a param's or one of a job's env variables, with the flag that
 * says whether it is a credential (what the stored definition says counts; the audit log reads it).
 */
const runValue = {
  value: z
    .string()
    .max(64 * 1024)
    .default(''),
  is_credential: z.boolean().optional(),
};
const runJobSchema = z.object({
  name: z.string().max(32),
  spec: z
    .object({
      properties: z
        .object({
          envs: z
            .array(z.object({ key: z.string().max(64), ...runValue }))
            .max(200)
            .default([]),
        })
        .default({ envs: [] }),
    })
    .default({ properties: { envs: [] } }),
});

/**
 * POST …/workflowtask: the workflow as the preset (or a clone) gave it, edited in the run dialog.
 * A run takes the values of its params and of its jobs' env variables from it; everything else
 * (steps, stages, approvals) is the stored definition's. A credential value sent back as the mask
 * keeps the stored value.
 */
export const runBodySchema = z.object({
  name: workflowNameSchema,
  /** the workflow's project: given, it has to be that one */
  project: z.string().max(64).default(''),
  params: z
    .array(z.object({ name: z.string().max(64), ...runValue }))
    .max(100)
    .default([]),
  stages: z
    .array(z.object({ jobs: z.array(runJobSchema).max(100).default([]) }))
    .max(50)
    .default([]),
});
export type RunBody = z.infer<typeof runBodySchema>;
export const runResponseSchema = z.object({
  project_name: z.string(),
  workflow_name: z.string(),
  task_id: z.number().int(),
});
export type RunResponse = z.infer<typeof runResponseSchema>;

/** Task history: `page_num` is the number of tasks to skip (the portal sends `(page - 1) * size`). */
export const taskListQuerySchema = z.object({
  workflow_name: workflowNameSchema,
  page_num: z.coerce.number().int().min(0).max(SERIAL_ID_MAX).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
  status: z.string().max(32).optional(),
  creator: z.string().max(64).optional(),
});
