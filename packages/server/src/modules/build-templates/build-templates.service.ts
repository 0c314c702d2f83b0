import type { BuildTemplate, BuildTemplateBody, BuildTemplateList } from '@slipway/contracts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import { keepMaskedCredentials, maskBuildCredentials } from '../builds/build-credentials.js';
import type { BuildsRepository } from '../builds/builds.repository.js';
import type { BuildTemplateRow, BuildTemplatesRepository } from './build-templates.repository.js';

const notFound = () => new NotFoundError('error.buildTemplateNotFound');

/** The build templates of the template library; a template builds are made from stays. */
export class BuildTemplatesService {
  constructor(
    private readonly templates: BuildTemplatesRepository,
    private readonly builds: BuildsRepository,
  ) {}

  async list(pageNum: number, pageSize: number): Promise<BuildTemplateList> {
    const { rows, total } = await this.templates.page((pageNum - 1) * pageSize, pageSize);
    return {
      build_templates: rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        update_time: unixSeconds(row.updatedAt),
        update_by: row.updatedBy,
      })),
      total,
    };
  }

  async get(id: number): Promise<BuildTemplate> {
    return maskBuildCredentials(toTemplate(await this.require(id)));
  }

  async create(body: BuildTemplateBody, by: string): Promise<void> {
    const { id: _id, ...definition } = body;
    if ((await this.templates.create(definition, by)) === undefined)
      throw new ConflictError('error.buildTemplateExists');
  }

  async update(id: number, body: BuildTemplateBody, by: string): Promise<void> {
    const stored = await this.require(id);
    const { id: _id, ...sent } = body;
    const result = await this.templates.update(id, keepMaskedCredentials(sent, stored.definition), by);
    if (result === 'missing') throw notFound();
    if (result === 'name') throw new ConflictError('error.buildTemplateExists');
  }

  async delete(id: number): Promise<void> {
    await this.require(id);
    const users = await this.builds.usingTemplates([String(id)]);
    if (users.length > 0) throw new BadRequestError('error.buildTemplateInUse', users.join(', '));
    if (!(await this.templates.delete(id))) throw notFound();
  }

  private async require(id: number): Promise<BuildTemplateRow> {
    const row = await this.templates.find(id);
    if (!row) throw notFound();
    return row;
  }
}

function toTemplate(row: BuildTemplateRow): BuildTemplate {
  const { product_name: _project, ...definition } = row.definition;
  return {
    ...definition,
    id: String(row.id),
    update_time: unixSeconds(row.updatedAt),
    update_by: row.updatedBy,
  };
}
