import type { EnvironmentService } from '../../db/schema-environments.js';
import { type ChartRelease, HelmCli, HelmMissingError } from '../../lib/helm/helm-cli.js';
import { imagesInValues } from '../../lib/helm/values-images.js';
import { applyOverride, mergeValues, type Values, valuesYaml } from '../../lib/helm/values-merge.js';
import type { WorkloadDriver } from '../../workloads/workload-driver.js';
import { releaseNameOf } from '../helm-services/helm-service-spec.js';
import { chartFilesOf, chartValuesOf, serviceValuesOf } from './chart-values.js';
import { type EnvironmentAccess, onCluster } from './environment-access.js';
import type { EnvironmentRow } from './environment-configs.repository.js';
import type { HelmDeployer } from './helm-values.service.js';

/** `repo:tag` split where the tag starts (a registry port's colon is not one). */
function splitImage(image: string): { repo: string; tag: string } {
  const colon = image.lastIndexOf(':');
  return colon > image.lastIndexOf('/')
    ? { repo: image.slice(0, colon), tag: image.slice(colon + 1) }
    : { repo: image, tag: '' };
}

/**
 * Keeps the images the environment runs now (a deploy job may have set them) where the merged
 * values name the same container, so changing values never rolls an image back.
 */
function keepRunningImages(values: Values, service: string, running: EnvironmentService | undefined): void {
  for (const found of imagesInValues(values, service)) {
    const current = running?.containers.find((c) => c.name === found.name)?.image;
    if (!current || current === found.image) continue;
    const { repo, tag } = splitImage(current);
    if (found.tagPath) {
      applyOverride(values, { key: found.repoPath, value: repo, asString: true });
      applyOverride(values, { key: found.tagPath, value: tag, asString: true });
    } else applyOverride(values, { key: found.repoPath, value: current, asString: true });
  }
}

/**
 * Puts a Helm environment's changed values into effect, chart by chart with its merged values: on a
 * Kubernetes cluster `helm upgrade --install` (a Helm release, waited for); on the local podman
 * cluster, which has no API server for helm, `helm template` and the driver's apply. Then the
 * environment's record of the service is updated.
 */
export class HelmEnvironmentDeployer implements HelmDeployer {
  constructor(
    private readonly access: EnvironmentAccess,
    private readonly helm = new HelmCli(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  async ensureAvailable(): Promise<void> {
    if (!(await this.helm.available())) throw new HelmMissingError();
  }

  private async install(driver: WorkloadDriver, env: EnvironmentRow, service: string, release: ChartRelease) {
    const kubeconfig = driver.kubeconfig?.();
    if (kubeconfig) {
      await this.helm.upgradeInstall({ ...release, kubeconfig });
      return;
    }
    const manifests = await this.helm.template(release);
    await onCluster(() => driver.apply(env.namespace, { project: env.project, service }, manifests));
  }

  async redeploy(env: EnvironmentRow, services: readonly string[], by: string): Promise<void> {
    if (services.length === 0) return;
    const driver = await this.access.driverFor(env.clusterId || 'local');
    const charts = new Map((await this.access.repository.helmServices(env.project)).map((s) => [s.name, s]));
    const chartValues = new Map(
      (await this.access.repository.chartValues(env.id)).map((r) => [r.service, r]),
    );
    const updated = [...env.services];
    for (const name of services) {
      const service = charts.get(name);
      const index = updated.findIndex((s) => s.name === name);
      if (!service || index < 0) continue;
      const row = chartValues.get(name);
      const values = mergeValues({
        chartValues: chartValuesOf(service),
        envDefaultValues: env.defaultValues,
        serviceValues: row ? row.overrideYaml : serviceValuesOf(service),
        overrides: row?.overrideValues ?? [],
      });
      keepRunningImages(values, name, updated[index]);
      const naming = typeof service.spec.release_naming === 'string' ? service.spec.release_naming : '';
      const release = {
        release: releaseNameOf(naming, {
          project: env.project,
          service: name,
          namespace: env.namespace,
          envName: env.name,
        }),
        namespace: env.namespace,
        files: chartFilesOf(service),
        values: valuesYaml(values),
      };
      await this.install(driver, env, name, release);
      const before = updated[index] as EnvironmentService;
      updated[index] = {
        ...before,
        revision: service.revision,
        rendered: valuesYaml(values),
        containers: imagesInValues(values, name).map((i) => ({
          name: i.name,
          image: i.image,
          image_name: i.image_name,
        })),
        updated_at: Math.floor(this.now().getTime() / 1000),
      };
    }
    await this.access.repository.updateEnvironment(env.id, { services: updated, updatedBy: by });
  }
}
