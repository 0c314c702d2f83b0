import { z } from 'zod';
import { codeRepoSchema } from '../../build/code-repo.schema.js';
import { requiredText } from '../../common/fields.js';
import { type EnvVar, envVarSchema, jobBaseShape } from '../job-fields.schema.js';

/**
 * A repository of a build job: what the run builds instead of the build's own ref. Its remote name
 * has no transform, so the workflow can be answered back as stored.
 */
export const buildRunRepoSchema = codeRepoSchema.extend({
  remote_name: z
    .string()
    .trim()
    .max(64, { error: 'validation.tooLong' })
    .regex(/^[A-Za-z0-9._-]*$/, { error: 'validation.repo.remoteName' })
    .default('origin'),
});

/** One service module a `zadig-build` job builds: with which build, under which image name, from what. */
export const serviceAndBuildSchema = z.object({
  service_name: requiredText(128, 'validation.build.targetRequired'),
  service_module: requiredText(128, 'validation.build.targetRequired'),
  build_name: requiredText(128, 'validation.build.required'),
  /** the image's repository name; the service module when empty */
  image_name: z.string().trim().max(256).default(''),
  /** values for the build's variables */
  key_vals: z.array(envVarSchema).max(200).default([]),
  /** branches, tags, pull requests or commits to build instead of the build's own (same host, owner and name) */
  repos: z.array(buildRunRepoSchema).max(20).default([]),
});
export type ServiceAndBuild = z.infer<typeof serviceAndBuildSchema>;

/**
 * Builds service modules with their saved builds (zadig-reference §2 `zadig-build`, Zadig v4): each
 * entry becomes a job of its own in a run; images are pushed to the registry `docker_registry_id`.
 */
export const zadigBuildSpecSchema = z.object({
  docker_registry_id: z.string().trim().max(64).default(''),
  service_and_builds: z
    .array(serviceAndBuildSchema)
    .min(1, { error: 'validation.build.targetRequired' })
    .max(50),
});
export type ZadigBuildSpec = z.infer<typeof zadigBuildSpecSchema>;

export const zadigBuildJobSchema = z.object({
  ...jobBaseShape,
  type: z.literal('zadig-build'),
  spec: zadigBuildSpecSchema,
});
export type ZadigBuildJob = z.infer<typeof zadigBuildJobSchema>;

/** The spec of the job a run makes for one entry: the job's registry and that one service module. */
export interface ZadigBuildTaskSpec {
  docker_registry_id: string;
  service_and_builds: [ServiceAndBuild];
}

/** The run-time values of every entry, in entry order (what a run may set or must seal). */
export const zadigBuildKeyVals = (spec: ZadigBuildSpec): EnvVar[] =>
  spec.service_and_builds.flatMap((entry) => entry.key_vals);

/** Puts values read by `zadigBuildKeyVals` back into their entries, same order and counts. */
export function zadigBuildWithKeyVals(spec: ZadigBuildSpec, values: EnvVar[]): ZadigBuildSpec {
  let next = 0;
  const service_and_builds = spec.service_and_builds.map((entry) => {
    const key_vals = values.slice(next, next + entry.key_vals.length);
    next += entry.key_vals.length;
    return { ...entry, key_vals };
  });
  return { ...spec, service_and_builds };
}

/**
 * The jobs a run makes of a `zadig-build` job, one per entry, named `<job>-<service>-<module>` in
 * lower case with anything but letters, digits and `-` turned into `-`, at most 63 characters
 * (a repeat gets `-<n>`).
 */
export function zadigBuildTaskJobs(
  name: string,
  spec: ZadigBuildSpec,
): Array<{ name: string; spec: ZadigBuildTaskSpec }> {
  const seen = new Set<string>();
  return spec.service_and_builds.map((entry, index) => {
    const full = `${name}-${entry.service_name}-${entry.service_module}`
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-');
    let jobName = full.slice(0, 63).replace(/-+$/, '');
    if (seen.has(jobName)) jobName = `${jobName.slice(0, 58)}-${index}`;
    seen.add(jobName);
    return {
      name: jobName,
      spec: { docker_registry_id: spec.docker_registry_id, service_and_builds: [entry] },
    };
  });
}
