import { HELM_SERVICE_NAME_PATTERN, type HelmRepoFolder, type HelmServiceBody } from '@slipway/contracts';
import { BadRequestError } from '../../lib/errors.js';
import { type ChartFile, chartMetadata, chartPath, checkChart } from '../../lib/helm/chart-files.js';
import type { ChartTemplatesService } from '../templates/chart-templates.service.js';
import type { ChartRepoAccess } from './chart-download.js';
import type { ChartFolderReader, RepoFolder } from './chart-folder-reader.js';

/** A chart ready to be saved as a service, with where it came from. */
export interface SourcedChart {
  name: string;
  files: ChartFile[];
  overrideYaml: string;
  createFrom: Record<string, unknown>;
  /** the folder the chart was read from, for the failed list of multi-folder imports */
  path?: string;
}

export interface ChartSourcesDeps {
  templates: ChartTemplatesService;
  folders: ChartFolderReader;
  /** the named chart repository from system settings, password opened */
  chartRepo(name: string): Promise<ChartRepoAccess>;
  download(access: ChartRepoAccess, chart: string, version: string): Promise<ChartFile[]>;
}

export function checkServiceName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw new BadRequestError('validation.helmService.nameRequired');
  if (trimmed.length > 63 || !HELM_SERVICE_NAME_PATTERN.test(trimmed))
    throw new BadRequestError('validation.helmService.nameFormat', trimmed);
  return trimmed;
}

const gitConfigOf = (folder: HelmRepoFolder) => ({
  codehost_id: folder.codehostID ?? 0,
  owner: folder.owner,
  repo: folder.repo,
  branch: folder.branch,
  namespace: folder.namespace,
});

const repoFolderOf = (folder: HelmRepoFolder, path: string): RepoFolder => {
  if (!folder.codehostID) throw new BadRequestError('validation.helmService.pathsRequired');
  return {
    codehostId: folder.codehostID,
    owner: folder.owner,
    repo: folder.repo,
    branch: folder.branch,
    namespace: folder.namespace,
    path,
  };
};

/** What each source of the Helm dialogs (§6.8) turns into: one chart, or one per folder. */
export class ChartSources {
  constructor(private readonly deps: ChartSourcesDeps) {}

  /** The charts of a request; a folder that cannot be read fails alone (`failed`), checks fail the request. */
  async charts(
    body: HelmServiceBody,
  ): Promise<{ charts: SourcedChart[]; failed: { path: string; error: unknown }[] }> {
    switch (body.source) {
      case 'chartTemplate':
        return { charts: [await this.fromTemplate(body)], failed: [] };
      case 'chartRepo':
        return { charts: [await this.fromChartRepo(body)], failed: [] };
      case 'publicRepo':
        throw new BadRequestError('error.helmSourceUnavailable', 'publicRepo');
      default:
        return this.fromRepoFolders(body);
    }
  }

  /**
   * The bulk dialog (§6.9): one service per values file of the repository, named after the file
   * (`values/web.yaml` → `web`); a file that fails does so alone.
   */
  async bulk(
    body: HelmServiceBody,
  ): Promise<{ charts: SourcedChart[]; failed: { path: string; error: unknown }[] }> {
    const templateName = body.createFrom.templateName;
    if (!templateName) throw new BadRequestError('validation.helmService.templateRequired');
    const git = body.valuesData?.gitRepoConfig;
    if (!git?.codehostID || git.valuesPaths.length === 0)
      throw new BadRequestError('validation.helmService.pathsRequired');
    const charts: SourcedChart[] = [];
    const failed: { path: string; error: unknown }[] = [];
    for (const path of git.valuesPaths) {
      try {
        const fileName = chartPath(path).split('/').pop() ?? '';
        const name = checkServiceName(fileName.replace(/\.ya?ml$/i, ''));
        const overrideYaml = await this.deps.folders.file(repoFolderOf(git, path));
        charts.push({ ...(await this.templateChart(templateName, name, [], overrideYaml, git, path)), path });
      } catch (error) {
        failed.push({ path, error });
      }
    }
    return { charts, failed };
  }

  private async fromTemplate(body: HelmServiceBody): Promise<SourcedChart> {
    const from = body.createFrom;
    if (!from.templateName) throw new BadRequestError('validation.helmService.templateRequired');
    const name = checkServiceName(body.name);
    const git = body.valuesData?.gitRepoConfig;
    const valuesPath = git?.codehostID ? git.valuesPaths[0] : undefined;
    // values from a repository file win over the ones typed in the dialog, as the dialog offers one or the other
    const overrideYaml =
      git && valuesPath ? await this.deps.folders.file(repoFolderOf(git, valuesPath)) : from.valuesYAML;
    return this.templateChart(
      from.templateName,
      name,
      from.variables ?? [],
      overrideYaml,
      git ?? undefined,
      valuesPath,
    );
  }

  private async templateChart(
    templateName: string,
    name: string,
    sent: readonly { key: string; value: string }[],
    overrideYaml: string,
    git: HelmRepoFolder | undefined,
    valuesPath: string | undefined,
  ): Promise<SourcedChart> {
    const { files, variables } = await this.deps.templates.render(templateName, name, sent);
    return {
      name,
      files,
      overrideYaml,
      createFrom: {
        service_name: name,
        template_name: templateName,
        variables,
        yaml_data: {
          yaml_content: overrideYaml,
          source_detail:
            git && valuesPath ? { load_path: valuesPath, git_repo_config: gitConfigOf(git) } : null,
        },
      },
    };
  }

  private async fromChartRepo(body: HelmServiceBody): Promise<SourcedChart> {
    const { chartRepoName, chartName, chartVersion } = body.createFrom;
    if (!chartRepoName || !chartName || !chartVersion)
      throw new BadRequestError('validation.helmService.chartRequired');
    const name = checkServiceName(chartName);
    const files = await this.deps.download(await this.deps.chartRepo(chartRepoName), chartName, chartVersion);
    checkChart(files);
    return {
      name,
      files,
      overrideYaml: '',
      createFrom: { chart_repo_name: chartRepoName, chart_name: chartName, chart_version: chartVersion },
    };
  }

  /** One service per folder, named after the folder (the chart's name when the folder is the root). */
  private async fromRepoFolders(body: HelmServiceBody) {
    const folder = body.createFrom;
    if (folder.paths.length === 0 || !folder.codehostID || !folder.repo)
      throw new BadRequestError('validation.helmService.pathsRequired');
    const charts: SourcedChart[] = [];
    const failed: { path: string; error: unknown }[] = [];
    for (const path of folder.paths) {
      try {
        const loadPath = chartPath(path);
        const files = await this.deps.folders.read(repoFolderOf(folder, loadPath));
        checkChart(files);
        const name = checkServiceName(loadPath.split('/').pop() || chartMetadata(files).name);
        charts.push({
          name,
          files,
          overrideYaml: '',
          path,
          createFrom: { load_path: loadPath, git_repo_config: gitConfigOf(folder) },
        });
      } catch (error) {
        failed.push({ path, error });
      }
    }
    return { charts, failed };
  }
}
