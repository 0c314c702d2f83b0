import { z } from 'zod';
import { requiredText } from '../../common/fields.js';
import { jobBaseShape } from '../job-fields.schema.js';
import { DEFAULT_DEPLOY_TIMEOUT_SECONDS, deploySources } from './zadig-deploy.schema.js';

/** A Kubernetes namespace name (RFC 1123 label). */
export const namespaceNameSchema = requiredText(63, 'validation.deploy.namespaceRequired').regex(
  /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/,
  { error: 'validation.deploy.namespaceFormat' },
);

/** `Deployment/<name>/<container>` or `StatefulSet/<name>/<container>`, kind in any case. */
export const DEPLOY_TARGET_PATTERN =
  /^(deployment|statefulset)\/([a-z0-9]([a-z0-9.-]*[a-z0-9])?)\/([a-z0-9]([a-z0-9-]*[a-z0-9])?)$/i;

export const customDeployTargetSchema = z.object({
  target: requiredText(300, 'validation.deploy.targetFormat').regex(DEPLOY_TARGET_PATTERN, {
    error: 'validation.deploy.targetFormat',
  }),
  /** the image to set; with source `fromjob`, the IMAGE output of `job_name` when empty */
  image: z.string().trim().max(512).default(''),
});

/**
 * Sets images of named workloads' containers in a namespace of a cluster, outside any environment
 * (zadig-reference §2 `custom-deploy`), then waits for the rollouts for `timeout` seconds unless
 * `skip_check_run_status`.
 */
export const customDeploySpecSchema = z
  .object({
    namespace: namespaceNameSchema,
    cluster_id: requiredText(64, 'validation.deploy.clusterRequired'),
    docker_registry_id: z.string().trim().max(64).default(''),
    skip_check_run_status: z.boolean().default(false),
    source: z.enum(deploySources).default('runtime'),
    job_name: z.string().trim().max(64).default(''),
    timeout: z.number().int().min(1).max(86_400).default(DEFAULT_DEPLOY_TIMEOUT_SECONDS),
    targets: z
      .array(customDeployTargetSchema)
      .min(1, { error: 'validation.deploy.targetsRequired' })
      .max(100),
  })
  .refine((spec) => spec.source !== 'fromjob' || spec.job_name !== '', {
    error: 'validation.deploy.jobNameRequired',
    path: ['job_name'],
  });
export type CustomDeploySpec = z.infer<typeof customDeploySpecSchema>;

export const customDeployJobSchema = z.object({
  ...jobBaseShape,
  type: z.literal('custom-deploy'),
  spec: customDeploySpecSchema,
});
export type CustomDeployJob = z.infer<typeof customDeployJobSchema>;
