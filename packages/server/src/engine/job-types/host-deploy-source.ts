import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { builds } from '../../db/schema-builds.js';
import { environments } from '../../db/schema-environments.js';
import { hosts } from '../../db/schema-hosts.js';
import { services } from '../../db/schema-services.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import type { ObjectStore } from '../../lib/object-store/object-store.js';
import { type HostDeployPlan, type HostDeploySource, hostDeployJob } from './host-deploy.js';
import type { HostDeploys } from './zadig-deploy-hosts.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The plan of a host deploy read from the tables: the environment's entry for the service
 * (`services[].host_ids`), the service's deploy script (`spec.pm_deploy_scripts`, else the one of the
 * build named by `spec.build_name`), and those hosts of the project or of system settings.
 */
export class TableHostDeploySource implements HostDeploySource {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  async plan(project: string, env: string, service: string): Promise<HostDeployPlan | undefined> {
    const [environment] = await this.db
      .select({ services: environments.services })
      .from(environments)
      .where(and(eq(environments.project, project), eq(environments.name, env)));
    const entry = environment?.services.find((s) => s.name === service && s.type === 'pm');
    if (!entry) return undefined;
    const [row] = await this.db
      .select({ spec: services.spec })
      .from(services)
      .where(and(eq(services.project, project), eq(services.name, service), eq(services.type, 'pm')));
    if (!row) return undefined;
    return {
      script: await this.scriptOf(project, row.spec),
      hosts: await this.hostsOf(project, entry.host_ids ?? []),
    };
  }

  private async scriptOf(project: string, spec: Record<string, unknown>): Promise<string> {
    const own = text(spec.pm_deploy_scripts);
    if (own.trim() || !text(spec.build_name)) return own;
    const [build] = await this.db
      .select({ definition: builds.definition })
      .from(builds)
      .where(and(eq(builds.projectName, project), eq(builds.name, text(spec.build_name))));
    return text((build?.definition as { pm_deploy_scripts?: unknown } | undefined)?.pm_deploy_scripts);
  }

  /** The hosts in the order the environment lists them; ids of other projects' hosts are skipped. */
  private async hostsOf(project: string, ids: string[]) {
    if (!ids.length) return [];
    const rows = await this.db
      .select()
      .from(hosts)
      .where(and(inArray(hosts.id, ids), or(eq(hosts.projectName, project), eq(hosts.projectName, ''))));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      // stored as the dialog uploaded it: base64 of the PEM text, sealed
      const privateKey = Buffer.from(this.box.open(row.privateKey), 'base64').toString('utf8');
      return [{ name: row.name, host: row.ip, port: row.port, username: row.userName, privateKey }];
    });
  }
}

/** Host deploys as deploy jobs run them: plans from the tables, packages from the artifact store. */
export function hostDeploysOf(
  db: Db,
  box: SecretBox,
  artifactStore: () => Promise<ObjectStore>,
): HostDeploys {
  const source = new TableHostDeploySource(db, box);
  return { source, job: hostDeployJob({ source, artifactStore }) };
}
