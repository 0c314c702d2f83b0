import {
  type ChartTemplateBody,
  systemTemplateVariables,
  type TemplateVariableItem,
} from '@slipway/contracts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import {
  type ChartFile,
  checkChart,
  fileAt,
  joinChartPath,
  valuesFileOf,
} from '../../lib/helm/chart-files.js';
import type { ChartFolderReader } from '../helm-services/chart-folder-reader.js';
import {
  type ChartOrigin,
  type ChartTemplateRow,
  type ChartTemplatesRepository,
  originOf,
} from './chart-templates.repository.js';
import { mergeVariables, renderTemplate } from './k8s-yaml-variables.js';

const notFound = (name: string) => new NotFoundError('error.chartTemplateNotFound', name);

/** A chart template's files once it becomes a service: variables and `$Service$` filled in. */
export interface RenderedChart {
  files: ChartFile[];
  variables: TemplateVariableItem[];
}

/** Services made from templates are re-rendered from it when the library asks (set by the Helm services). */
export type ChartTemplateSync = (templateName: string) => Promise<void>;

/**
 * The Helm chart templates of the template library: a chart folder imported from a code host, its
 * values.yaml's `{{.key}}` placeholders as variables with defaults. A template in use stays.
 */
export class ChartTemplatesService {
  private sync: ChartTemplateSync = async () => {};

  constructor(
    private readonly repository: ChartTemplatesRepository,
    private readonly folders: ChartFolderReader,
  ) {}

  /** How "apply to every auto-sync service" reaches the services; wired by the Helm services. */
  useSync(sync: ChartTemplateSync) {
    this.sync = sync;
  }

  async list() {
    const rows = await this.repository.list();
    return rows.map((row) => ({ name: row.name, ...originOf(row) }));
  }

  async get(name: string) {
    const row = await this.require(name);
    return {
      name: row.name,
      ...originOf(row),
      files: row.files.map((f) => ({ path: f.path, name: f.path.split('/').pop() ?? f.path, is_dir: false })),
      variables: row.variables,
    };
  }

  async file(name: string, fileName: string, filePath: string): Promise<string> {
    const row = await this.require(name);
    return fileAt(row.files, joinChartPath(filePath, fileName)).content;
  }

  async create(body: ChartTemplateBody, by: string): Promise<void> {
    const files = await this.import(body);
    const created = await this.repository.create({
      name: body.name,
      origin: originFrom(body),
      files,
      variables: mergeVariables(valuesFileOf(files), []),
      updatedBy: by,
    });
    if (!created) throw new ConflictError('error.chartTemplateExists', body.name);
  }

  /**
   * Re-import from the (possibly changed) folder; variable defaults are kept by key. The template
   * keeps the name in the path: services name their template, so a template is never renamed.
   */
  async update(name: string, body: ChartTemplateBody, by: string): Promise<void> {
    const row = await this.require(name);
    const files = await this.import(body);
    await this.repository.update(name, {
      name,
      origin: originFrom(body),
      files,
      variables: mergeVariables(valuesFileOf(files), row.variables),
      updatedBy: by,
    });
  }

  async delete(name: string): Promise<void> {
    const users = await this.repository.usedBy(name);
    if (users.length > 0)
      throw new BadRequestError(
        'error.chartTemplateInUse',
        users.map((u) => `${u.project_name}/${u.service_name}`).join(', '),
      );
    if (!(await this.repository.delete(name))) throw notFound(name);
  }

  async variables(name: string): Promise<TemplateVariableItem[]> {
    return (await this.require(name)).variables;
  }

  /** The editor's variable list: keys the values use keep the sent defaults; others are dropped. */
  async saveVariables(name: string, sent: readonly TemplateVariableItem[], by: string): Promise<void> {
    const row = await this.require(name);
    await this.repository.setVariables(name, mergeVariables(valuesFileOf(row.files), sent), by);
  }

  async references(name: string) {
    await this.require(name);
    return this.repository.usedBy(name);
  }

  async applyToServices(name: string): Promise<void> {
    await this.require(name);
    await this.sync(name);
  }

  /**
   * The template's chart for one service: values.yaml's `{{.key}}` from the sent variables, else the
   * template's defaults; `$Service$` (and the other system variables) in values.yaml and Chart.yaml.
   */
  async render(
    name: string,
    serviceName: string,
    sent: readonly TemplateVariableItem[] = [],
  ): Promise<RenderedChart> {
    const row = await this.require(name);
    const sentValues = new Map(sent.map((v) => [v.key, v.value]));
    const variables = row.variables.map((v) => ({ key: v.key, value: sentValues.get(v.key) ?? v.value }));
    const system = {
      project: '$Product$',
      service: serviceName,
      namespace: '$Namespace$',
      envName: '$EnvName$',
    };
    const files = row.files.map((file) =>
      file.path === 'values.yaml' || file.path === 'Chart.yaml'
        ? { path: file.path, content: renderTemplate(file.content, variables, system) }
        : file,
    );
    return { files, variables };
  }

  systemVariables() {
    return systemTemplateVariables;
  }

  private async import(body: ChartTemplateBody): Promise<ChartFile[]> {
    const files = await this.folders.read({
      codehostId: body.codeHostID,
      owner: body.owner,
      repo: body.repo,
      branch: body.branch,
      namespace: body.namespace,
      path: body.path,
    });
    checkChart(files);
    return files;
  }

  private async require(name: string): Promise<ChartTemplateRow> {
    const row = await this.repository.find(name);
    if (!row) throw notFound(name);
    return row;
  }
}

const originFrom = (body: ChartTemplateBody): ChartOrigin => ({
  codehostID: body.codeHostID,
  owner: body.owner,
  repo: body.repo,
  branch: body.branch,
  path: body.path,
  namespace: body.namespace,
});
