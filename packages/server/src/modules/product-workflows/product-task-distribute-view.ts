import type {
  JobTask,
  ProductExtensionSubTask,
  ProductReleaseImageSubTask,
  ProductStorageSubTask,
  ProductTaskStage,
  StageTask,
} from '@slipway/contracts';
import {
  DISTRIBUTED_PACKAGES_OUTPUT,
  type DistributedPackage,
  type DistributeStorageSpec,
} from '../../engine/job-types/distribute-storage.js';
import { EXTENSION_OUTPUTS, type ProductExtensionSpec } from '../../engine/job-types/product-extension.js';
import {
  RELEASED_IMAGES_OUTPUT,
  type ReleasedImage,
  type ReleaseImageSpec,
} from '../../engine/job-types/release-image.js';
import { PRODUCT_JOBS } from './product-workflow-engine.js';

/** Sub-tasks of the distribute stage are keyed `{module}_{service}`, as builds are. */
const keyOf = (target: { service_name: string; service_module: string }) =>
  `${target.service_module}_${target.service_name}`;

function listOutput<T>(job: JobTask, name: string): T[] {
  try {
    const value = JSON.parse(job.outputs[name] ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** A module's own status: its recorded outcome, else the job's while it runs or when it stopped first. */
const moduleStatus = (job: JobTask, done: Array<{ status: string }>) =>
  done.length === 0
    ? job.status === 'passed'
      ? 'passed'
      : job.status
    : done.some((entry) => entry.status === 'failed')
      ? 'failed'
      : job.status === 'running'
        ? 'running'
        : 'passed';

function releaseImageStage(job: JobTask): ProductTaskStage {
  const spec = job.spec as unknown as ReleaseImageSpec;
  const released = listOutput<ReleasedImage>(job, RELEASED_IMAGES_OUTPUT);
  const subTasks = spec.targets.map((target): [string, ProductReleaseImageSubTask] => {
    const mine = released.filter(
      (entry) => entry.service_name === target.service_name && entry.service_module === target.service_module,
    );
    const status = moduleStatus(job, mine);
    return [
      keyOf(target),
      {
        type: 'release_image',
        enabled: true,
        status,
        start_time: mine[0]?.start_time ?? job.start_time,
        end_time: mine.at(-1)?.end_time ?? job.end_time,
        error: status === 'failed' ? job.error : '',
        service_name: keyOf(target),
        image_test: mine[0]?.source ?? '',
        image_release: mine[0]?.image ?? '',
        image_repo: mine[0]?.image ?? '',
        distribute_info: mine.map((entry) => ({
          distribute_status: entry.status,
          distribute_start_time: entry.start_time,
          distribute_end_time: entry.end_time,
          image: entry.image,
          deploy_enabled: false,
          deploy_status: '',
          deploy_env: '',
          deploy_service_name: '',
        })),
      },
    ];
  });
  return { type: 'release_image', status: job.status, sub_tasks: Object.fromEntries(subTasks) };
}

function storageStage(job: JobTask): ProductTaskStage {
  const spec = job.spec as unknown as DistributeStorageSpec;
  const uploaded = listOutput<DistributedPackage>(job, DISTRIBUTED_PACKAGES_OUTPUT);
  const subTasks = spec.targets.map((target): [string, ProductStorageSubTask] => {
    const mine = uploaded.find(
      (entry) => entry.service_name === target.service_name && entry.service_module === target.service_module,
    );
    const status = moduleStatus(job, mine ? [mine] : []);
    return [
      keyOf(target),
      {
        type: 'distribute2kodo',
        enabled: true,
        status,
        start_time: mine?.start_time ?? job.start_time,
        end_time: mine?.end_time ?? job.end_time,
        error: status === 'failed' ? job.error : '',
        service_name: keyOf(target),
        package_file: mine?.package_file ?? '',
        remote_file_key: mine?.remote_file_key ?? '',
      },
    ];
  });
  return { type: 'distribute2kodo', status: job.status, sub_tasks: Object.fromEntries(subTasks) };
}

/** The distribute stage as the portal shows it: one `release_image` and one `distribute2kodo` stage. */
export function distributeStages(stage: StageTask): ProductTaskStage[] {
  return stage.jobs.flatMap((job) =>
    job.name === PRODUCT_JOBS.releaseImage
      ? [releaseImageStage(job)]
      : job.name === PRODUCT_JOBS.distributeStorage
        ? [storageStage(job)]
        : [],
  );
}

/** The extension stage: its single sub-task keyed `extension`. */
export function extensionStage(stage: StageTask): ProductTaskStage[] {
  const [job] = stage.jobs;
  if (!job) return [];
  const spec = job.spec as unknown as ProductExtensionSpec;
  const sub: ProductExtensionSubTask = {
    type: 'extension',
    enabled: true,
    status: job.status,
    start_time: job.start_time,
    end_time: job.end_time,
    error: job.error,
    url: spec.url,
    path: spec.path,
    is_callback: spec.is_callback,
    timeout: spec.timeout,
    headers: spec.headers,
    payload: job.outputs[EXTENSION_OUTPUTS.payload] ?? '',
    response_code: Number(job.outputs[EXTENSION_OUTPUTS.code] ?? 0),
    response_body: job.outputs[EXTENSION_OUTPUTS.body] ?? '',
  };
  return [{ type: 'extension', status: stage.status, sub_tasks: { extension: sub } }];
}
