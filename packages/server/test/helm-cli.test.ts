import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translate } from '@slipway/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { valuesFileOf } from '../src/lib/helm/chart-files.js';
import { findHelm, HelmCli, HelmMissingError } from '../src/lib/helm/helm-cli.js';
import { mergeValuesYaml } from '../src/lib/helm/values-merge.js';
import { chartFiles } from './fixtures/charts/chart-fixture.js';

/** The helm command: a clear typed error when it is missing; a real `helm template` when it is installed. */
const emptyDirs: string[] = [];
afterAll(async () => {
  for (const dir of emptyDirs) await rm(dir, { recursive: true, force: true });
});

const files = chartFiles('web');
const release = {
  release: 'web-dev',
  namespace: 'shop-dev',
  files,
  values: mergeValuesYaml({
    chartValues: valuesFileOf(files),
    overrides: [{ key: 'replicaCount', value: '2' }],
  }),
};

describe('helm missing', () => {
  it('PATH without helm: found nothing, every command answers HelmMissingError (503, zh-CN and en text)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'no-helm-'));
    emptyDirs.push(dir);
    expect(await findHelm(dir)).toBeUndefined();
    const cli = new HelmCli(path.join(dir, 'helm'));
    expect(await cli.available()).toBe(false);
    for (const run of [
      () => cli.template(release),
      () => cli.upgradeInstall(release),
      () => cli.uninstall(release),
      () => cli.list(release),
    ]) {
      const error = await run().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HelmMissingError);
      expect((error as HelmMissingError).status).toBe(503);
    }
    expect(translate('error.helmMissing', 'en')).toMatch(/helm command is not installed/);
    expect(translate('error.helmMissing', 'zh-CN')).toMatch(/helm/);
  });
});

const helm = await findHelm();
describe.skipIf(!helm)("helm installed (skipped: no helm on this machine's PATH)", () => {
  it('helm template renders the chart with the merged values', async () => {
    const manifests = await new HelmCli().template(release);
    expect(manifests).toMatch(/kind: Deployment/);
    expect(manifests).toMatch(/replicas: 2/);
    expect(manifests).toMatch(/image: "registry.local\/shop\/web:1.0.0"/);
  });
});
