import { z } from 'zod';
import { requiredText } from '../common/fields.js';
import { envVarSchema, VARIABLE_KEY_PATTERN } from '../workflow/job-fields.schema.js';
import {
  CUSTOM_CPU_MAX,
  CUSTOM_MEMORY_MAX,
  DEFAULT_CUSTOM_RESOURCES,
  parseGpuLimit,
  resourceRequestKinds,
} from './build-resources.js';
import { codeRepoSchema } from './code-repo.schema.js';

/** Build names: lowercase letters, digits and hyphen (spec §5). */
export const BUILD_NAME_PATTERN = /^[a-z0-9-]+$/;
export const DEFAULT_BUILD_TIMEOUT_MINUTES = 60;
export const MAX_BUILD_TIMEOUT_MINUTES = 7 * 24 * 60;
export const DEFAULT_BUILD_SCRIPT = '#!/bin/bash\nset -e';
/** The Jenkins parameter a Jenkins build hands the image name through. */
export const JENKINS_IMAGE_PARAM = 'IMAGE';
export const buildSources = ['zadig', 'jenkins'] as const;
export type BuildSource = (typeof buildSources)[number];

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const script = z.string({ error: 'validation.invalidType' }).max(256 * 1024, { error: 'validation.tooLong' });
/** Jenkins parameter defaults may be booleans or numbers; they travel as text. */
const paramValue = z
  .union([z.string(), z.number(), z.boolean()], { error: 'validation.invalidType' })
  .transform(String)
  .pipe(z.string().max(64 * 1024, { error: 'validation.tooLong' }));

export const buildNameSchema = z
  .string({ error: 'validation.build.required' })
  .trim()
  .min(1, { error: 'validation.build.required' })
  .max(128, { error: 'validation.tooLong' })
  // an empty name is reported once, by the rule above
  .refine((name) => !name || BUILD_NAME_PATTERN.test(name), { error: 'validation.build.nameFormat' });

/** One service module a build produces; `key` is `service_name/service_module`, as the portal keys it. */
export const buildTargetSchema = z
  .object({
    service_name: requiredText(128, 'validation.build.targetRequired'),
    service_module: requiredText(128, 'validation.build.targetRequired'),
    key: z.string().optional(),
  })
  .transform((t) => ({ ...t, key: `${t.service_name}/${t.service_module}` }));
export type BuildTarget = z.infer<typeof buildTargetSchema>;

/** Build variables: the workflow variable rules (key pattern, no secret choices). */
export const buildEnvSchema = envVarSchema;
export type BuildEnv = z.infer<typeof buildEnvSchema>;

export const buildInstallSchema = z.object({
  name: requiredText(64),
  version: text(64).default(''),
  id: text(160).optional(),
});

export const resourceSpecSchema = z.object({
  cpu_limit: z
    .number({ error: 'validation.build.cpu' })
    .int({ error: 'validation.build.cpu' })
    .min(1, { error: 'validation.build.cpu' })
    .max(CUSTOM_CPU_MAX, { error: 'validation.build.cpu' }),
  memory_limit: z
    .number({ error: 'validation.build.memory' })
    .int({ error: 'validation.build.memory' })
    .min(1, { error: 'validation.build.memory' })
    .max(CUSTOM_MEMORY_MAX, { error: 'validation.build.memory' }),
  gpu_limit: text(128)
    .refine((limit) => limit === '' || parseGpuLimit(limit) !== undefined, { error: 'validation.build.gpu' })
    .optional(),
});

const preBuildObject = z.object({
  res_req: z.enum(resourceRequestKinds, { error: 'validation.build.resReq' }).default('low'),
  res_req_spec: resourceSpecSchema.default(DEFAULT_CUSTOM_RESOURCES),
  /** the build image (the basic image's value, e.g. 'focal') */
  build_os: text(256).default(''),
  image_id: text(128).default(''),
  image_from: text(64).default(''),
  installs: z.array(buildInstallSchema).max(50).default([]),
  envs: z.array(buildEnvSchema).max(200).default([]),
  enable_proxy: z.boolean({ error: 'validation.invalidType' }).default(false),
  enable_gocov: z.boolean({ error: 'validation.invalidType' }).default(false),
  parameters: z.array(z.unknown()).max(200).default([]),
  cluster_id: text(64).default(''),
});
export const preBuildSchema = preBuildObject.default(preBuildObject.parse({}));
export type PreBuild = z.infer<typeof preBuildSchema>;

export const dockerBuildSchema = z.object({
  work_dir: text(512).default(''),
  docker_file: text(512).default(''),
  build_args: text(4096).default(''),
  source: z.enum(['local', 'template'], { error: 'validation.invalidType' }).default('local'),
  template_id: text(64).default(''),
});
export const uploadDetailSchema = z.object({
  file_path: text(1024).default(''),
  dest_path: text(1024).default(''),
});
export const objectStorageUploadSchema = z.object({
  enabled: z.boolean({ error: 'validation.invalidType' }).default(true),
  object_storage_id: text(64).default(''),
  upload_detail: z.array(uploadDetailSchema).max(100).default([]),
});
/** Steps after the script; a part that is present is switched on. */
export const postBuildSchema = z.object({
  docker_build: dockerBuildSchema.optional(),
  file_archive: z.object({ file_location: text(1024).default('') }).optional(),
  object_storage_upload: objectStorageUploadSchema.optional(),
  scripts: script.optional(),
});
export type PostBuild = z.infer<typeof postBuildSchema>;

export const jenkinsBuildParamSchema = z.object({
  name: requiredText(128),
  value: paramValue.default(''),
  key: text(128).optional(),
  auto_generate: z.boolean({ error: 'validation.invalidType' }).default(false),
  type: text(32).optional(),
  choice_option: z.array(z.string().max(256)).max(100).optional(),
  is_credential: z.boolean({ error: 'validation.invalidType' }).optional(),
});
export type JenkinsBuildParam = z.infer<typeof jenkinsBuildParamSchema>;
export const jenkinsBuildSchema = z.object({
  jenkins_id: z
    .union([z.string(), z.number()], { error: 'validation.build.jenkinsRequired' })
    .transform(String)
    .pipe(text(64)),
  job_name: text(512).default(''),
  jenkins_build_params: z.array(jenkinsBuildParamSchema).max(200).default([]),
  envs: z.array(jenkinsBuildParamSchema).max(200).optional(),
});
export type JenkinsBuild = z.infer<typeof jenkinsBuildSchema>;

/** Per-service repositories and variables of a build made from a build template. */
export const targetRepoSchema = z.object({
  service: buildTargetSchema,
  repos: z.array(codeRepoSchema).max(20).default([]),
  envs: z.array(buildEnvSchema).max(200).default([]),
});

export const buildOutputSchema = z.object({
  name: requiredText(64, 'validation.variable.keyRequired').regex(VARIABLE_KEY_PATTERN, {
    error: 'validation.variable.keyFormat',
  }),
  description: text(256).default(''),
});

/** The fields a build and a build template share (portal-shapes §2). */
export const buildFieldsObject = z.object({
  name: buildNameSchema,
  desc: text(1024).default(''),
  source: z.enum(buildSources, { error: 'validation.invalidType' }).default('zadig'),
  template_id: text(64).default(''),
  /** minutes; the portal reads 0 as the default */
  timeout: z
    .number({ error: 'validation.build.timeout' })
    .int({ error: 'validation.build.timeout' })
    .min(0, { error: 'validation.build.timeout' })
    .max(MAX_BUILD_TIMEOUT_MINUTES, { error: 'validation.build.timeout' })
    .default(DEFAULT_BUILD_TIMEOUT_MINUTES)
    .transform((minutes) => minutes || DEFAULT_BUILD_TIMEOUT_MINUTES),
  targets: z.array(buildTargetSchema).max(200).default([]),
  repos: z.array(codeRepoSchema).max(20).default([]),
  target_repos: z.array(targetRepoSchema).max(200).default([]),
  cache_enable: z.boolean({ error: 'validation.invalidType' }).default(true),
  cache_dir_type: z
    .enum(['workspace', 'user_defined'], { error: 'validation.invalidType' })
    .default('workspace'),
  cache_user_dir: text(1024).default(''),
  advanced_setting_modified: z.boolean({ error: 'validation.invalidType' }).default(false),
  pre_build: preBuildSchema,
  scripts: script.default(DEFAULT_BUILD_SCRIPT),
  post_build: postBuildSchema.default({}),
  jenkins_build: jenkinsBuildSchema.optional(),
  outputs: z.array(buildOutputSchema).max(50).default([]),
  /** host (VM) projects: deploy script and host ids */
  pm_deploy_scripts: script.default(''),
  sshs: z
    .array(text(64))
    .max(200)
    .nullable()
    .default([])
    .transform((ids) => ids ?? []),
});

type BuildFields = z.infer<typeof buildFieldsObject>;
type Issue = { message: string; path: (string | number)[] };

/** The cross-field rules of spec §5, shared by builds and build templates. */
export function buildRuleIssues(build: BuildFields, requireTargets: boolean): Issue[] {
  const issues: Issue[] = [];
  if (build.source === 'jenkins') {
    const jenkins = build.jenkins_build;
    if (!jenkins?.jenkins_id || !jenkins.job_name)
      issues.push({ message: 'validation.build.jenkinsRequired', path: ['jenkins_build'] });
    else if (!jenkins.jenkins_build_params.some((p) => p.name === JENKINS_IMAGE_PARAM))
      issues.push({
        message: 'validation.build.jenkinsImage',
        path: ['jenkins_build', 'jenkins_build_params'],
      });
  } else {
    const hasTargets = build.targets.length > 0 || build.target_repos.length > 0;
    // a build made from a template takes its image from the template
    const hasImage = Boolean(build.template_id || build.pre_build.image_id || build.pre_build.build_os);
    if ((requireTargets && !hasTargets) || !hasImage)
      issues.push({
        message: 'validation.build.required',
        path: hasTargets ? ['pre_build', 'image_id'] : ['targets'],
      });
  }
  const keys = build.targets.map((t) => t.key);
  if (new Set(keys).size !== keys.length)
    issues.push({ message: 'validation.build.targetDuplicate', path: ['targets'] });
  const upload = build.post_build.object_storage_upload;
  if (upload?.enabled && !upload.upload_detail.some((d) => d.file_path))
    issues.push({
      message: 'validation.build.uploadRequired',
      path: ['post_build', 'object_storage_upload'],
    });
  return issues;
}

/** What the create and edit forms send (both the same shape). */
export const buildBodySchema = buildFieldsObject
  .extend({ product_name: text(64).default('') })
  .superRefine((build, ctx) => {
    for (const issue of buildRuleIssues(build, true)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type BuildBody = z.infer<typeof buildBodySchema>;
export type BuildBodyInput = z.input<typeof buildBodySchema>;

/** A stored build as the detail call answers it. */
export type Build = BuildBody & { id: string; update_time: number; update_by: string };

/** One row of the build list (portal-shapes §2: `productName` is camelCase). */
export interface BuildSummary {
  id: string;
  name: string;
  source: BuildSource;
  targets: BuildTarget[];
  update_time: number;
  update_by: string;
  productName: string;
  /** names of the project's workflows whose build jobs use this build */
  pipelines: string[];
  version: string;
}

/** A build as the workflow run dialog lists it. */
export interface BuildTargets {
  name: string;
  targets: BuildTarget[];
}

/** A service module and the builds that produce it, with their variables. */
export interface ServiceModuleBuilds {
  service_name: string;
  service_module: string;
  module_builds: {
    name: string;
    key_vals: { key: string; value: string; type: string; choice_option: string[]; is_credential: boolean }[];
  }[];
}

export const buildPaths = {
  builds: '/api/aslan/build/build',
  build: '/api/aslan/build/build/:name',
  serviceModules: '/api/aslan/build/build/serviceModule',
  saveTargets: '/api/aslan/build/build/targets',
  targets: '/api/aslan/build/targets',
  projectTargets: '/api/aslan/build/targets/:projectName',
} as const;

export const buildListQuerySchema = z.object({
  projectName: requiredText(64),
  targets: z.string().max(4096).optional(),
});
export const buildDetailQuerySchema = z.object({ projectName: requiredText(64) });
export const buildParamsSchema = z.object({ name: requiredText(128) });
export const buildDeleteQuerySchema = z.object({
  name: requiredText(128),
  projectName: requiredText(64),
  version: z.string().max(64).optional(),
});
export const serviceModuleQuerySchema = z.object({
  projectName: requiredText(64),
  excludeJenkins: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
  encryptedKey: z.string().max(4096).optional(),
});

/** POST …/build/targets: the service modules one build produces. */
export const buildTargetsBodySchema = z.object({
  name: buildNameSchema,
  targets: z.array(buildTargetSchema).max(200).default([]),
});
export const buildProjectQuerySchema = z.object({ projectName: requiredText(64) });
export const buildTargetsParamsSchema = z.object({ projectName: requiredText(64) });
