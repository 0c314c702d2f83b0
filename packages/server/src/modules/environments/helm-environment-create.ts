import { type HelmEnvCreateBody, type HelmEnvCreateSpec, LOCAL_CLUSTER_ID } from '@slipway/contracts';
import type { EnvironmentService } from '../../db/schema-environments.js';
import { BadRequestError, ConflictError } from '../../lib/errors.js';
import { mergeValues } from '../../lib/helm/values-merge.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import { chartVersionOf } from '../environment-configs/chart-values.js';
import type { EnvironmentConfigsRepository } from '../environment-configs/environment-configs.repository.js';
import {
  checkedValues,
  ENVIRONMENT_DEFAULTS,
  type HelmDeployer,
  sourceOf,
} from '../environment-configs/helm-values.service.js';
import { storedStatuses } from './environment-status.js';
import { defaultNamespace, type EnvironmentsService } from './environments.service.js';

/**
 * Creates the environments of a Helm chart project (portal-shapes §2.4): each one a namespace with
 * the chosen chart services and its values (environment defaults, per service override YAML and
 * keys), then each chart rendered with `helm template` and applied through the cluster's driver.
 * Without helm the environment is still kept, and its creation fails saying helm is missing.
 */
export class HelmEnvironmentCreator {
  constructor(
    private readonly envs: EnvironmentsService,
    private readonly configs: EnvironmentConfigsRepository,
    private readonly deployer: HelmDeployer,
    private readonly defaultRolloutMs = 600_000,
  ) {}

  async create(projectName: string, body: HelmEnvCreateBody, by: string): Promise<void> {
    const project = await this.envs.project(projectName);
    if (project.type !== 'helm') throw new BadRequestError('validation.helmEnv.notHelmProject');
    const charts = new Map((await this.configs.helmServices(projectName)).map((s) => [s.name, s]));
    // everything is checked before the first environment is kept
    for (const spec of body) {
      if (await this.envs.repository.find(projectName, spec.envName))
        throw new ConflictError('error.environmentExists', spec.envName);
      checkedValues(spec.defaultValues);
      for (const chart of spec.chartValues) {
        if (!charts.has(chart.serviceName))
          throw new BadRequestError('validation.helmEnv.serviceNotInProject', chart.serviceName);
        checkedValues(chart.overrideYaml);
        mergeValues({ chartValues: '', overrides: chart.overrideValues ?? [] });
      }
    }
    const timeoutMs = project.deployTimeout > 0 ? project.deployTimeout * 60_000 : this.defaultRolloutMs;
    for (const spec of body) {
      const services = spec.chartValues.map((chart): EnvironmentService => {
        const row = charts.get(chart.serviceName);
        return {
          name: chart.serviceName,
          type: 'helm',
          revision: row?.revision ?? 0,
          variable_yaml: '',
          // the merged values, once the chart is deployed
          rendered: '',
          containers: [],
          updated_at: unixSeconds(new Date()),
        };
      });
      const env = await this.envs.repository.insert({
        project: projectName,
        name: spec.envName,
        namespace: spec.namespace || defaultNamespace(projectName, spec.envName),
        clusterId: spec.clusterID || LOCAL_CLUSTER_ID,
        production: spec.production ?? false,
        source: 'helm',
        status: storedStatuses.creating,
        registryId: spec.registry_id ?? '',
        defaultValues: spec.defaultValues ?? '',
        services,
        createdBy: by,
        updatedBy: by,
      });
      await this.saveValues(env.id, spec, charts, by);
      const names = services.map((s) => s.name);
      this.envs.rollouts.start(env, {
        apply: [],
        remove: [],
        failure: 'error.environmentCreateFailed',
        creating: true,
        timeoutMs,
        deploy: async () => {
          await this.deployer.ensureAvailable();
          await this.deployer.redeploy(env, names, by);
          return (await this.envs.get(projectName, spec.envName)).services;
        },
      });
    }
  }

  private async saveValues(
    environmentId: number,
    spec: HelmEnvCreateSpec,
    charts: Map<string, Parameters<typeof chartVersionOf>[0]>,
    by: string,
  ) {
    await this.configs.saveChartValues(
      environmentId,
      ENVIRONMENT_DEFAULTS,
      { chartVersion: '', overrideYaml: '', overrideValues: [], source: sourceOf(spec.valuesData) },
      by,
    );
    for (const chart of spec.chartValues) {
      const row = charts.get(chart.serviceName);
      await this.configs.saveChartValues(
        environmentId,
        chart.serviceName,
        {
          chartVersion: chart.chartVersion || (row ? chartVersionOf(row) : ''),
          overrideYaml: chart.overrideYaml ?? '',
          overrideValues: chart.overrideValues ?? [],
          source: sourceOf(chart.valuesData),
        },
        by,
      );
    }
  }
}
