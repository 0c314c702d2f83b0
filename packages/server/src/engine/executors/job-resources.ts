import {
  DEFAULT_CUSTOM_RESOURCES,
  parseGpuLimit,
  type ResourceAmounts,
  type ResourcePreset,
  type ResourceRequestKind,
  resolveResources,
  resourceRequestKinds,
} from '@slipway/contracts';

/** What a job may use: its preset's (or custom spec's) request and limit, and a GPU limit. */
export interface JobResources extends ResourcePreset {
  /** Zadig's `<resource name>: <count>`, e.g. `nvidia.com/gpu: 1`; '' for none */
  gpuLimit: string;
}

/** A build's `res_req` and `res_req_spec` as a job's resources; an unknown kind counts as 'low'. */
export function jobResources(
  kind: string,
  custom: Partial<ResourceAmounts> & { gpu_limit?: string | undefined },
): JobResources {
  const known = (resourceRequestKinds as readonly string[]).includes(kind)
    ? (kind as ResourceRequestKind)
    : 'low';
  const amounts = { ...DEFAULT_CUSTOM_RESOURCES, ...custom };
  return { ...resolveResources(known, amounts), gpuLimit: custom.gpu_limit ?? '' };
}

/** A container's `resources`: the request as requests, the limit (and the GPU) as limits. */
export function containerResources(resources: JobResources) {
  const amounts = (a: ResourceAmounts) => ({ cpu: `${a.cpu_limit}m`, memory: `${a.memory_limit}Mi` });
  const gpu = parseGpuLimit(resources.gpuLimit);
  return {
    requests: amounts(resources.request),
    limits: { ...amounts(resources.limit), ...(gpu ? { [gpu.name]: gpu.count } : {}) },
  };
}
