import {
  type HelmChartUpdateBody,
  type HelmServiceBody,
  type HelmServiceResult,
  type Language,
  translate,
} from '@slipway/contracts';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors.js';
import {
  chartMetadata,
  checkChart,
  entriesIn,
  fileAt,
  joinChartPath,
  withFile,
} from '../../lib/helm/chart-files.js';
import type { ChartSources, SourcedChart } from './helm-service-sources.js';
import { containersOf, type HelmServiceSpec, infoOf, rulesOf, specOf } from './helm-service-spec.js';
import type { HelmServicesRepository, ServiceRow } from './helm-services.repository.js';

const notFound = (name: string) => new NotFoundError('error.helmServiceNotFound', name);

/** An error as the failed list shows it: the message in the caller's language, then the detail. */
const errorText = (error: unknown, language: Language) =>
  error instanceof AppError
    ? [translate(error.messageKey, language), error.description].filter(Boolean).join(': ')
    : String(error instanceof Error ? error.message : error);

/** Helm chart services of a project: made from templates, chart repositories or repository folders; files edited in place. */
export class HelmServicesService {
  constructor(
    private readonly repository: HelmServicesRepository,
    private readonly sources: ChartSources,
  ) {}

  async list(project: string) {
    const owner = await this.requireProject(project);
    const rows = await this.repository.list(project);
    const first = rows[0];
    return {
      services: owner.services,
      service_infos: rows.map(infoOf),
      file_infos: first ? entriesIn(specOf(first).chart.files, '') : [],
    };
  }

  async get(project: string, name: string) {
    const row = await this.require(project, name);
    const spec = specOf(row);
    return {
      ...infoOf(row),
      chart_name: spec.chart.name,
      chart_version: spec.chart.version,
      containers: row.containers,
    };
  }

  async filePath(project: string, name: string, dir: string) {
    return entriesIn(specOf(await this.require(project, name)).chart.files, dir);
  }

  async fileContent(project: string, name: string, filePath: string, fileName: string): Promise<string> {
    const files = specOf(await this.require(project, name)).chart.files;
    return fileAt(files, joinChartPath(filePath, fileName)).content;
  }

  async serviceModule(project: string, name: string) {
    const row = await this.require(project, name);
    const buildsOf = await this.repository.buildsOf(project, name);
    return {
      service_modules: row.containers.map((c) => ({ ...c, build_names: buildsOf.get(c.name) ?? [] })),
      service: infoOf(row),
    };
  }

  /** Creates (or, with `update`, replaces the charts of existing) services from a dialog's body. */
  async save(
    project: string,
    body: HelmServiceBody,
    by: string,
    language: Language,
    update = false,
    bulk = false,
  ) {
    const { rules } = await this.requireProject(project);
    const { charts, failed } = bulk ? await this.sources.bulk(body) : await this.sources.charts(body);
    const result: HelmServiceResult = {
      successServices: [],
      failedServices: failed.map((f) => ({ path: f.path, error: errorText(f.error, language) })),
    };
    const single = charts.length === 1 && failed.length === 0 && !charts[0]?.path;
    for (const chart of charts) {
      try {
        await this.store(project, chart, body, rulesOf(rules), by, update);
        result.successServices.push(chart.name);
      } catch (error) {
        // a lone chart (template, chart repository) answers its failure as the request's
        if (single) throw error;
        result.failedServices.push({ path: chart.path ?? chart.name, error: errorText(error, language) });
      }
    }
    return result;
  }

  /** The files the editor saved: each written into its service's chart, one new revision per service. */
  async updateFiles(project: string, body: HelmChartUpdateBody, by: string): Promise<void> {
    const { rules } = await this.requireProject(project);
    const byService = new Map<string, HelmChartUpdateBody['helm_service_infos']>();
    for (const edit of body.helm_service_infos)
      byService.set(edit.service_name, [...(byService.get(edit.service_name) ?? []), edit]);
    const changes = [];
    for (const [name, edits] of byService) {
      const row = await this.require(project, name);
      const spec = specOf(row);
      let files = spec.chart.files;
      for (const edit of edits)
        files = withFile(files, joinChartPath(edit.file_path, edit.file_name), edit.file_content);
      checkChart(files);
      const containers = containersOf(name, files, spec.override_yaml, rulesOf(rules));
      changes.push({ name, spec: { ...spec, chart: { ...spec.chart, files } }, containers });
    }
    // every service checked before any is written
    for (const change of changes)
      await this.repository.update(project, change.name, {
        spec: { ...change.spec },
        containers: change.containers,
        updatedBy: by,
      });
  }

  async releaseNaming(project: string, name: string, naming: string, by: string): Promise<void> {
    const row = await this.require(project, name);
    await this.repository.update(project, name, {
      spec: { ...specOf(row), release_naming: naming },
      updatedBy: by,
    });
  }

  /** Re-renders the auto-sync services made from a chart template with their own variables. */
  async syncTemplate(templateName: string, render: ChartSources): Promise<void> {
    for (const row of await this.repository.fromTemplate(templateName)) {
      const spec = specOf(row);
      const from = spec.create_from as { variables?: { key: string; value: string }[] };
      const body: HelmServiceBody = {
        source: 'chartTemplate',
        name: row.name,
        auto_sync: true,
        createFrom: {
          templateName,
          valuesYAML: spec.override_yaml,
          variables: from.variables ?? [],
        } as HelmServiceBody['createFrom'],
      };
      const { charts } = await render.charts(body);
      const owner = await this.repository.project(row.project);
      for (const chart of charts)
        await this.store(row.project, chart, body, rulesOf(owner?.rules), 'system', true);
    }
  }

  /** The service and the spec the environments deploy from. */
  async chartOf(project: string, name: string): Promise<{ row: ServiceRow; spec: HelmServiceSpec }> {
    const row = await this.require(project, name);
    return { row, spec: specOf(row) };
  }

  private async store(
    project: string,
    chart: SourcedChart,
    body: HelmServiceBody,
    rules: ReturnType<typeof rulesOf>,
    by: string,
    update: boolean,
  ) {
    const containers = containersOf(chart.name, chart.files, chart.overrideYaml, rules);
    const existing = update ? await this.repository.find(project, chart.name) : undefined;
    if (update && !existing) throw notFound(chart.name);
    const previous = existing ? specOf(existing) : undefined;
    const spec: HelmServiceSpec = {
      chart: { ...chartInfo(chart), files: chart.files },
      override_yaml: chart.overrideYaml,
      release_naming: previous?.release_naming ?? '',
      auto_sync: body.auto_sync ?? body.valuesData?.autoSync ?? previous?.auto_sync ?? false,
      create_from: chart.createFrom,
    };
    const fields = { source: body.source, containers, spec: { ...spec }, updatedBy: by };
    if (update) await this.repository.update(project, chart.name, fields);
    else if (!(await this.repository.insert(project, chart.name, fields)))
      throw new ConflictError('error.helmServiceExists', chart.name);
  }

  private async requireProject(project: string) {
    const row = await this.repository.project(project);
    if (!row) throw new NotFoundError('error.projectNotFound', project);
    return row;
  }

  private async require(project: string, name: string): Promise<ServiceRow> {
    const row = await this.repository.find(project, name);
    if (!row) throw notFound(name);
    return row;
  }
}

const chartInfo = (chart: SourcedChart) => chartMetadata(chart.files);
