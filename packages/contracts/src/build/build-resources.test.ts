import { describe, expect, it } from 'vitest';
import { resolveResources, resourcePresets } from './build-resources.js';

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
