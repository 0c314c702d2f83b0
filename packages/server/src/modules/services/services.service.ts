import type { K8sServiceBody, ProjectVar, ServiceType, ServiceVariable } from '@slipway/contracts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { containersOf, type ManifestProblem, readManifests } from './service-manifests.js';
import {
  mergeVariables,
  parseVariableYaml,
  printVariableName,
  renderServiceYaml,
  type Variables,
  VariableYamlError,
  variableStates,
  variablesFromList,
} from './service-render.js';
import { type ServiceDefinition, toDefinition } from './service-views.js';
import type {
  ProjectOfServices,
  ServiceFields,
  ServiceRow,
  ServicesRepository,
} from './services.repository.js';

/** What an environment renders a service with. */
export interface RenderOptions {
  /** the environment: its default variables are merged in when it exists */
  env?: string;
  /** the namespace `{{.Namespace}}` prints; the environment's, else `<project>-env-<env>` */
  namespace?: string;
  /** the caller's variables, merged last */
  variableYaml?: string;
}

/** A K8s YAML service's text and origin, as the editor, a repository or a template gives it. */
export interface K8sServiceText {
  yaml: string;
  source: string;
  visibility?: string;
  variableYaml?: string;
  spec?: Record<string, unknown>;
}

/** Which project kinds hold which service kinds. */
const kindsOfProject: Record<string, readonly ServiceType[]> = {
  k8s: ['k8s'],
  external: ['k8s'],
  helm: ['helm'],
  cloud_host: ['pm'],
};

const SYSTEM_VARIABLES = ['$Product$', '$Service$', '$Namespace$', '$EnvName$'] as const;

/** Parses a variable YAML, answering a 400 when it is not a mapping. */
export function variablesOf(text: string): Variables {
  try {
    return parseVariableYaml(text);
  } catch (error) {
    if (error instanceof VariableYamlError || (error as Error).name === 'YAMLParseError')
      throw new BadRequestError('validation.service.variableYaml', (error as Error).message);
    throw error;
  }
}

/**
 * Project services of kind K8s YAML (and the reading, rendering and removal all kinds share): the
 * rules of spec §5 (name, uniqueness across kinds), the containers found in the manifests, and the
 * rendering of `{{.var}}` placeholders that environments and deploy jobs use.
 */
/** What else goes with a service of one kind when it is deleted; throws to keep the service. */
export type ServiceDeleteStep = (row: ServiceRow) => Promise<void>;

export class ServicesService {
  private readonly deleteSteps = new Map<ServiceType, ServiceDeleteStep>();

  constructor(private readonly repository: ServicesRepository) {}

  /** Registers what a kind removes along with its services (a host service's own build). */
  onDelete(type: ServiceType, step: ServiceDeleteStep) {
    this.deleteSteps.set(type, step);
  }

  rows(project: string): Promise<ServiceRow[]> {
    return this.repository.list(project);
  }

  async list(project: string): Promise<ServiceDefinition[]> {
    return (await this.repository.list(project)).map(toDefinition);
  }

  async get(project: string, name: string): Promise<ServiceDefinition> {
    return toDefinition(await this.row(project, name));
  }

  async row(project: string, name: string, type?: ServiceType): Promise<ServiceRow> {
    const row = await this.repository.find(project, name);
    if (!row || (type && row.type !== type)) throw new NotFoundError('error.serviceNotFound', name);
    return row;
  }

  /** The project, which must exist and hold services of the kind. */
  async projectFor(project: string, kind: ServiceType): Promise<ProjectOfServices> {
    const row = await this.repository.project(project);
    if (!row) throw new NotFoundError('error.projectNotFound', project);
    if (!kindsOfProject[row.type]?.includes(kind))
      throw new BadRequestError('error.serviceKindInProject', kind);
    return row;
  }

  /**
   * The service's YAML rendered for an environment: the project's variables, then the service's own,
   * then the environment's default variables, then the caller's (later ones win) — the order the
   * environments module deploys with, so a preview shows what a deploy applies.
   */
  async render(project: string, name: string, options: RenderOptions = {}): Promise<string> {
    const row = await this.row(project, name);
    const projectRow = await this.repository.project(project);
    const env = options.env
      ? (await this.repository.environments(project)).find((e) => e.name === options.env)
      : undefined;
    const variables = mergeVariables(
      variablesFromList(projectRow?.vars ?? []),
      variablesOf(row.variableYaml),
      variablesOf(env?.defaultValues ?? ''),
      variablesOf(options.variableYaml ?? ''),
    );
    const namespace =
      options.namespace || env?.namespace || (options.env ? `${project}-env-${options.env}` : '');
    return renderServiceYaml(row.yaml, variables, {
      project,
      service: name,
      envName: options.env ?? '',
      namespace,
    });
  }

  /** The rendered YAML the variable preview shows (portal-shapes §5.9). */
  preview(
    project: string,
    name: string,
    body: { env_name?: string | null; variables?: ServiceVariable[] | null; variable_yaml?: string },
  ): Promise<string> {
    const sent = mergeVariables(
      variablesFromList(body.variables ?? []),
      variablesOf(body.variable_yaml ?? ''),
    );
    return this.render(project, name, {
      ...(body.env_name ? { env: body.env_name } : {}),
      variableYaml: JSON.stringify(sent),
    });
  }

  /** POST …/services: a new service, or (with `force`) a new revision of an existing one. */
  async saveFromEditor(
    project: string,
    body: K8sServiceBody,
    actor: string,
    may: (action: 'create_service' | 'edit_service') => boolean,
    force: boolean,
  ) {
    if (body.product_name && body.product_name !== project)
      throw new BadRequestError('error.serviceProjectMismatch', body.product_name);
    const existing = await this.repository.find(project, body.service_name);
    if (existing && !force) throw new ConflictError('error.serviceExists', body.service_name);
    if (!may(existing ? 'edit_service' : 'create_service')) throw new ForbiddenError();
    const text: K8sServiceText = {
      yaml: body.yaml,
      source: body.source,
      visibility: body.visibility,
      ...(body.variable_yaml !== undefined ? { variableYaml: body.variable_yaml } : {}),
    };
    const row = existing
      ? await this.updateK8s(project, body.service_name, text, actor)
      : await this.createK8s(project, body.service_name, text, actor);
    return this.options(project, row.name);
  }

  async createK8s(project: string, name: string, text: K8sServiceText, actor: string): Promise<ServiceRow> {
    const projectRow = await this.projectFor(project, 'k8s');
    const fields = this.k8sFields(projectRow, name, text, {}, actor);
    if (!(await this.repository.insert(project, name, fields)))
      throw new ConflictError('error.serviceExists', name);
    return this.row(project, name);
  }

  async updateK8s(project: string, name: string, text: K8sServiceText, actor: string): Promise<ServiceRow> {
    const projectRow = await this.projectFor(project, 'k8s');
    const existing = await this.repository.find(project, name);
    if (!existing) throw new NotFoundError('error.serviceNotFound', name);
    if (existing.type !== 'k8s') throw new ConflictError('error.serviceExists', name);
    const fields = this.k8sFields(projectRow, name, text, existing, actor);
    const row = await this.repository.update(project, name, fields);
    if (!row) throw new NotFoundError('error.serviceNotFound', name);
    return row;
  }

  /** The stored fields of a K8s YAML service; the YAML must render into valid manifests. */
  private k8sFields(
    projectRow: ProjectOfServices,
    name: string,
    text: K8sServiceText,
    existing: Partial<ServiceRow>,
    actor: string,
  ): ServiceFields {
    const variableYaml = text.variableYaml ?? existing.variableYaml ?? '';
    const variables = mergeVariables(variablesFromList(projectRow.vars), variablesOf(variableYaml));
    const rendered = renderServiceYaml(
      text.yaml,
      variables,
      { project: projectRow.name, service: name },
      printVariableName,
    );
    const { manifests, problems } = readManifests(rendered);
    const [problem] = problems;
    if (problem) throw new BadRequestError(problem.key, problem.detail);
    return {
      type: 'k8s',
      source: text.source,
      yaml: text.yaml,
      variableYaml,
      containers: containersOf(manifests),
      spec: text.spec ?? existing.spec ?? {},
      visibility: text.visibility ?? existing.visibility ?? 'private',
      updatedBy: actor,
    };
  }

  /** PUT …/services: the service tree's visibility switch. */
  async setVisibility(project: string, name: string, type: ServiceType, visibility: string, actor: string) {
    await this.row(project, name, type);
    await this.repository.update(project, name, { visibility, updatedBy: actor });
  }

  async delete(project: string, name: string, type: ServiceType): Promise<void> {
    const row = await this.row(project, name, type);
    await this.deleteSteps.get(row.type)?.(row);
    await this.repository.delete(project, name);
  }

  /**
   * What the service pages show beside a service (portal-shapes §5.5): its containers with the builds
   * producing them, the system variables, and the project's variables with their states.
   */
  async options(project: string, name: string) {
    const row = await this.row(project, name);
    const builds = await this.repository.buildNames(
      project,
      name,
      row.containers.map((c) => c.name),
    );
    const projectRow = await this.repository.project(project);
    const services = (await this.repository.list(project))
      .filter((s) => s.type === 'k8s')
      .map((s) => ({ name: s.name, yaml: s.yaml, variables: variablesOrEmpty(s.variableYaml) }));
    return {
      service_module: row.containers.map((c) => ({ ...c, build_names: builds.get(c.name) ?? [] })),
      system_variable: SYSTEM_VARIABLES.map((key) => ({
        key,
        value: key === '$Product$' ? project : key === '$Service$' ? name : '',
      })),
      custom_variable: variableStates(projectRow?.vars ?? ([] as ProjectVar[]), services),
    };
  }

  /** Names of the project's environments that do not run the service yet. */
  async deployableEnvs(project: string, name: string): Promise<string[]> {
    await this.row(project, name);
    const envs = await this.repository.environments(project);
    return envs.filter((env) => !env.services.some((s) => s.name === name)).map((env) => env.name);
  }

  /** Public services of other projects this one may add (portal-shapes §5.3). */
  async sharedServices(project: string) {
    return (await this.repository.sharedBy(project)).map((row) => ({
      service_name: row.name,
      product_name: row.project,
      type: row.type,
      visibility: row.visibility,
    }));
  }
}

/** A stored variable YAML that no longer parses counts as none (it was checked when saved). */
function variablesOrEmpty(text: string): Variables {
  try {
    return parseVariableYaml(text);
  } catch {
    return {};
  }
}

/**
 * What the YAML editor's check reports (portal-shapes §5.8): the problems of the YAML once its
 * placeholders are filled from the variables sent (missing ones print empty); none for valid YAML.
 */
export function checkServiceYaml(yaml: string, variableYaml = ''): ManifestProblem[] {
  let variables: Variables;
  try {
    variables = parseVariableYaml(variableYaml);
  } catch (error) {
    return [{ key: 'validation.service.variableYaml', detail: (error as Error).message }];
  }
  const rendered = renderServiceYaml(yaml, variables, { project: '', service: '' }, printVariableName);
  return readManifests(rendered).problems;
}
