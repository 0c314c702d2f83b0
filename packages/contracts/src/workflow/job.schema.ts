import { z } from 'zod';
import type { EnvVar, ShareStorageInfo } from './job-fields.schema.js';
import { customDeployJobSchema } from './jobs/custom-deploy.schema.js';
import { freestyleJobSchema } from './jobs/freestyle.schema.js';
import { k8sPatchJobSchema } from './jobs/k8s-patch.schema.js';
import { zadigBuildJobSchema, zadigBuildKeyVals, zadigBuildWithKeyVals } from './jobs/zadig-build.schema.js';
import { DEFAULT_DEPLOY_TIMEOUT_SECONDS, zadigDeployJobSchema } from './jobs/zadig-deploy.schema.js';
import { zadigScanningJobSchema } from './jobs/zadig-scanning.schema.js';
import { zadigTestJobSchema, zadigTestKeyVals, zadigTestWithKeyVals } from './jobs/zadig-test.schema.js';
import { pluginInputsAsVariables, pluginJobSchema, pluginWithInputValues } from './plugins/plugin.schema.js';

/**
 * A job of a workflow: one schema per job type under `jobs/`, told apart by `type`. A new job type adds
 * its schema to this union and its runner to the server's job-type registry.
 */
export const jobSchema = z.discriminatedUnion(
  'type',
  [
    freestyleJobSchema,
    zadigTestJobSchema,
    zadigScanningJobSchema,
    zadigBuildJobSchema,
    zadigDeployJobSchema,
    customDeployJobSchema,
    k8sPatchJobSchema,
    pluginJobSchema,
  ],
  {
    error: 'validation.workflow.jobTypeUnknown',
  },
);
export type Job = z.infer<typeof jobSchema>;
export type JobTypeName = Job['type'];
export const jobTypes = jobSchema.options.map((o) => o.shape.type.value) as JobTypeName[];

/** The share storages a job asks for, for job types that can have them. */
export function jobShareStorageInfo(job: Job): ShareStorageInfo | undefined {
  const properties = (job.spec as { properties?: { share_storage_info?: ShareStorageInfo } }).properties;
  return properties?.share_storage_info;
}

/**
 * The variables of a job that a run may set and that may hold credentials, wherever its type keeps
 * them; `withJobVariables` puts changed ones back. Job types without variables have none.
 */
export function jobVariables(job: Job): EnvVar[] {
  switch (job.type) {
    case 'freestyle':
      return job.spec.properties.envs;
    case 'zadig-test':
      return zadigTestKeyVals(job.spec);
    case 'zadig-build':
      return zadigBuildKeyVals(job.spec);
    // a scan's variables are its scanner's, read when it runs
    case 'zadig-scanning':
      return [];
    case 'plugin':
      return pluginInputsAsVariables(job.spec);
    default:
      return [];
  }
}

export function withJobVariables(job: Job, envs: EnvVar[]): Job {
  switch (job.type) {
    case 'freestyle':
      return { ...job, spec: { ...job.spec, properties: { ...job.spec.properties, envs } } };
    case 'zadig-test':
      return { ...job, spec: zadigTestWithKeyVals(job.spec, envs) };
    case 'zadig-build':
      return { ...job, spec: zadigBuildWithKeyVals(job.spec, envs) };
    case 'zadig-scanning':
      return job;
    case 'plugin':
      return { ...job, spec: pluginWithInputValues(job.spec, envs) };
    default:
      return job;
  }
}

/** How long a job may run, in minutes, for the job types that say it on the job itself. */
export function jobTimeoutMinutes(job: Job, fallback: number): number {
  switch (job.type) {
    case 'freestyle':
      return job.spec.properties.timeout;
    // a build job stops at its build's own timeout, read when it runs
    case 'zadig-build':
      return fallback;
    // each scan stops at its scanner's own timeout, the job as a whole at the fallback
    case 'zadig-scanning':
      return fallback;
    // deploys wait for rollouts: Zadig's 600 s, or the custom deploy's own seconds
    case 'zadig-deploy':
      return DEFAULT_DEPLOY_TIMEOUT_SECONDS / 60;
    case 'custom-deploy':
      return Math.ceil(job.spec.timeout / 60);
    case 'plugin':
      return job.spec.properties.timeout;
    default:
      return fallback;
  }
}
