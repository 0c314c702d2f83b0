import {
  type BuildBody,
  buildBodySchema,
  type EnvConfig,
  type PmHostsUpdateBody,
  type PmServiceBody,
} from '@slipway/contracts';
import { BadRequestError, ConflictError } from '../../lib/errors.js';
import type { BuildsService } from '../builds/builds.service.js';
import type { ServiceFields, ServiceRow, ServicesRepository } from './services.repository.js';
import type { ServicesService } from './services.service.js';

/** What a host service keeps in `spec`: its build, health checks and hosts per environment. */
export interface PmServiceSpec {
  build_name: string;
  /** null: health checks are off */
  health_checks: PmServiceBody['pm_service_tmpl']['health_checks'];
  env_configs: EnvConfig[];
}

/**
 * Host services of host projects (portal-shapes §5.16, §3.10): the build that produces and deploys
 * them (its `pm_deploy_scripts` is the deploy script, Zadig's way), their health checks and the hosts
 * each environment runs them on. The deploy script lives in the build only.
 */
export class PmServices {
  constructor(
    private readonly services: ServicesService,
    private readonly repository: ServicesRepository,
    private readonly builds: BuildsService,
  ) {
    services.onDelete('pm', (row) => this.deleteOwnBuild(row));
  }

  /**
   * A host service's build goes with it when it builds nothing else, as Zadig removes it; a build a
   * workflow still uses refuses the delete (the service stays too).
   */
  private async deleteOwnBuild(row: ServiceRow): Promise<void> {
    const name = (row.spec as Partial<PmServiceSpec>).build_name;
    if (!name) return;
    const build = await this.builds.get(row.project, name).catch(() => undefined);
    if (!build || build.targets.some((target) => target.service_name !== row.name)) return;
    await this.builds.delete(row.project, name);
  }

  async create(project: string, body: PmServiceBody, actor: string): Promise<void> {
    const { name, build } = await this.checked(project, body);
    if (await this.repository.find(project, name)) throw new ConflictError('error.serviceExists', name);
    if (build) await this.saveBuild(project, build, actor);
    if (!(await this.repository.insert(project, name, this.fields(body, actor))))
      throw new ConflictError('error.serviceExists', name);
  }

  async update(project: string, body: PmServiceBody, actor: string): Promise<void> {
    const { name, build } = await this.checked(project, body);
    await this.services.row(project, name, 'pm');
    if (build) await this.saveBuild(project, build, actor);
    const { visibility, spec, updatedBy } = this.fields(body, actor);
    await this.repository.update(project, name, { visibility, spec, updatedBy });
  }

  /** The hosts one environment runs the service on; the other environments' hosts stay. */
  async setHosts(project: string, body: PmHostsUpdateBody, actor: string): Promise<void> {
    if (body.product_name && body.product_name !== project)
      throw new BadRequestError('error.serviceProjectMismatch', body.product_name);
    const row = await this.services.row(project, body.service_name, 'pm');
    const spec = row.spec as Partial<PmServiceSpec>;
    const sent = body.env_configs.filter((c) => c.env_name === body.env_name);
    const kept = (spec.env_configs ?? []).filter((c) => c.env_name !== body.env_name);
    const labels = (spec.env_configs ?? []).find((c) => c.env_name === body.env_name)?.labels ?? [];
    const changed = sent.map((c) => ({ ...c, labels: c.labels.length ? c.labels : labels }));
    await this.repository.update(project, body.service_name, {
      spec: { ...spec, env_configs: [...kept, ...changed] },
      updatedBy: actor,
    });
  }

  /** The project must be a host project; the build, when sent, must be a valid build of it. */
  private async checked(project: string, body: PmServiceBody) {
    const service = body.pm_service_tmpl;
    if (service.product_name && service.product_name !== project)
      throw new BadRequestError('error.serviceProjectMismatch', service.product_name);
    await this.services.projectFor(project, 'pm');
    const build = body.build?.name
      ? buildBodySchema.parse({ ...body.build, product_name: project })
      : undefined;
    if (!service.build_name && !build) throw new BadRequestError('validation.service.buildNameRequired');
    return { name: service.service_name, build };
  }

  private async saveBuild(project: string, build: BuildBody, actor: string): Promise<void> {
    const exists = await this.builds.get(project, build.name).then(
      () => true,
      () => false,
    );
    if (exists) await this.builds.update(project, build, actor);
    else await this.builds.create(project, build, actor);
  }

  private fields(body: PmServiceBody, actor: string): ServiceFields {
    const service = body.pm_service_tmpl;
    const spec: PmServiceSpec = {
      build_name: service.build_name || body.build?.name || '',
      health_checks: service.health_checks ?? null,
      env_configs: service.env_configs ?? [],
    };
    return {
      type: 'pm',
      source: 'spock',
      yaml: '',
      variableYaml: '',
      // the build's target: a host service is its own one module
      containers: [{ name: service.service_name, image: '', image_name: '' }],
      spec: { ...spec },
      visibility: service.visibility,
      updatedBy: actor,
    };
  }
}
