import type { JobContext, JobResult, JobType } from './job-type.js';
import type { ZadigBuildDeps } from './zadig-build.js';
import { imageReference, registryHost } from './zadig-build-env.js';
import { buildTaskJobName } from './zadig-deploy-images.js';

/**
 * The product workflow's image distribution (`release_image`): each picked module's image, as the
 * build job pushed it, released to every target registry under its own name and tag.
 */
export interface ReleaseImageSpec {
  /** the build job whose IMAGE outputs are released */
  job_name: string;
  /** the registry the build pushed to ('' for the default one) */
  source_registry_id: string;
  targets: Array<{ service_name: string; service_module: string }>;
  /** target registries by id */
  releases: Array<{ repo_id: string }>;
}

/** One released image, as the task view lists it under its module. */
export interface ReleasedImage {
  service_name: string;
  service_module: string;
  source: string;
  image: string;
  status: 'passed' | 'failed';
  start_time: number;
  end_time: number;
}

/** The job output the task view reads the releases from (JSON of `ReleasedImage[]`). */
export const RELEASED_IMAGES_OUTPUT = 'RELEASED_IMAGES';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `host/namespace/name:tag` → name and tag. */
function nameAndTag(image: string): { name: string; tag: string } {
  const last = image.slice(image.lastIndexOf('/') + 1);
  const colon = last.lastIndexOf(':');
  return colon < 0
    ? { name: last, tag: 'latest' }
    : { name: last.slice(0, colon), tag: last.slice(colon + 1) };
}

type ImageDeps = Pick<ZadigBuildDeps, 'registry' | 'images'>;

export function releaseImageJob(deps: ImageDeps): JobType<ReleaseImageSpec> {
  return {
    secrets: () => [],
    async run(spec, ctx: JobContext): Promise<JobResult> {
      const released: ReleasedImage[] = [];
      const done = (status: JobResult['status'], error: string): JobResult => {
        if (error) ctx.log.write(`${error}\n`);
        return { status, error, outputs: { [RELEASED_IMAGES_OUTPUT]: JSON.stringify(released) } };
      };
      const { project } = ctx.templates;
      const registries = await Promise.all([
        deps.registry(spec.source_registry_id, project),
        ...spec.releases.map((release) => deps.registry(release.repo_id, project)),
      ]).catch((error: Error) => error);
      if (registries instanceof Error) return done('failed', registries.message);
      const [from, ...targets] = registries;
      const deadline = Date.now() + ctx.timeoutMs;
      for (const target of spec.targets) {
        const label = `${target.service_name}/${target.service_module}`;
        const source =
          ctx.templates.outputs[buildTaskJobName(spec.job_name, target.service_name, target.service_module)]
            ?.IMAGE ?? '';
        if (!source) return done('failed', `no image was built for ${label}: nothing to release`);
        // without a registry the build names its image but pushes it nowhere to pull it from
        if (!source.includes('/'))
          return done('failed', `the build of ${label} pushed no image to a registry: nothing to release`);
        const { name, tag } = nameAndTag(source);
        for (const to of targets) {
          if (!to) return done('failed', `a target registry of ${label} does not exist`);
          const image = imageReference(registryHost(to.host), to.namespace, name, tag);
          const start_time = nowSeconds();
          ctx.log.write(`release ${label}: ${source} → ${image}\n`);
          const error = await deps.images
            .copy({
              source,
              from,
              target: image,
              to,
              log: ctx.log,
              signal: ctx.signal,
              timeoutMs: Math.max(deadline - Date.now(), 1),
            })
            .then(() => '')
            .catch((e: Error) => e.message);
          const status = error ? 'failed' : 'passed';
          released.push({ ...target, source, image, status, start_time, end_time: nowSeconds() });
          if (ctx.signal.aborted) return done('cancelled', '');
          if (error) return done('failed', `release of ${label} to ${to.host}: ${error}`);
        }
      }
      return done('passed', '');
    },
  };
}
