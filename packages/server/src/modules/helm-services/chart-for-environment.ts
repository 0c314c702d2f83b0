import type { ChartFile } from '../../lib/helm/chart-files.js';
import { valuesFileOf } from '../../lib/helm/chart-files.js';
import { imagesInValues, type ValuesImage } from '../../lib/helm/values-images.js';
import { mergeValues, type ValueOverride, valuesYaml } from '../../lib/helm/values-merge.js';
import { releaseNameOf, rulesOf } from './helm-service-spec.js';
import type { HelmServicesRepository } from './helm-services.repository.js';
import type { HelmServicesService } from './helm-services.service.js';

/** What an environment adds to a Helm service's chart. */
export interface EnvironmentValues {
  envName: string;
  namespace: string;
  /** the environment's default values (YAML) */
  envDefaultValues?: string;
  /** the service's values in this environment (override_yaml); the service's own values when absent */
  serviceValues?: string;
  /** `--set`-style key/values, applied last */
  overrides?: readonly ValueOverride[];
}

/** A Helm service ready for `helm upgrade --install` in one environment. */
export interface EnvironmentChart {
  release: string;
  revision: number;
  files: ChartFile[];
  /** merged values as YAML */
  values: string;
  /** the images found in the merged values (paths to set a new image on deploy) */
  images: ValuesImage[];
}

/**
 * The chart of a project's Helm service and its values merged for an environment (zadig-reference.md §5):
 * chart values.yaml < environment defaults < the service's values < overrides.
 */
export async function chartForEnvironment(
  services: HelmServicesService,
  repository: HelmServicesRepository,
  project: string,
  serviceName: string,
  env: EnvironmentValues,
): Promise<EnvironmentChart> {
  const { row, spec } = await services.chartOf(project, serviceName);
  const values = mergeValues({
    chartValues: valuesFileOf(spec.chart.files),
    envDefaultValues: env.envDefaultValues,
    serviceValues: env.serviceValues ?? spec.override_yaml,
    overrides: env.overrides,
  });
  const owner = await repository.project(project);
  return {
    release: releaseNameOf(spec.release_naming, {
      project,
      service: serviceName,
      namespace: env.namespace,
      envName: env.envName,
    }),
    revision: row.revision,
    files: spec.chart.files,
    values: valuesYaml(values),
    images: imagesInValues(values, serviceName, rulesOf(owner?.rules)),
  };
}
