import {
  type ChartRenderInfo,
  type ChartValuesUpdateBody,
  defaultLanguage,
  type EnvDefaultValuesBody,
  type Language,
  type OverrideValue,
  type ValuesData,
} from '@slipway/contracts';
import type { ValuesSource } from '../../db/schema-environment-configs.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { entriesIn } from '../../lib/helm/chart-files.js';
import { imageNameOf } from '../../lib/helm/values-images.js';
import { mergeValues, parseValues, valuesYaml } from '../../lib/helm/values-merge.js';
import { describeStoredError } from '../environments/environment-errors.js';
import {
  chartFilesOf,
  chartValuesOf,
  chartVersionOf,
  flattenValues,
  serviceValuesOf,
} from './chart-values.js';
import type { EnvironmentAccess } from './environment-access.js';
import type { ChartValuesRow, EnvironmentRow, ServiceRow } from './environment-configs.repository.js';

/** The service '' row keeps where the environment's default values came from. */
export const ENVIRONMENT_DEFAULTS = '';
export const NO_SOURCE: ValuesSource = { auto_sync: false, source_detail: null };

/** Where values were loaded from, from the dialogs' `valuesData` (only a repository file has a source). */
export function sourceOf(data: ValuesData): ValuesSource {
  const repo = data?.gitRepoConfig;
  if (data?.yamlSource !== 'repo' || !repo?.repo) return NO_SOURCE;
  return {
    auto_sync: data.autoSync ?? repo.autoSync ?? false,
    source_detail: {
      load_path: repo.valuesPaths ?? '',
      git_repo_config: {
        codehost_id: Number(repo.codehostID) || 0,
        owner: repo.owner ?? '',
        repo: repo.repo,
        branch: repo.branch ?? '',
        namespace: repo.namespace ?? '',
      },
    },
  };
}

/** Checks values text is a YAML map before anything is kept. */
export function checkedValues(text: string | null | undefined): string {
  const value = text ?? '';
  try {
    parseValues(value);
  } catch (error) {
    throw new BadRequestError('validation.helmEnv.valuesYaml', error instanceof Error ? error.message : '');
  }
  return value;
}

const names = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Deploys what changed in a Helm environment (`helm upgrade`); missing helm is its 503 to raise. */
export interface HelmDeployer {
  /** throws when the releases cannot be changed here (no helm, cluster gone), before anything is kept */
  ensureAvailable(): Promise<void>;
  redeploy(env: EnvironmentRow, services: readonly string[], by: string): Promise<void>;
}

/**
 * The values a Helm environment layers over its charts (render sets): the environment's default
 * values and, per service, an override YAML and key/value overrides, merged as Helm does.
 */
export class HelmValuesService {
  constructor(
    private readonly access: EnvironmentAccess,
    private readonly deployer: HelmDeployer,
  ) {}

  /** Render infos of an existing environment's services (all of them when none is named). */
  async renderchart(
    project: string,
    envName: string,
    serviceNames: string | undefined,
  ): Promise<ChartRenderInfo[]> {
    const env = await this.access.get(project, envName);
    return this.renderInfos(project, env, names(serviceNames));
  }

  /** Like renderchart, for an environment being created ('' or a name not taken yet): chart defaults. */
  async estimatedRenderchart(project: string, envName: string, serviceNames: string | undefined) {
    const env = envName ? await this.access.repository.environment(project, envName) : undefined;
    return this.renderInfos(project, env, names(serviceNames));
  }

  async defaultValues(project: string, envName: string | undefined) {
    const env = envName ? await this.access.repository.environment(project, envName) : undefined;
    if (!env) return { defaultValues: '', yaml_data: NO_SOURCE };
    const rows = await this.access.repository.chartValues(env.id);
    const source = rows.find((r) => r.service === ENVIRONMENT_DEFAULTS)?.source ?? NO_SOURCE;
    return { defaultValues: env.defaultValues, yaml_data: source };
  }

  /** The values a release would get, as a key list (`flatMap`) or a YAML preview. */
  async estimatedValues(
    project: string,
    envName: string,
    query: { serviceName?: string | undefined; format?: string | undefined },
    body: {
      overrideYaml?: string | undefined;
      defaultValues?: string | undefined;
      overrideValues?: OverrideValue[] | null | undefined;
    },
  ) {
    const service = await this.helmService(project, query.serviceName ?? '');
    const env = envName ? await this.access.repository.environment(project, envName) : undefined;
    const merged = mergeValues({
      chartValues: chartValuesOf(service),
      envDefaultValues: checkedValues(body.defaultValues ?? env?.defaultValues),
      serviceValues: checkedValues(body.overrideYaml ?? serviceValuesOf(service)),
      overrides: body.overrideValues ?? [],
    });
    if (query.format === 'yaml') return { yamlContent: valuesYaml(merged) };
    return flattenValues(merged);
  }

  async updateCharts(project: string, envName: string, body: ChartValuesUpdateBody, by: string) {
    const env = await this.helmEnvironment(project, envName);
    const inEnv = new Set(env.services.map((s) => s.name));
    for (const chart of body.chartValues) {
      if (!inEnv.has(chart.serviceName))
        throw new BadRequestError('error.helmEnv.serviceNotInEnvironment', chart.serviceName);
      checkedValues(chart.overrideYaml);
      mergeValues({ chartValues: '', overrides: chart.overrideValues ?? [] });
    }
    await this.deployer.ensureAvailable();
    const existing = new Map((await this.access.repository.chartValues(env.id)).map((r) => [r.service, r]));
    for (const chart of body.chartValues) {
      const before = existing.get(chart.serviceName);
      await this.access.repository.saveChartValues(
        env.id,
        chart.serviceName,
        {
          chartVersion: chart.chartVersion ?? before?.chartVersion ?? '',
          overrideYaml: chart.overrideYaml ?? '',
          overrideValues: chart.overrideValues ?? [],
          source: chart.valuesData === undefined ? (before?.source ?? NO_SOURCE) : sourceOf(chart.valuesData),
        },
        by,
      );
    }
    await this.deployer.redeploy(
      env,
      body.chartValues.map((c) => c.serviceName),
      by,
    );
  }

  async updateDefaultValues(project: string, envName: string, body: EnvDefaultValuesBody, by: string) {
    const env = await this.helmEnvironment(project, envName);
    const defaultValues = checkedValues(body.defaultValues);
    await this.deployer.ensureAvailable();
    await this.access.repository.updateEnvironment(env.id, { defaultValues, updatedBy: by });
    await this.access.repository.saveChartValues(
      env.id,
      ENVIRONMENT_DEFAULTS,
      { chartVersion: '', overrideYaml: '', overrideValues: [], source: sourceOf(body.valuesData) },
      by,
    );
    await this.deployer.redeploy(
      { ...env, defaultValues },
      env.services.map((s) => s.name),
      by,
    );
  }

  /** The charts of the environment and the files of the first one (delivery version page). */
  async charts(project: string, envName: string, serviceNames: string | undefined) {
    const env = await this.helmEnvironment(project, envName);
    const wanted = names(serviceNames);
    const running = env.services.filter((s) => wanted.length === 0 || wanted.includes(s.name));
    const services = new Map((await this.access.repository.helmServices(project)).map((s) => [s.name, s]));
    const first = running[0] ? services.get(running[0].name) : undefined;
    return {
      chartInfos: running.map((s) => ({ serviceName: s.name, revision: s.revision })),
      fileInfos: first ? entriesIn(chartFilesOf(first), '') : [],
    };
  }

  async images(project: string, envName: string, serviceName: string | undefined) {
    const env = await this.helmEnvironment(project, envName);
    const service = this.running(env, serviceName ?? '');
    return {
      serviceImages: [
        {
          imageData: service.containers.map((c) => ({
            imageName: imageNameOf(c.image),
            imageTag: c.image.slice(c.image.lastIndexOf(':') + 1),
            selected: true,
          })),
        },
      ],
    };
  }

  /** Each chart's release as stored: pending while the environment changes, failed with its error. */
  async releases(project: string, envName: string, language: Language = defaultLanguage) {
    const env = await this.helmEnvironment(project, envName);
    const busy = ['creating', 'updating', 'deleting'].includes(env.status);
    return env.services.map((s) => {
      const status = busy
        ? 'pending'
        : env.status === 'failed'
          ? 'failed'
          : s.rendered || s.revision > 0
            ? 'deployed'
            : 'notDeployed';
      return {
        serviceName: s.name,
        status,
        error: status === 'failed' ? describeStoredError(env.error, language) : '',
        updatable: !busy,
      } as const;
    });
  }

  async values(project: string, envName: string, serviceName: string | undefined) {
    const env = await this.helmEnvironment(project, envName);
    return { valuesYaml: this.running(env, serviceName ?? '').rendered };
  }

  private running(env: EnvironmentRow, serviceName: string) {
    const service = env.services.find((s) => s.name === serviceName);
    if (!service) throw new NotFoundError('error.helmEnv.serviceNotInEnvironment', serviceName);
    return service;
  }

  private async helmEnvironment(project: string, envName: string): Promise<EnvironmentRow> {
    const env = await this.access.get(project, envName);
    if (env.source !== 'helm') throw new BadRequestError('error.helmEnv.notHelm', envName);
    return env;
  }

  private async helmService(project: string, name: string): Promise<ServiceRow> {
    const service = (await this.access.repository.helmServices(project)).find((s) => s.name === name);
    if (!service) throw new BadRequestError('validation.helmEnv.serviceNotInProject', name);
    return service;
  }

  private async renderInfos(project: string, env: EnvironmentRow | undefined, wanted: string[]) {
    const services = await this.access.repository.helmServices(project);
    const rows = new Map<string, ChartValuesRow>(
      env ? (await this.access.repository.chartValues(env.id)).map((r) => [r.service, r]) : [],
    );
    const inEnv = env ? new Set(env.services.map((s) => s.name)) : undefined;
    return services
      .filter((s) => (wanted.length > 0 ? wanted.includes(s.name) : !inEnv || inEnv.has(s.name)))
      .map((s) => {
        const row = rows.get(s.name);
        return {
          serviceName: s.name,
          chartVersion: row?.chartVersion || chartVersionOf(s),
          overrideYaml: row ? row.overrideYaml : serviceValuesOf(s),
          overrideValues: row?.overrideValues ?? [],
          yaml_data: row?.source ?? NO_SOURCE,
        };
      });
  }
}
