import type { TemplateServiceBody } from '@slipway/contracts';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { mergeVariables, renderTemplate } from '../templates/k8s-yaml-variables.js';
import type { LibraryTemplatesRepository } from '../templates/library-templates.repository.js';
import type { ServicesRepository } from './services.repository.js';
import type { ServicesService } from './services.service.js';

/**
 * K8s YAML services made from a template of the library (portal-shapes §5.15): the template's
 * `{{.var}}` filled with the variables sent (else the template's own values) and `$Product$`,
 * `$Service$` filled now; `$Namespace$` and `$EnvName$` stay for the environment to fill.
 */
export class TemplateServices {
  constructor(
    private readonly templates: LibraryTemplatesRepository,
    private readonly services: ServicesService,
    private readonly repository: ServicesRepository,
  ) {}

  /** The services made from the template, as the template library lists them (portal-shapes §7.8). */
  async references(templateId: number): Promise<{ project_name: string; service_name: string }[]> {
    const rows = await this.repository.fromTemplate(String(templateId));
    return rows.map((row) => ({ project_name: row.project, service_name: row.name }));
  }

  /**
   * "Apply to all auto-sync services": each service made from the template with auto_sync on is
   * made again from the template's current text, with the variables it was made with.
   */
  async syncAutoSynced(templateId: number, actor: string): Promise<void> {
    for (const row of await this.repository.fromTemplate(String(templateId))) {
      const spec = row.spec as { auto_sync?: boolean; variables?: { key: string; value: string }[] };
      if (!spec.auto_sync) continue;
      await this.reload(
        row.project,
        {
          service_name: row.name,
          template_id: String(templateId),
          variables: spec.variables ?? [],
          auto_sync: true,
        },
        actor,
      );
    }
  }

  async load(project: string, body: TemplateServiceBody, actor: string): Promise<void> {
    await this.services.createK8s(project, body.service_name, await this.text(project, body), actor);
  }

  async reload(project: string, body: TemplateServiceBody, actor: string): Promise<void> {
    await this.services.row(project, body.service_name, 'k8s');
    await this.services.updateK8s(project, body.service_name, await this.text(project, body), actor);
  }

  private async text(project: string, body: TemplateServiceBody) {
    if (body.project_name && body.project_name !== project)
      throw new BadRequestError('error.serviceProjectMismatch', body.project_name);
    const template = await this.templates.find(Number(body.template_id));
    if (!template) throw new NotFoundError('error.templateNotFound', body.template_id);
    const sent = body.variables ?? [];
    const stored = template.variables.filter((v) => !sent.some((s) => s.key === v.key));
    const variables = mergeVariables(template.content, [...stored, ...sent]);
    const yaml = renderTemplate(template.content, variables, {
      project,
      service: body.service_name,
      namespace: '$Namespace$',
      envName: '$EnvName$',
    });
    return {
      yaml,
      source: 'template',
      spec: { template_id: body.template_id, auto_sync: body.auto_sync, variables },
    };
  }
}
