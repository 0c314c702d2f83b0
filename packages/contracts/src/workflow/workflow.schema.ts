import { z } from 'zod';
import { requiredText, SERIAL_ID_MAX } from '../common/fields.js';
import { jobSchema, jobShareStorageInfo } from './job.schema.js';
import {
  DEFAULT_APPROVAL_TIMEOUT_MINUTES,
  shareStorageSchema,
  workflowNameSchema,
  workflowParamSchema,
} from './job-fields.schema.js';
import { notifyCtlListSchema, notifyCtlSchema } from './notify.schema.js';
import { taskStatuses } from './statuses.js';

export * from './job.schema.js';
export * from './job-fields.schema.js';
export * from './jobs/freestyle.schema.js';

export const approveUserSchema = z.object({ user_id: z.string(), user_name: z.string().default('') });
export const approvalSchema = z
  .object({
    enabled: z.boolean().default(false),
    type: z.literal('native').default('native'),
    description: z.string().max(1024).default(''),
    native_approval: z
      .object({
        timeout: z
          .number()
          .int()
          .min(1)
          .max(7 * 24 * 60)
          .default(DEFAULT_APPROVAL_TIMEOUT_MINUTES),
        approve_users: z.array(approveUserSchema).max(100).default([]),
        needed_approvers: z.number().int().min(1).default(1),
      })
      .default({ timeout: DEFAULT_APPROVAL_TIMEOUT_MINUTES, approve_users: [], needed_approvers: 1 }),
  })
  .refine((a) => !a.enabled || a.native_approval.approve_users.length >= a.native_approval.needed_approvers, {
    error: 'validation.workflow.approversTooFew',
    path: ['native_approval', 'needed_approvers'],
  });
export type Approval = z.infer<typeof approvalSchema>;

export const stageSchema = z.object({
  name: requiredText(64, 'validation.workflow.stageNameRequired'),
  parallel: z.boolean().default(false),
  approval: approvalSchema.default({
    enabled: false,
    type: 'native',
    description: '',
    native_approval: { timeout: DEFAULT_APPROVAL_TIMEOUT_MINUTES, approve_users: [], needed_approvers: 1 },
  }),
  jobs: z.array(jobSchema).min(1, { error: 'validation.workflow.jobRequired' }).max(100),
});
export type Stage = z.infer<typeof stageSchema>;

export const workflowCategories = ['', 'release'] as const;
export const workflowCategorySchema = z.enum(workflowCategories);
export type WorkflowCategory = z.infer<typeof workflowCategorySchema>;

export const workflowBodySchema = z
  .object({
    name: workflowNameSchema,
    display_name: z.string().max(128).default(''),
    project: requiredText(64, 'validation.project.required'),
    description: z.string().max(1024).default(''),
    multi_run: z.boolean().default(false),
    /** `release` lists the workflow apart, as a release workflow; it runs like any other (none: '') */
    category: workflowCategorySchema.optional(),
    params: z.array(workflowParamSchema).max(100).default([]),
    stages: z.array(stageSchema).min(1, { error: 'validation.workflow.stageRequired' }).max(50),
    share_storages: z.array(shareStorageSchema).max(20).default([]),
    notify_ctls: notifyCtlListSchema,
  })
  .superRefine((w, ctx) => {
    const seen = new Set<string>();
    const storages = new Set<string>();
    for (const [i, storage] of w.share_storages.entries()) {
      if (storages.has(storage.name)) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.workflow.shareNameDuplicate',
          path: ['share_storages', i, 'name'],
        });
      }
      storages.add(storage.name);
    }
    for (const [s, stage] of w.stages.entries()) {
      for (const [j, job] of stage.jobs.entries()) {
        if (seen.has(job.name)) {
          ctx.addIssue({
            code: 'custom',
            message: 'validation.workflow.jobNameDuplicate',
            path: ['stages', s, 'jobs', j, 'name'],
          });
        }
        seen.add(job.name);
        for (const [k, used] of (jobShareStorageInfo(job)?.share_storages ?? []).entries()) {
          if (storages.has(used.name)) continue;
          ctx.addIssue({
            code: 'custom',
            message: 'validation.workflow.shareStorageUnknown',
            path: [
              'stages',
              s,
              'jobs',
              j,
              'spec',
              'properties',
              'share_storage_info',
              'share_storages',
              k,
              'name',
            ],
          });
        }
      }
    }
  });
export type WorkflowBody = z.infer<typeof workflowBodySchema>;

export const workflowSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  project: z.string(),
  description: z.string(),
  multi_run: z.boolean(),
  /** '' unless the workflow is a release workflow */
  category: workflowCategorySchema.optional(),
  params: z.array(workflowParamSchema),
  stages: z.array(stageSchema),
  /** definitions saved before share storages existed have none */
  share_storages: z.array(shareStorageSchema).default([]),
  /** kept as saved; tasks read them from their own definition */
  notify_ctls: z.array(notifyCtlSchema).optional(),
  created_by: z.string(),
  create_time: z.number().int(),
  updated_by: z.string(),
  update_time: z.number().int(),
});
export type Workflow = z.infer<typeof workflowSchema>;

export const statusSchema = z.enum(taskStatuses);

export const jobTaskSchema = z.object({
  name: z.string(),
  type: z.string(),
  status: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  error: z.string(),
  timeout: z.number().int(),
  spec: z.unknown(),
  outputs: z.record(z.string(), z.string()),
  /** the job runs outside the server (a Kubernetes Job): a restart of its server re-attaches it */
  resumable: z.boolean().optional(),
});
export type JobTask = z.infer<typeof jobTaskSchema>;

export const stageTaskSchema = z.object({
  name: z.string(),
  status: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  parallel: z.boolean(),
  approval: z.object({
    enabled: z.boolean(),
    description: z.string(),
    timeout: z.number().int(),
    needed_approvers: z.number().int(),
    approve_users: z.array(
      z.object({
        user_id: z.string(),
        user_name: z.string(),
        reject_or_approve: z.enum(['', 'approve', 'reject']),
        comment: z.string(),
        operation_time: z.number().int(),
      }),
    ),
  }),
  jobs: z.array(jobTaskSchema),
  error: z.string(),
});
export type StageTask = z.infer<typeof stageTaskSchema>;

export const workflowTaskSchema = z.object({
  task_id: z.number().int(),
  workflow_name: z.string(),
  workflow_display_name: z.string(),
  project_name: z.string(),
  params: z.array(workflowParamSchema),
  status: z.string(),
  task_creator: z.string(),
  task_revoker: z.string(),
  create_time: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  error: z.string(),
  is_restart: z.boolean(),
  multi_run: z.boolean(),
  stages: z.array(stageTaskSchema),
});
export type WorkflowTask = z.infer<typeof workflowTaskSchema>;

export const approveBodySchema = z.object({
  stage_name: requiredText(64),
  workflow_name: workflowNameSchema,
  task_id: z.number().int().positive().max(SERIAL_ID_MAX),
  approve: z.boolean(),
  comment: z.string().max(1024).default(''),
});
