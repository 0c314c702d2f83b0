import { type Build, type BuildBody, SERIAL_ID_MAX } from '@slipway/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { builds, buildTargets, buildTemplates, workflows } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { openCredentials, sealCredentials } from '../../lib/crypto/credentials-at-rest.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import { buildNamesOfWorkflow } from './workflow-build-refs.js';

export type BuildRow = typeof builds.$inferSelect;
/** Why a write was refused: the name is taken, or a service module is built by another build. */
export type BuildWriteResult = { ok: true } | { ok: false; reason: 'name' | 'target' | 'missing' };

export interface TargetOwner {
  serviceName: string;
  serviceModule: string;
  buildName: string;
}

/**
 * Build rows of projects. Credential variable values are sealed when written and opened when read,
 * so callers (the routes' service, the engine's build job) see plain values.
 */
export class BuildsRepository {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  list(projectName: string): Promise<BuildRow[]> {
    return this.db
      .select()
      .from(builds)
      .where(eq(builds.projectName, projectName))
      .orderBy(asc(builds.createdAt), asc(builds.id));
  }

  /**
   * A project's build as a job runs it, secrets opened: a build made from a template takes the
   * template's environment, scripts and steps (its own `target_repos` keep the per-service repos and
   * variables). Undefined when there is none.
   */
  async find(projectName: string, name: string): Promise<Build | undefined> {
    const build = await this.findStored(projectName, name);
    return build?.template_id ? this.withTemplate(build) : build;
  }

  /** A project's build as saved, secrets opened; undefined when there is none. */
  async findStored(projectName: string, name: string): Promise<Build | undefined> {
    const [row] = await this.db
      .select()
      .from(builds)
      .where(and(eq(builds.projectName, projectName), eq(builds.name, name)));
    return row ? this.toBuild(row) : undefined;
  }

  private async withTemplate(build: Build): Promise<Build> {
    const id = Number(build.template_id);
    if (!Number.isSafeInteger(id) || id < 1 || id > SERIAL_ID_MAX) return build;
    const [row] = await this.db.select().from(buildTemplates).where(eq(buildTemplates.id, id));
    if (!row) return build;
    const template = openCredentials(this.box, row.definition);
    return {
      ...build,
      timeout: template.timeout,
      cache_enable: template.cache_enable,
      cache_dir_type: template.cache_dir_type,
      cache_user_dir: template.cache_user_dir,
      pre_build: template.pre_build,
      scripts: template.scripts,
      post_build: template.post_build,
      outputs: template.outputs,
    };
  }

  toBuild(row: BuildRow): Build {
    return {
      ...openCredentials(this.box, row.definition),
      id: String(row.id),
      product_name: row.projectName,
      update_time: unixSeconds(row.updatedAt),
      update_by: row.updatedBy,
    };
  }

  async create(projectName: string, body: BuildBody, by: string): Promise<BuildWriteResult> {
    return this.write(
      async (tx) => {
        const [row] = await tx
          .insert(builds)
          .values({ projectName, ...this.columnsOf(body, by) })
          .returning({ id: builds.id });
        return row?.id;
      },
      projectName,
      body,
    );
  }

  /** Replaces a build's definition; its name stays. */
  async update(projectName: string, body: BuildBody, by: string): Promise<BuildWriteResult> {
    return this.write(
      async (tx) => {
        const [row] = await tx
          .update(builds)
          .set({ ...this.columnsOf(body, by), updatedAt: new Date() })
          .where(and(eq(builds.projectName, projectName), eq(builds.name, body.name)))
          .returning({ id: builds.id });
        if (row) await tx.delete(buildTargets).where(eq(buildTargets.buildId, row.id));
        return row?.id;
      },
      projectName,
      body,
    );
  }

  async delete(projectName: string, name: string): Promise<boolean> {
    const deleted = await this.db
      .delete(builds)
      .where(and(eq(builds.projectName, projectName), eq(builds.name, name)))
      .returning({ id: builds.id });
    return deleted.length > 0;
  }

  /** The service modules of a project that builds produce, with the build producing each. */
  targetOwners(projectName: string): Promise<TargetOwner[]> {
    return this.db
      .select({
        serviceName: buildTargets.serviceName,
        serviceModule: buildTargets.serviceModule,
        buildName: builds.name,
      })
      .from(buildTargets)
      .innerJoin(builds, eq(builds.id, buildTargets.buildId))
      .where(eq(buildTargets.projectName, projectName));
  }

  /** Per build name, the project's workflows whose build jobs name it. */
  async workflowsUsing(projectName: string): Promise<Map<string, string[]>> {
    const rows = await this.db
      .select({ name: workflows.name, definition: workflows.definition })
      .from(workflows)
      .where(eq(workflows.projectName, projectName))
      .orderBy(asc(workflows.name));
    const uses = new Map<string, string[]>();
    for (const row of rows) {
      for (const buildName of buildNamesOfWorkflow(row.definition)) {
        uses.set(buildName, [...(uses.get(buildName) ?? []), row.name]);
      }
    }
    return uses;
  }

  /** Builds (project/name) made from any of the given templates. */
  async usingTemplates(templateIds: string[]): Promise<string[]> {
    if (templateIds.length === 0) return [];
    const rows = await this.db
      .select({ projectName: builds.projectName, name: builds.name })
      .from(builds)
      .where(inArray(builds.templateId, templateIds));
    return rows.map((row) => `${row.projectName}/${row.name}`);
  }

  /** Builds (project/name) that run on the Jenkins integration. */
  async usingJenkins(jenkinsId: string): Promise<string[]> {
    const rows = await this.db
      .select({ projectName: builds.projectName, name: builds.name })
      .from(builds)
      .where(eq(builds.jenkinsId, jenkinsId));
    return rows.map((row) => `${row.projectName}/${row.name}`);
  }

  private columnsOf(body: BuildBody, by: string) {
    return {
      name: body.name,
      source: body.source,
      templateId: body.template_id,
      jenkinsId: body.source === 'jenkins' ? (body.jenkins_build?.jenkins_id ?? '') : '',
      definition: sealCredentials(this.box, { ...body, product_name: '' }),
      updatedBy: by,
    };
  }

  /** Saves the row and its targets in one transaction; a taken name or module rolls both back. */
  private async write(
    save: (tx: Db) => Promise<number | undefined>,
    projectName: string,
    body: BuildBody,
  ): Promise<BuildWriteResult> {
    let stage: 'name' | 'target' = 'name';
    try {
      return await this.db.transaction(async (tx) => {
        const id = await save(tx as unknown as Db);
        if (id === undefined) return { ok: false, reason: 'missing' } as const;
        stage = 'target';
        const targets = targetsOf(body);
        if (targets.length > 0)
          await tx.insert(buildTargets).values(targets.map((t) => ({ projectName, buildId: id, ...t })));
        return { ok: true } as const;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, reason: stage };
      throw error;
    }
  }
}

/** The service modules a build produces: its own targets, or its template services. */
export function targetsOf(body: BuildBody): { serviceName: string; serviceModule: string }[] {
  const all = [...body.targets, ...body.target_repos.map((t) => t.service)];
  const seen = new Map(
    all.map((t) => [t.key, { serviceName: t.service_name, serviceModule: t.service_module }]),
  );
  return [...seen.values()];
}
