import {
  type ChartRenderInfo,
  environmentPaths,
  type HelmEnvCreateBody,
  helmEnvPaths,
} from '@slipway/contracts';
import { http } from '../../api/http';

const estimated = (path: string) => path.replace(':envName', '');

/** The calls of the Helm create form (portal-shapes §2.4, §2.6, §2.8). */
export const helmEnvCreateApi = {
  /** Each chart service's starting values for a new environment (its own values over the chart's). */
  renderInfos: (projectName: string, serviceNames: string[], signal?: AbortSignal) =>
    http.get<ChartRenderInfo[]>(estimated(helmEnvPaths.estimatedRenderchart), {
      query: { projectName, serviceName: serviceNames.join(',') },
      signal,
    }),
  /** The chart's own values.yaml (nothing layered over it), shown beside the editor. */
  chartDefaults: (projectName: string, serviceName: string, signal?: AbortSignal) =>
    http.post<{ yamlContent: string }>(
      estimated(helmEnvPaths.estimatedValues),
      { overrideYaml: '', defaultValues: '' },
      { query: { projectName, serviceName, format: 'yaml', scene: 'createEnv' }, signal },
    ),
  create: (projectName: string, body: HelmEnvCreateBody) =>
    http.post<{ message: string }>(environmentPaths.environments, body, {
      query: { projectName, helm: true, scene: '' },
    }),
};
