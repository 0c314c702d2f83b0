import type {
  LibraryTemplate,
  LibraryTemplateBody,
  LibraryTemplateKind,
  TemplateVariableItem,
} from '@slipway/contracts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import { buildArgsOf } from './dockerfile-lint.js';
import { mergeVariables } from './k8s-yaml-variables.js';
import type { LibraryTemplateRow, LibraryTemplatesRepository } from './library-templates.repository.js';

/** Where a template is used: builds for Dockerfiles, services for Kubernetes YAML. */
export type TemplateReference = Record<string, string>;

/** What differs between the kinds of templates. */
export interface TemplateKindRules {
  kind: LibraryTemplateKind;
  /** the variables stored with new content, from what the editor sent */
  variablesOf(content: string, sent: readonly TemplateVariableItem[]): TemplateVariableItem[];
  references(id: number): Promise<TemplateReference[]>;
}

export const dockerfileRules = (repository: LibraryTemplatesRepository): TemplateKindRules => ({
  kind: 'dockerfile',
  // a Dockerfile's variables are its build arguments: what the file says, not what was sent
  variablesOf: (content) => buildArgsOf(content),
  references: (id) => repository.buildsUsingDockerfile(id),
});

/** The services made from Kubernetes YAML templates, as the services module keeps them. */
export interface YamlTemplateUsage {
  references(id: number): Promise<{ project_name: string; service_name: string }[]>;
  /** makes each auto-synced service again from the template's current text */
  syncAutoSynced(id: number, actor: string): Promise<void>;
}

export const k8sYamlRules = (usage: YamlTemplateUsage): TemplateKindRules => ({
  kind: 'k8s-yaml',
  variablesOf: mergeVariables,
  references: (id) => usage.references(id),
});

const notFound = (id: number) => new NotFoundError('error.templateNotFound', String(id));

const summaryOf = (row: LibraryTemplateRow) => ({
  id: String(row.id),
  name: row.name,
  update_by: row.updatedBy,
  update_time: unixSeconds(row.updatedAt),
});

/** The Dockerfile or Kubernetes YAML templates of the template library; a template in use stays. */
export class LibraryTemplatesService {
  constructor(
    private readonly repository: LibraryTemplatesRepository,
    private readonly rules: TemplateKindRules,
  ) {}

  async list(pageNum: number, pageSize: number) {
    const { rows, total } = await this.repository.page((pageNum - 1) * pageSize, pageSize);
    return { templates: rows.map(summaryOf), total };
  }

  async get(id: number): Promise<LibraryTemplate> {
    const row = await this.require(id);
    return { ...summaryOf(row), content: row.content, variable: row.variables };
  }

  async create(body: LibraryTemplateBody, by: string): Promise<void> {
    if (!(await this.repository.create(this.fieldsOf(body, by))))
      throw new ConflictError('error.templateExists', body.name);
  }

  async update(id: number, body: LibraryTemplateBody, by: string): Promise<void> {
    const result = await this.repository.update(id, this.fieldsOf(body, by));
    if (result === 'missing') throw notFound(id);
    if (result === 'name') throw new ConflictError('error.templateExists', body.name);
  }

  async delete(id: number): Promise<void> {
    const users = await this.references(id);
    if (users.length > 0)
      throw new BadRequestError(
        'error.templateInUse',
        users.map((u) => Object.values(u).join('/')).join(', '),
      );
    if (!(await this.repository.delete(id))) throw notFound(id);
  }

  async references(id: number): Promise<TemplateReference[]> {
    await this.require(id);
    return this.rules.references(id);
  }

  private async require(id: number): Promise<LibraryTemplateRow> {
    const row = await this.repository.find(id);
    if (!row) throw notFound(id);
    return row;
  }

  private fieldsOf(body: LibraryTemplateBody, by: string) {
    return {
      name: body.name,
      content: body.content,
      variables: this.rules.variablesOf(body.content, body.variable ?? []),
      updatedBy: by,
    };
  }
}
