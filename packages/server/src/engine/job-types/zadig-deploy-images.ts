import { type ServiceAndImage, type ZadigDeploySpec, zadigBuildTaskJobs } from '@slipway/contracts';
import { renderField, type TemplateContext } from '../variables.js';
import type { DeployService } from './zadig-deploy-targets.js';

/** One container of one service and the image it is to run. */
export interface ImageToDeploy {
  service: string;
  container: string;
  image: string;
}

/** An image's name as Zadig matches containers by it: the last path segment, without tag or digest. */
function imageName(image: string): string {
  const last = image.split('@')[0]!.split('/').pop()!;
  return last.split(':')[0]!;
}

/** The name a run gives the build job of one service module (the build job expands per module). */
export const buildTaskJobName = (job: string, service: string, module: string) =>
  zadigBuildTaskJobs(job, {
    docker_registry_id: '',
    service_and_builds: [
      {
        service_name: service,
        service_module: module,
        build_name: '-',
        image_name: '',
        key_vals: [],
        repos: [],
      },
    ],
  })[0]!.name;

/** The IMAGE an earlier job gave for this service module: its build's, or the job's own single IMAGE. */
function imageFromJob(templates: TemplateContext, job: string, service: string, module: string) {
  return (
    templates.outputs[buildTaskJobName(job, service, module)]?.IMAGE ?? templates.outputs[job]?.IMAGE ?? ''
  );
}

/** The containers an entry without a module means: those whose image has the same name, else a lone one. */
function containersFor(entry: ServiceAndImage, image: string, service: DeployService): string[] {
  if (entry.service_module) return [entry.service_module];
  const sameName = service.containers.filter((c) => imageName(c.image) === imageName(image));
  if (sameName.length > 0) return sameName.map((c) => c.name);
  return service.containers.length === 1 ? [service.containers[0]!.name] : [];
}

/**
 * The images a `zadig-deploy` job sets, service by service (zadig-reference §2): given images, with
 * `{{.job.<job>.output.IMAGE}}` references resolved, or with source `fromjob` the IMAGE outputs of
 * the build job. Throws, with the reason, when an image or container cannot be told.
 */
export function imagesToDeploy(
  spec: ZadigDeploySpec,
  services: DeployService[],
  templates: TemplateContext,
): ImageToDeploy[] {
  const byName = new Map(services.map((s) => [s.name, s]));
  const entries =
    spec.source === 'fromjob' && spec.service_and_images.length === 0
      ? services.flatMap((s) =>
          s.containers.map((c) => ({ service_name: s.name, service_module: c.name, image: '' })),
        )
      : spec.service_and_images;
  const images: ImageToDeploy[] = [];
  for (const entry of entries) {
    const service = byName.get(entry.service_name);
    if (!service) throw new Error(`the environment ${spec.env} has no service ${entry.service_name}`);
    let image = renderField(entry.image, templates);
    if (!image && spec.source === 'fromjob')
      image = imageFromJob(templates, spec.job_name, entry.service_name, entry.service_module);
    // every container was offered when the job listed no services: only those the build made count
    if (!image && spec.service_and_images.length === 0) continue;
    if (!image || image.includes('{{'))
      throw new Error(
        `no image for ${entry.service_name}${entry.service_module ? `/${entry.service_module}` : ''}${spec.source === 'fromjob' ? ` from the job ${spec.job_name}` : ''}`,
      );
    const containers = containersFor(entry, image, service);
    if (containers.length === 0)
      throw new Error(`cannot tell which container of ${entry.service_name} runs ${image}: name the module`);
    for (const container of containers) images.push({ service: entry.service_name, container, image });
  }
  if (images.length === 0)
    throw new Error(
      spec.source === 'fromjob'
        ? `the job ${spec.job_name} built no image of a service of the environment ${spec.env}`
        : 'no service to deploy',
    );
  return images;
}
