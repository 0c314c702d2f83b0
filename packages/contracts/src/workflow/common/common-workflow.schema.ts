import { z } from 'zod';
import { requiredText, SERIAL_ID_MAX } from '../../common/fields.js';
import { VARIABLE_KEY_PATTERN, workflowNameSchema } from '../job-fields.schema.js';

/**
 * Common workflows of the older v3 calls (portal shapes §9): parameters, and one build task
 * (`buildv3`) whose repositories are checked out before its script runs. Unknown fields the
 * portal's editor sends are kept, so it reads back what it saved.
 */
export const commonParamTypes = ['string', 'choice', 'external'] as const;

const text = (max: number) =>
  z.string({ error: 'validation.invalidType' }).max(max, { error: 'validation.tooLong' });
const variableKey = requiredText(64, 'validation.commonWorkflow.paramKeyRequired').regex(
  VARIABLE_KEY_PATTERN,
  {
    error: 'validation.variable.keyFormat',
  },
);

export const commonParamSchema = z
  .looseObject({
    key: variableKey,
    type: z.enum(commonParamTypes, { error: 'validation.commonWorkflow.paramType' }).default('string'),
    /** an `external` parameter's value is a map of the values its external system gives */
    value: z.union([text(65_536), z.record(z.string(), z.string())]).default(''),
    choice_option: z.array(text(256)).max(200).default([]),
    description: text(1024).default(''),
    is_credential: z.boolean({ error: 'validation.invalidType' }).default(false),
    external_setting: z.looseObject({}).optional(),
  })
  .refine((param) => param.type !== 'choice' || param.choice_option.length > 0, {
    error: 'validation.commonWorkflow.choiceRequired',
    path: ['choice_option'],
  });
export type CommonParam = z.infer<typeof commonParamSchema>;

/** A repository of the build; the branch may be left for the run to give. */
export const commonRepoSchema = z.looseObject({
  codehost_id: z
    .number({ error: 'validation.repo.platformRequired' })
    .int({ error: 'validation.repo.platformRequired' })
    .min(1, { error: 'validation.repo.platformRequired' })
    .max(SERIAL_ID_MAX, { error: 'validation.repo.platformRequired' }),
  repo_owner: requiredText(256, 'validation.repo.ownerRequired'),
  repo_name: requiredText(256, 'validation.repo.nameRequired'),
  repo_namespace: text(512).default(''),
  branch: text(256).default(''),
  source: text(32).default(''),
});
export type CommonRepo = z.infer<typeof commonRepoSchema>;

const buildStepSchema = z.looseObject({
  build_type: text(32).default('shell'),
  scripts: text(65_536).default(''),
});

const buildEnvSchema = z.looseObject({
  key: variableKey,
  value: text(65_536).default(''),
  is_credential: z.boolean({ error: 'validation.invalidType' }).default(false),
});

export const buildV3JobCtxSchema = z.looseObject({
  builds: z.array(commonRepoSchema).max(20).default([]),
  build_steps: z.array(buildStepSchema).max(50).default([]),
  envs: z.array(buildEnvSchema).max(200).default([]),
  /** the portal sends the inverse of its "keep the workspace" switch */
  clean_workspace: z.boolean({ error: 'validation.invalidType' }).default(false),
  installs: z
    .array(z.looseObject({ name: text(128), version: text(64).default('') }))
    .max(50)
    .default([]),
});
export type BuildV3JobCtx = z.infer<typeof buildV3JobCtxSchema>;

export const buildV3SubTaskSchema = z.looseObject({
  type: z.literal('buildv3'),
  enabled: z.boolean({ error: 'validation.invalidType' }).default(true),
  job_ctx: buildV3JobCtxSchema.default({
    builds: [],
    build_steps: [],
    envs: [],
    clean_workspace: false,
    installs: [],
  }),
});

/** Kept as saved: the triggers of this older kind are not run (webhooks and timers live elsewhere). */
export const triggerSubTaskSchema = z.looseObject({
  type: z.literal('trigger'),
  enabled: z.boolean({ error: 'validation.invalidType' }).default(false),
});

export const commonSubTaskSchema = z.discriminatedUnion(
  'type',
  [buildV3SubTaskSchema, triggerSubTaskSchema],
  {
    error: 'validation.commonWorkflow.subTaskType',
  },
);
export type CommonSubTask = z.infer<typeof commonSubTaskSchema>;

/** The script of a build: its shell steps in order. */
export const buildV3Script = (ctx: BuildV3JobCtx) =>
  ctx.build_steps
    .filter((step) => step.build_type === 'shell' || step.build_type === '')
    .map((step) => step.scripts)
    .join('\n');

export const commonWorkflowBodySchema = z
  .looseObject({
    name: workflowNameSchema,
    project_name: requiredText(64, 'validation.project.required'),
    description: text(1024).default(''),
    parameters: z.array(commonParamSchema).max(100).default([]),
    sub_tasks: z.array(commonSubTaskSchema).max(10).default([]),
  })
  .superRefine((body, ctx) => {
    const keys = new Set<string>();
    for (const [i, param] of body.parameters.entries()) {
      if (keys.has(param.key))
        ctx.addIssue({
          code: 'custom',
          message: 'validation.commonWorkflow.paramKeyDuplicate',
          path: ['parameters', i, 'key'],
        });
      keys.add(param.key);
    }
    const builds = body.sub_tasks.filter((task) => task.type === 'buildv3');
    if (builds.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.commonWorkflow.buildRequired',
        path: ['sub_tasks'],
      });
      return;
    }
    const build = builds[0] as z.infer<typeof buildV3SubTaskSchema>;
    if (!buildV3Script(build.job_ctx).trim())
      ctx.addIssue({
        code: 'custom',
        message: 'validation.commonWorkflow.scriptRequired',
        path: ['sub_tasks', body.sub_tasks.indexOf(build), 'job_ctx', 'build_steps'],
      });
  });
export type CommonWorkflowBody = z.infer<typeof commonWorkflowBodySchema>;

/** The build task of a saved body (the body's rules guarantee there is one). */
export const buildV3Of = (body: CommonWorkflowBody) =>
  body.sub_tasks.find((task) => task.type === 'buildv3') as z.infer<typeof buildV3SubTaskSchema>;

export const commonWorkflowQuerySchema = z.looseObject({
  projectName: requiredText(64, 'validation.project.required'),
});

export const commonWorkflowListQuerySchema = z.looseObject({
  projectName: text(64).optional(),
  project_name: text(64).optional(),
  page_num: z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(999).default(999),
});

/** What the run dialog posts: the branch or pull request of each repository, and the parameters. */
export const commonRunSchema = z.looseObject({
  id: text(64).default(''),
  name: workflowNameSchema,
  project_name: requiredText(64, 'validation.project.required'),
  builds: z
    .array(
      z.looseObject({
        repo_name: requiredText(256, 'validation.repo.nameRequired'),
        repo_owner: text(256).default(''),
        branch: text(256).default(''),
        pr: z.number({ error: 'validation.invalidType' }).int().min(0).max(SERIAL_ID_MAX).default(0),
      }),
    )
    .max(20)
    .default([]),
  build_args: z
    .array(
      z.looseObject({
        key: requiredText(64, 'validation.commonWorkflow.paramKeyRequired'),
        value: text(65_536).default(''),
        is_credential: z.boolean({ error: 'validation.invalidType' }).default(false),
      }),
    )
    .max(200)
    .default([]),
});
export type CommonRun = z.infer<typeof commonRunSchema>;
