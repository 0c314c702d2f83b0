import path from 'node:path';
import type { Build, ZadigBuildTaskSpec } from '@slipway/contracts';
import type { ObjectStore } from '../../lib/object-store/object-store.js';
import { artifactPrefix } from '../../modules/artifacts/artifact-keys.js';
import { listArchiveForHostDeploys } from '../../modules/artifacts/release-archive.js';
import { type CheckoutDeps, checkoutRepos } from '../checkout/checkout.js';
import type { ContainerExecutor } from '../executors/container/container-steps.js';
import type { ImageBuilder, PushTarget } from '../executors/container/image-builder.js';
import { jobResources } from '../executors/job-resources.js';
import type { KubernetesExecutorOptions } from '../executors/kubernetes/kubernetes-executor.js';
import { type JobCluster, kubernetesStarter } from '../executors/kubernetes/kubernetes-steps.js';
import { withExtraSecrets } from '../logs/extra-secrets-log.js';
import { renderField, renderScript } from '../variables.js';
import { captureOutputs } from './freestyle.js';
import { cacheKey, type JobCacheDeps, restoreCache, saveCache } from './job-cache.js';
import type { JobContext, JobResult, JobType } from './job-type.js';
import type { WithInstalls } from './package-installs.js';
import {
  buildVariables,
  imageReference,
  imageTag,
  registryHost,
  reposToBuild,
  tagTimestamp,
} from './zadig-build-env.js';
import { readWorkspaceText, type StepRunner, storeWorkspaceFile } from './zadig-build-files.js';

/** A registry builds push to, as the job needs it. */
export interface BuildRegistry extends PushTarget {
  namespace: string;
}

export interface ZadigBuildDeps {
  builds: { find(project: string, name: string): Promise<Build | undefined> };
  checkout: CheckoutDeps;
  /**
   * the registry with this id ('' for the default one), signed in, undefined when there is none;
   * rejected, with a message for the job, when it is not open to the project or signing in fails
   */
  registry(id: string, project: string): Promise<BuildRegistry | undefined>;
  /** where archives (PKG_FILE) go: the default object storage */
  artifactStore(): Promise<ObjectStore>;
  /** a configured object storage, for the build's upload step */
  storage(id: string): Promise<ObjectStore | undefined>;
  images: ImageBuilder;
  /** runs a job in its build image when that image is in local storage */
  containers: ContainerExecutor;
  /** the cluster a build's `cluster_id` names, when its jobs run there (status normal) */
  clusters?: { jobCluster(id: string): Promise<JobCluster | undefined> };
  kubernetesOptions?: KubernetesExecutorOptions;
  /** the server's address as users reach it, for BUILD_URL */
  externalUrl: string;
  /** where the build's cache is kept between runs */
  cache: JobCacheDeps;
}

type Status = JobResult['status'];
interface BuildStep {
  name: string;
  /** runs even after an earlier step failed (none of a build's steps is, as in Zadig) */
  onFailure?: boolean;
  run(): Promise<{ status: Status; error: string }>;
}

const passed = { status: 'passed' as Status, error: '' };
const failed = (error: string) => ({ status: 'failed' as Status, error });

/** `--build-arg K=V` and bare `K=V` words of the build's "build args" field. */
const buildArgsOf = (text: string) =>
  text.split(/\s+/).filter((word) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(word));

/**
 * One service module built with its saved build (zadig-reference §4), steps in order: installs,
 * checkout, the build script, image build and push, archive of PKG_FILE, object-storage upload,
 * post-build script. After a failure only steps marked `onFailure` run. Outputs: IMAGE, PKG_FILE and
 * the build's parameter outputs.
 */
export function zadigBuildJob(deps: WithInstalls<ZadigBuildDeps>): JobType<ZadigBuildTaskSpec> {
  return {
    secrets: (spec) =>
      spec.service_and_builds.flatMap((e) =>
        e.key_vals.filter((v) => v.is_credential && v.value).map((v) => v.value),
      ),

    async run(spec, ctx: JobContext): Promise<JobResult> {
      const [entry] = spec.service_and_builds;
      const { project, workflow, taskId } = ctx.templates;
      const build = await deps.builds.find(project, entry.build_name);
      if (!build)
        return { status: 'failed', outputs: {}, error: `build ${entry.build_name} not found in ${project}` };
      const registry = await deps.registry(spec.docker_registry_id, project).catch((e: Error) => e);
      if (registry instanceof Error) return { status: 'failed', outputs: {}, error: registry.message };
      const variables = buildVariables(build, entry).map((v) => ({
        ...v,
        value: renderField(v.value, ctx.templates),
      }));
      const secrets = [
        ...variables.filter((v) => v.is_credential).map((v) => v.value),
        registry?.password ?? '',
      ];
      // the build's credentials are masked too (its variables, the registry's secret)
      const log = withExtraSecrets(ctx.log, secrets);
      const jobCtx = { ...ctx, log };
      const deadline = Date.now() + Math.min(ctx.timeoutMs, build.timeout * ctx.minuteMs);
      const jobImage = build.pre_build.build_os;
      const cluster = jobImage ? await deps.clusters?.jobCluster(build.pre_build.cluster_id) : undefined;
      if (jobImage && cluster) {
        log.write(
          ctx.resumeSince
            ? `the server restarted: the job goes on in its build image ${jobImage} on the cluster ${cluster.name}\n`
            : `the job runs in its build image ${jobImage} on the cluster ${cluster.name} (Kubernetes executor)\n`,
        );
        const resources = jobResources(build.pre_build.res_req, build.pre_build.res_req_spec);
        const key = { workflow, taskId, job: ctx.jobName };
        const { resumeSince } = ctx;
        const placement = {
          ...cluster,
          image: jobImage,
          resources,
          key,
          secrets,
          ...(resumeSince ? { resumeSince } : {}),
        };
        await ctx.job.runInContainer(kubernetesStarter(placement, deps.kubernetesOptions));
        // its steps run as Jobs on the cluster: a server that stops leaves them running for its restart
        await ctx.markResumable?.();
      } else if (jobImage && (await deps.containers.canRun(jobImage))) {
        log.write(`the job runs in its build image ${jobImage} (container executor)\n`);
        const label = `${workflow}/${taskId}/${ctx.jobName}`;
        const resources = jobResources(build.pre_build.res_req, build.pre_build.res_req_spec);
        const note = (line: string) => log.write(line);
        await ctx.job.runInContainer(
          deps.containers.starter(jobImage, label, deadline - Date.now(), { resources, note }),
        );
      } else if (jobImage) {
        log.write(`the build image ${jobImage} is not in local storage: the job runs in the sandbox\n`);
      }
      let step = 0;
      const run: StepRunner = { job: ctx.job, ctx: jobCtx, deadline, nextStep: () => step++ };

      const repos = reposToBuild(build, entry);
      const now = new Date();
      const tag = imageTag(repos, taskId, now);
      const image = imageReference(
        registry ? registryHost(registry.host) : '',
        registry?.namespace ?? '',
        entry.image_name || entry.service_module,
        tag,
      );
      const pkgFile = `${entry.service_module}-${tagTimestamp(now)}-${taskId}${repos[0]?.branch ? `-${repos[0].branch.replace(/[^A-Za-z0-9_.-]/g, '-')}` : ''}.tar.gz`;
      const env: Record<string, string> = {
        ...ctx.env,
        CI: 'true',
        ZADIG: 'true',
        TASK_ID: String(taskId),
        SERVICE: entry.service_name,
        SERVICE_MODULE: entry.service_module,
        PROJECT: project,
        WORKFLOW: workflow,
        IMAGE: image,
        PKG_FILE: pkgFile,
        BUILD_URL: `${deps.externalUrl}/v1/projects/detail/${project}/pipelines/custom/${workflow}/${taskId}`,
        DOCKER_REGISTRY_HOST: registry ? registryHost(registry.host) : '',
        DOCKER_REGISTRY_AK: registry?.username ?? '',
        DOCKER_REGISTRY_SK: registry?.password ?? '',
      };
      const outputNames = build.outputs.map((o) => o.name);
      const shell = (name: string, script: string, extraEnv: () => Record<string, string>): BuildStep => ({
        name,
        run: async () => {
          const result = await ctx.job.runStep(run.nextStep(), {
            script,
            env: { ...env, ...extraEnv() },
            timeoutMs: Math.max(deadline - Date.now(), 1),
            signal: ctx.signal,
            log,
          });
          return { status: result.status, error: result.error };
        },
      });
      let repoEnv: Record<string, string> = {};
      const variableEnv = () => ({
        ...repoEnv,
        ...Object.fromEntries(variables.map((v) => [v.key, v.value])),
      });
      const post = build.post_build;
      const cache = build.cache_enable ? cacheKey('build', project, build.name) : '';

      const steps: BuildStep[] = [
        {
          name: 'installs',
          run: () =>
            deps.installs.install(build.pre_build.installs, {
              job: ctx.job,
              log,
              signal: ctx.signal,
              deadline,
              nextStep: run.nextStep,
            }),
        },
        {
          name: 'cache',
          run: async () => {
            if (cache) await restoreCache(deps.cache, run, cache);
            else log.write('the build keeps no cache\n');
            return passed;
          },
        },
        {
          name: 'checkout',
          run: async () => {
            const result = await checkoutRepos(
              repos,
              { job: ctx.job, log, signal: ctx.signal, deadline, nextStep: run.nextStep },
              deps.checkout,
            );
            repoEnv = result.env;
            return result;
          },
        },
        shell('build script', renderScript(build.scripts) + captureOutputs(outputNames), variableEnv),
      ];
      if (post.docker_build)
        steps.push({
          name: 'image build',
          run: () => buildImage(deps, run, post.docker_build!, image, registry),
        });
      if (post.file_archive)
        steps.push({
          name: 'archive',
          run: async () => {
            const from = path.posix.join(post.file_archive!.file_location || '.', pkgFile);
            const error = await storeWorkspaceFile(
              run,
              from,
              await deps.artifactStore(),
              `${artifactPrefix(workflow, taskId)}${pkgFile}`,
            );
            if (!error) log.write(`archive: ${pkgFile} stored\n`);
            return error ? failed(`archive: ${error}`) : passed;
          },
        });
      if (post.object_storage_upload?.enabled)
        steps.push({
          name: 'object storage upload',
          run: () => upload(deps, run, post.object_storage_upload!),
        });
      if (post.scripts) steps.push(shell('post-build script', renderScript(post.scripts), variableEnv));

      let outcome = passed;
      for (const buildStep of steps) {
        if (outcome.status !== 'passed' && !buildStep.onFailure) continue;
        log.write(`\u001b[1m>>> ${buildStep.name}\u001b[0m\n`);
        const result = await buildStep.run();
        if (result.status !== 'passed' && outcome.status === 'passed')
          outcome = { status: result.status, error: `${buildStep.name}: ${result.error}` };
      }
      if (outcome.status === 'passed' && cache)
        await saveCache(deps.cache, run, cache, build, { ...env, ...variableEnv() });
      if (outcome.status === 'passed' && post.file_archive) {
        const archive = { project, workflow, taskId, serviceModule: entry.service_module, pkgFile };
        await listArchiveForHostDeploys(await deps.artifactStore(), archive, log);
      }
      log.flush();
      if (outcome.status !== 'passed') return { ...outcome, outputs: {} };
      const outputs = await ctx.job.readOutputs(outputNames);
      return { status: 'passed', error: '', outputs: { ...outputs, IMAGE: image, PKG_FILE: pkgFile } };
    },
  };
}

async function buildImage(
  deps: ZadigBuildDeps,
  run: StepRunner,
  docker: NonNullable<Build['post_build']['docker_build']>,
  image: string,
  registry: BuildRegistry | undefined,
) {
  const dockerfilePath = docker.docker_file || path.posix.join(docker.work_dir || '.', 'Dockerfile');
  const dockerfile = await readWorkspaceText(run, dockerfilePath);
  if (dockerfile === undefined) return failed(`no Dockerfile ${dockerfilePath} in the workspace`);
  try {
    await deps.images.build({
      workspace: run.job.hostWorkspace,
      contextDir: docker.work_dir,
      dockerfile,
      buildArgs: buildArgsOf(docker.build_args),
      image,
      push: registry,
      log: run.ctx.log,
      signal: run.ctx.signal,
      timeoutMs: Math.max(run.deadline - Date.now(), 1),
    });
    return passed;
  } catch (error) {
    return failed((error as Error).message);
  }
}

async function upload(
  deps: ZadigBuildDeps,
  run: StepRunner,
  settings: NonNullable<Build['post_build']['object_storage_upload']>,
) {
  const store = await deps.storage(settings.object_storage_id);
  if (!store) return failed(`object storage ${settings.object_storage_id} not found`);
  for (const detail of settings.upload_detail) {
    const key = path.posix.join(detail.dest_path || '.', path.posix.basename(detail.file_path));
    const error = await storeWorkspaceFile(run, detail.file_path, store, key);
    if (error) return failed(error);
    run.ctx.log.write(`upload: ${detail.file_path} → ${key}\n`);
  }
  return passed;
}
