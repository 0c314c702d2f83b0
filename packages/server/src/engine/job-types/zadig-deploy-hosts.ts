import type { ZadigDeploySpec } from '@slipway/contracts';
import { artifactPrefix } from '../../modules/artifacts/artifact-keys.js';
import type { TemplateContext } from '../variables.js';
import type { HostDeploySource, HostDeploySpec } from './host-deploy.js';
import type { JobContext, JobResult, JobType } from './job-type.js';
import { buildTaskJobName } from './zadig-deploy-images.js';

/** The host deploy a deploy job hands host services to, and where it finds their plans. */
export interface HostDeploys {
  job: JobType<HostDeploySpec>;
  source: HostDeploySource;
}

/**
 * The package a build job of this run made for a host service (its PKG_FILE archive), when the deploy
 * takes its versions from that job; the build's module is the entry's, else the service's name.
 */
function packageFromJob(spec: ZadigDeploySpec, service: string, templates: TemplateContext) {
  if (spec.source !== 'fromjob' || !spec.job_name) return undefined;
  const entry = spec.service_and_images.find((s) => s.service_name === service);
  const module = entry?.service_module || service;
  const pkgFile = templates.outputs[buildTaskJobName(spec.job_name, service, module)]?.PKG_FILE;
  return pkgFile ? { key: `${artifactPrefix(templates.workflow, templates.taskId)}${pkgFile}` } : undefined;
}

/**
 * A deploy job whose services are host services of a host environment: each service's deploy
 * script runs over SSH on its hosts, one service after the other. Undefined when the job's
 * services are not host services there (the job deploys to a cluster).
 */
export async function deployToHosts(
  spec: ZadigDeploySpec,
  ctx: JobContext,
  hosts: HostDeploys,
): Promise<JobResult | undefined> {
  const names = [...new Set(spec.service_and_images.map((s) => s.service_name))];
  if (!names.length) return undefined;
  const project = ctx.templates.project;
  const plans = await Promise.all(names.map((name) => hosts.source.plan(project, spec.env, name)));
  const onHosts = names.filter((_, i) => plans[i]);
  if (!onHosts.length) return undefined;
  if (onHosts.length < names.length) {
    const error = `${names.find((_, i) => !plans[i])} is not a host service of ${spec.env}: deploy it in its own job`;
    ctx.log.write(`${error}\n`);
    return { status: 'failed', outputs: {}, error };
  }
  for (const service_name of onHosts) {
    ctx.log.write(`${service_name}: running its deploy script on the hosts of ${spec.env}\n`);
    const artifact = packageFromJob(spec, service_name, ctx.templates);
    const result = await hosts.job.run({ env_name: spec.env, service_name, artifact }, ctx);
    if (result.status !== 'passed') return { ...result, error: `${service_name}: ${result.error}` };
  }
  return { status: 'passed', outputs: {}, error: '' };
}
