import type { PluginTemplate, PluginTemplateBody } from '@slipway/contracts';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { PluginsRepository, PluginTemplateRow } from './plugins.repository.js';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A stored template as the job picker and the template pages read it. */
export function toPluginTemplate(row: PluginTemplateRow): PluginTemplate {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    category: row.category,
    version: row.version,
    image: row.image,
    is_offical: row.official,
    inputs: row.inputs,
    outputs: row.outputs,
    script: row.script,
    updated_by: row.updatedBy,
    update_time: unixSeconds(row.updatedAt),
  };
}

/** Plugin templates of the system (changed by administrators); names are unique. */
export class PluginsService {
  constructor(private readonly plugins: PluginsRepository) {}

  async list(): Promise<PluginTemplate[]> {
    return (await this.plugins.list()).map(toPluginTemplate);
  }

  async get(id: number): Promise<PluginTemplate> {
    const row = await this.plugins.find(id);
    if (!row) throw new NotFoundError('error.pluginNotFound');
    return toPluginTemplate(row);
  }

  async create(body: PluginTemplateBody, by: string): Promise<void> {
    if ((await this.plugins.insert(body, by)) === 'taken') throw new ConflictError('error.pluginExists');
  }

  async update(id: number, body: PluginTemplateBody, by: string): Promise<void> {
    const outcome = await this.plugins.update(id, body, by);
    if (outcome === 'taken') throw new ConflictError('error.pluginExists');
    if (outcome === 'missing') throw new NotFoundError('error.pluginNotFound');
  }

  async delete(id: number): Promise<void> {
    if (!(await this.plugins.delete(id))) throw new NotFoundError('error.pluginNotFound');
  }
}
