import { describe, expect, it } from 'vitest';
import { resourceSpecSchema } from './build.schema.js';
import { parseGpuLimit, resolveResources, resourcePresets } from './build-resources.js';

describe('build resource presets (spec §9)', () => {
  it('limits: high 16 cores / 32 GiB, medium 8 / 16, low 4 / 8, min 2 / 2', () => {
    expect(resourcePresets.high.limit).toEqual({ cpu_limit: 16_000, memory_limit: 32_768 });
    expect(resourcePresets.medium.limit).toEqual({ cpu_limit: 8_000, memory_limit: 16_384 });
    expect(resourcePresets.low.limit).toEqual({ cpu_limit: 4_000, memory_limit: 8_192 });
    expect(resourcePresets.min.limit).toEqual({ cpu_limit: 2_000, memory_limit: 2_048 });
  });

  it('a custom spec is its own limit and asks for a quarter of it, never less than one unit', () => {
    expect(resolveResources('define', { cpu_limit: 2_000, memory_limit: 4_096 })).toEqual({
      limit: { cpu_limit: 2_000, memory_limit: 4_096 },
      request: { cpu_limit: 500, memory_limit: 1_024 },
    });
    expect(resolveResources('define', { cpu_limit: 1, memory_limit: 3 }).request).toEqual({
      cpu_limit: 1,
      memory_limit: 1,
    });
    expect(resolveResources('low', { cpu_limit: 1, memory_limit: 1 })).toBe(resourcePresets.low);
  });
});

describe('GPU limit (Zadig: `<resource name>: <count>`)', () => {
  it('reads a resource name and a whole count, spaces dropped', () => {
    expect(parseGpuLimit('nvidia.com/gpu: 1')).toEqual({ name: 'nvidia.com/gpu', count: '1' });
    expect(parseGpuLimit(' amd.com/gpu : 2 ')).toEqual({ name: 'amd.com/gpu', count: '2' });
    for (const bad of ['', 'nvidia.com/gpu', 'nvidia.com/gpu: one', 'a:b:c', 'nvidia.com/gpu: 0', '/gpu: 1'])
      expect(parseGpuLimit(bad), bad).toBeUndefined();
  });

  it('a build saved with a GPU limit of another shape gets the message that says how to write it', () => {
    const spec = { cpu_limit: 1000, memory_limit: 512 };
    expect(resourceSpecSchema.safeParse({ ...spec, gpu_limit: 'nvidia.com/gpu: 1' }).success).toBe(true);
    expect(resourceSpecSchema.safeParse({ ...spec, gpu_limit: '' }).success).toBe(true);
    const bad = resourceSpecSchema.safeParse({ ...spec, gpu_limit: 'two gpus' });
    expect(bad.error?.issues[0]?.message).toBe('validation.build.gpu');
  });
});
