import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '../../lib/object-store/object-store.js';
import { artifactPrefix } from '../../modules/artifacts/artifact-keys.js';
import type { JobContext, JobResult, JobType } from './job-type.js';
import type { ZadigBuildDeps } from './zadig-build.js';
import { buildTaskJobName } from './zadig-deploy-images.js';

/**
 * The product workflow's storage distribution (`distribute2kodo`): each picked module's package,
 * as the build job archived it (PKG_FILE), copied to the chosen object storage.
 */
export interface DistributeStorageSpec {
  /** the build job whose PKG_FILE outputs are distributed */
  job_name: string;
  s3_storage_id: string;
  /** the product workflow's name: packages are filed under it and the task id */
  workflow: string;
  targets: Array<{ service_name: string; service_module: string }>;
}

export interface DistributedPackage {
  service_name: string;
  service_module: string;
  package_file: string;
  remote_file_key: string;
  status: 'passed' | 'failed';
  start_time: number;
  end_time: number;
}

/** The job output the task view reads the uploads from (JSON of `DistributedPackage[]`). */
export const DISTRIBUTED_PACKAGES_OUTPUT = 'DISTRIBUTED_PACKAGES';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Copies one object between stores through a private temporary file (packages can be large). */
async function copyObject(from: ObjectStore, key: string, to: ObjectStore, toKey: string): Promise<string> {
  const body = await from.get(key);
  if (!body) return `the package ${path.posix.basename(key)} was not archived by the build`;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipway-distribute-'));
  try {
    const file = path.join(dir, 'package');
    await pipeline(body, createWriteStream(file, { mode: 0o600 }));
    await to.putFile(toKey, file);
    return '';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type StorageDeps = Pick<ZadigBuildDeps, 'artifactStore' | 'storage'>;

export function distributeStorageJob(deps: StorageDeps): JobType<DistributeStorageSpec> {
  return {
    secrets: () => [],
    async run(spec, ctx: JobContext): Promise<JobResult> {
      const uploaded: DistributedPackage[] = [];
      const done = (status: JobResult['status'], error: string): JobResult => {
        if (error) ctx.log.write(`${error}\n`);
        return { status, error, outputs: { [DISTRIBUTED_PACKAGES_OUTPUT]: JSON.stringify(uploaded) } };
      };
      const { workflow, taskId } = ctx.templates;
      const store = await deps.storage(spec.s3_storage_id).catch(() => undefined);
      if (!store) return done('failed', `the object storage ${spec.s3_storage_id} does not exist`);
      const artifacts = await deps.artifactStore();
      for (const target of spec.targets) {
        const label = `${target.service_name}/${target.service_module}`;
        const jobName = buildTaskJobName(spec.job_name, target.service_name, target.service_module);
        const pkgFile = ctx.templates.outputs[jobName]?.PKG_FILE ?? '';
        if (!pkgFile) return done('failed', `no package was built for ${label}: nothing to distribute`);
        const remoteKey = `${spec.workflow}/${taskId}/${pkgFile}`;
        const start_time = nowSeconds();
        ctx.log.write(`distribute ${label}: ${pkgFile} → ${remoteKey}\n`);
        const error = await copyObject(
          artifacts,
          `${artifactPrefix(workflow, taskId)}${pkgFile}`,
          store,
          remoteKey,
        ).catch((e: Error) => e.message);
        uploaded.push({
          ...target,
          package_file: pkgFile,
          remote_file_key: remoteKey,
          status: error ? 'failed' : 'passed',
          start_time,
          end_time: nowSeconds(),
        });
        if (ctx.signal.aborted) return done('cancelled', '');
        if (error) return done('failed', `distribution of ${label}: ${error}`);
      }
      return done('passed', '');
    },
  };
}
