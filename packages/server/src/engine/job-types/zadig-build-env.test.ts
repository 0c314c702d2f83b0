import { codeRepoSchema, zadigBuildSpecSchema, zadigBuildTaskJobs } from '@slipway/contracts';
import { describe, expect, it } from 'vitest';
import { imageReference, imageTag, registryHost } from './zadig-build-env.js';

const repo = (fields: Record<string, unknown>) =>
  codeRepoSchema.parse({ codehost_id: 1, repo_owner: 'o', repo_name: 'r', branch: 'main', ...fields });
const at = new Date(Date.UTC(2026, 10, 23, 5, 6, 7));

describe('the image tag rule', () => {
  it('is <timestamp>-<task>-<branch>[-pr-<n>], or <timestamp>-<tag> for a tag', () => {
    expect(imageTag([repo({ branch: 'feature/login' })], 12, at)).toBe('20261123050607-12-feature-login');
    expect(imageTag([repo({ pr: 5 })], 12, at)).toBe('20261123050607-12-main-pr-5');
    expect(imageTag([repo({ tag: 'v1.2' })], 12, at)).toBe('20261123050607-v1.2');
    expect(imageTag([], 3, at)).toBe('20261123050607-3');
  });

  it('names the image under the registry host and namespace', () => {
    expect(imageReference(registryHost('https://reg.example.com/'), 'team', 'web', 't1')).toBe(
      'reg.example.com/team/web:t1',
    );
    expect(imageReference('', '', 'web', 't1')).toBe('web:t1');
  });
});

describe('the jobs of a run', () => {
  it('makes one job per service module, named <job>-<service>-<module> within 63 characters', () => {
    const entry = (service: string, module: string) => ({
      service_name: service,
      service_module: module,
      build_name: 'b',
    });
    const spec = zadigBuildSpecSchema.parse({
      docker_registry_id: 'r1',
      service_and_builds: [
        entry('Cart', 'cart_api'),
        entry('x'.repeat(40), 'y'.repeat(40)),
        entry('x'.repeat(40), 'y'.repeat(41)),
      ],
    });
    const jobs = zadigBuildTaskJobs('build', spec);
    expect(jobs.map((j) => j.name)).toEqual([
      'build-cart-cart-api',
      `build-${'x'.repeat(40)}-${'y'.repeat(16)}`,
      `build-${'x'.repeat(40)}-${'y'.repeat(11)}-2`,
    ]);
    expect(jobs[0]?.spec).toEqual({
      docker_registry_id: 'r1',
      service_and_builds: [spec.service_and_builds[0]],
    });
  });
});
