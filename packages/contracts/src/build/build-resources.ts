/**
 * Resource presets of a build job (spec §9, zadig-reference §4): CPU in millicores, memory in MiB.
 * `request` is what the job asks the scheduler for; `limit` is its ceiling.
 */
export const resourcePresetNames = ['high', 'medium', 'low', 'min'] as const;
export type ResourcePresetName = (typeof resourcePresetNames)[number];
export const resourceRequestKinds = [...resourcePresetNames, 'define'] as const;
export type ResourceRequestKind = (typeof resourceRequestKinds)[number];

export interface ResourceAmounts {
  cpu_limit: number;
  memory_limit: number;
}
export interface ResourcePreset {
  limit: ResourceAmounts;
  request: ResourceAmounts;
}

export const resourcePresets: Record<ResourcePresetName, ResourcePreset> = {
  high: {
    limit: { cpu_limit: 16_000, memory_limit: 32_768 },
    request: { cpu_limit: 4_000, memory_limit: 4_096 },
  },
  medium: {
    limit: { cpu_limit: 8_000, memory_limit: 16_384 },
    request: { cpu_limit: 2_000, memory_limit: 2_048 },
  },
  low: {
    limit: { cpu_limit: 4_000, memory_limit: 8_192 },
    request: { cpu_limit: 1_000, memory_limit: 1_024 },
  },
  min: { limit: { cpu_limit: 2_000, memory_limit: 2_048 }, request: { cpu_limit: 500, memory_limit: 512 } },
};

/** Bounds of a custom ('define') spec: one millicore to 256 cores, one MiB to 1 TiB. */
export const CUSTOM_CPU_MAX = 256_000;
export const CUSTOM_MEMORY_MAX = 1_048_576;
export const DEFAULT_CUSTOM_RESOURCES: ResourceAmounts = { cpu_limit: 1_000, memory_limit: 512 };

/** A Kubernetes extended resource name (`vendor.example/gpu`). */
const RESOURCE_NAME = /^([a-z0-9]([a-z0-9.-]*[a-z0-9])?\/)?[A-Za-z0-9]([A-Za-z0-9_.-]*[A-Za-z0-9])?$/;

/**
 * A build's GPU limit read as Zadig reads it: spaces dropped, then `<resource name>:<count>`
 * (`nvidia.com/gpu: 1`). Undefined for '' and for text of another shape.
 */
export function parseGpuLimit(text: string): { name: string; count: string } | undefined {
  const parts = text.replaceAll(/\s/g, '').split(':');
  const [name, count] = parts;
  if (parts.length !== 2 || !name || !count) return undefined;
  if (!RESOURCE_NAME.test(name) || !/^[1-9]\d{0,5}$/.test(count)) return undefined;
  return { name, count };
}

/** Limit and request of a job: a custom spec asks for a quarter of its limit, as the presets roughly do. */
export function resolveResources(kind: ResourceRequestKind, custom: ResourceAmounts): ResourcePreset {
  if (kind !== 'define') return resourcePresets[kind];
  return {
    limit: custom,
    request: {
      cpu_limit: Math.max(1, Math.floor(custom.cpu_limit / 4)),
      memory_limit: Math.max(1, Math.floor(custom.memory_limit / 4)),
    },
  };
}
