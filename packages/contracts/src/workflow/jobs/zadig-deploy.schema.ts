import { z } from 'zod';
import { requiredText } from '../../common/fields.js';
import { jobBaseShape } from '../job-fields.schema.js';

/** Where a deploy job's images come from: given with the job or the run (`runtime`), or an earlier job's IMAGE output. */
export const deploySources = ['runtime', 'fromjob'] as const;
export type DeploySource = (typeof deploySources)[number];

/** Deploy jobs wait this long for rollouts unless they say otherwise (Zadig's DeployTimeout, 600 s). */
export const DEFAULT_DEPLOY_TIMEOUT_SECONDS = 600;

/** One service container a `zadig-deploy` job sets the image of (the module is the container's name). */
export const serviceAndImageSchema = z.object({
  service_name: requiredText(128, 'validation.deploy.serviceRequired'),
  /** the container; every container of the service the image's name fits when empty */
  service_module: z.string().trim().max(128).default(''),
  /** the image to set; with source `fromjob`, taken from the build job when empty */
  image: z.string().trim().max(512).default(''),
});
export type ServiceAndImage = z.infer<typeof serviceAndImageSchema>;

/**
 * Deploys images of services to an environment of the workflow's project (zadig-reference §2
 * `zadig-deploy`): sets each container's image, then waits for the rollout unless
 * `skip_check_run_status`. Helm services are upgraded with the image put into their values. With
 * source `fromjob` and no services listed, every service the build job `job_name` built is deployed.
 */
export const zadigDeploySpecSchema = z
  .object({
    env: requiredText(64, 'validation.deploy.envRequired'),
    production: z.boolean().default(false),
    skip_check_run_status: z.boolean().default(false),
    source: z.enum(deploySources).default('runtime'),
    job_name: z.string().trim().max(64).default(''),
    service_and_images: z.array(serviceAndImageSchema).max(100).default([]),
  })
  .refine((spec) => spec.source !== 'fromjob' || spec.job_name !== '', {
    error: 'validation.deploy.jobNameRequired',
    path: ['job_name'],
  });
export type ZadigDeploySpec = z.infer<typeof zadigDeploySpecSchema>;

export const zadigDeployJobSchema = z.object({
  ...jobBaseShape,
  type: z.literal('zadig-deploy'),
  spec: zadigDeploySpecSchema,
});
export type ZadigDeployJob = z.infer<typeof zadigDeployJobSchema>;
