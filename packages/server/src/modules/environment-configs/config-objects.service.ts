import type {
  EnvConfigCreateBody,
  EnvConfigKind,
  EnvConfigUpdateBody,
  EnvConfigVersion,
} from '@slipway/contracts';
import type { ValuesSource } from '../../db/schema-environment-configs.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { WorkloadDriver } from '../../workloads/workload-driver.js';
import { type ConfigRowOf, configRow } from './config-object-rows.js';
import {
  cleaned,
  type KubeObject,
  labelsOf,
  maskedSecret,
  nameOf,
  objectYaml,
  parseConfigObject,
  resourceKindOf,
  unmaskedSecret,
} from './config-object-yaml.js';
import { type EnvironmentAccess, onCluster } from './environment-access.js';

type RepoConfig = EnvConfigCreateBody['git_repo_config'];

/** Where a config object's YAML was imported from, as the pages read it back (`source_detail`). */
function sourceOf(repo: RepoConfig, autoSync: boolean | undefined): ValuesSource | null {
  if (!repo?.repo) return null;
  return {
    auto_sync: autoSync ?? repo.autoSync ?? false,
    source_detail: {
      load_path: repo.valuesPaths ?? '',
      git_repo_config: {
        codehost_id: Number(repo.codehostID) || 0,
        owner: repo.owner ?? '',
        repo: repo.repo,
        branch: repo.branch ?? '',
        namespace: repo.namespace ?? '',
      },
    },
  };
}

/**
 * An environment's ConfigMaps, Secrets, Ingresses and PVCs: the cluster holds the current object,
 * every saved text is kept as a version (Secrets sealed) so history can show and restore it.
 */
export class ConfigObjectsService {
  constructor(
    private readonly access: EnvironmentAccess,
    private readonly box: SecretBox,
  ) {}

  async list<K extends EnvConfigKind>(
    project: string,
    envName: string,
    kind: K,
    serviceName = '',
  ): Promise<ConfigRowOf<K>[]> {
    const { env, namespace, driver } = await this.access.inCluster(project, envName);
    const objects = await onCluster(() => driver.listResources(namespace, resourceKindOf[kind]));
    const sources = await this.access.repository.sources(env.id, kind);
    return objects
      .filter((o) => !serviceName || labelsOf(o)['s-service'] === serviceName)
      .sort((a, b) => nameOf(a).localeCompare(nameOf(b)))
      .map((o) => configRow(kind, o, sources.get(nameOf(o))));
  }

  async create(project: string, envName: string, body: EnvConfigCreateBody, by: string) {
    const kind = body.common_env_cfg_type;
    const object = parseConfigObject(kind, body.yaml_data);
    const { env, namespace, driver } = await this.access.inCluster(project, envName);
    if (await this.current(driver, namespace, kind, nameOf(object)))
      throw new ConflictError('error.envConfig.exists', nameOf(object));
    await this.put(
      env.id,
      namespace,
      driver,
      kind,
      object,
      sourceOf(body.git_repo_config, body.auto_sync),
      by,
    );
  }

  /** `restored` names a stored version to put back as it was saved, instead of the text sent. */
  async update(project: string, envName: string, body: EnvConfigUpdateBody, by: string, restored?: number) {
    const kind = body.common_env_cfg_type;
    const { env, namespace, driver } = await this.access.inCluster(project, envName);
    const text =
      restored === undefined ? body.yaml_data : await this.storedText(env.id, kind, body.name, restored);
    let object = parseConfigObject(kind, text);
    if (nameOf(object) !== body.name)
      throw new BadRequestError('validation.envConfig.nameMismatch', body.name);
    const current = await this.current(driver, namespace, kind, body.name);
    if (!current) throw new NotFoundError('error.envConfig.notFound', body.name);
    // a stored Secret holds its real values; only a text from the page carries the mask
    if (kind === 'Secret' && restored === undefined) object = unmaskedSecret(object, current);
    await this.put(
      env.id,
      namespace,
      driver,
      kind,
      object,
      sourceOf(body.git_repo_config, body.auto_sync),
      by,
    );
    if (body.restart_associated_svc) await this.restartServices(driver, namespace, body.services ?? []);
  }

  async remove(project: string, envName: string, kind: EnvConfigKind, name: string) {
    const { env, namespace, driver } = await this.access.inCluster(project, envName);
    if (!(await this.current(driver, namespace, kind, name)))
      throw new NotFoundError('error.envConfig.notFound', name);
    await onCluster(() => driver.deleteResource(namespace, resourceKindOf[kind], name));
    await this.access.repository.deleteVersions(env.id, kind, name);
  }

  /** Saved versions, newest first; an object made outside the platform shows its current text only. */
  async history(
    project: string,
    envName: string,
    kind: EnvConfigKind,
    name: string,
  ): Promise<EnvConfigVersion[]> {
    const { env, namespace, driver } = await this.access.inCluster(project, envName);
    const versions = await this.access.repository.versions(env.id, kind, name);
    if (versions.length > 0)
      return versions.map((v) => ({
        create_time: unixSeconds(v.createdAt),
        yaml_data: this.shown(kind, this.box.open(v.yaml)),
        version: v.id,
        created_by: v.createdBy,
      }));
    const current = await this.current(driver, namespace, kind, name);
    if (!current) throw new NotFoundError('error.envConfig.notFound', name);
    return [
      { create_time: 0, yaml_data: objectYaml(cleaned(kind === 'Secret' ? maskedSecret(current) : current)) },
    ];
  }

  private async current(
    driver: WorkloadDriver,
    namespace: string,
    kind: EnvConfigKind,
    name: string,
  ): Promise<KubeObject | undefined> {
    const objects = await onCluster(() => driver.listResources(namespace, resourceKindOf[kind]));
    return objects.find((o) => nameOf(o) === name);
  }

  private async put(
    environmentId: number,
    namespace: string,
    driver: WorkloadDriver,
    kind: EnvConfigKind,
    object: KubeObject,
    source: ValuesSource | null,
    by: string,
  ) {
    await onCluster(() => driver.putResource(namespace, resourceKindOf[kind], object));
    const yaml = objectYaml(object);
    await this.access.repository.addVersion({
      environmentId,
      kind,
      name: nameOf(object),
      yaml: kind === 'Secret' ? this.box.seal(yaml) : yaml,
      source,
      createdBy: by,
    });
  }

  /** The saved text of one version of an object, unsealed. */
  private async storedText(environmentId: number, kind: EnvConfigKind, name: string, version: number) {
    const versions = await this.access.repository.versions(environmentId, kind, name);
    const stored = versions.find((v) => v.id === version);
    if (!stored) throw new NotFoundError('error.envConfig.versionNotFound', String(version));
    return this.box.open(stored.yaml);
  }

  /** A stored version as the history page shows it: Secrets masked. */
  private shown(kind: EnvConfigKind, yaml: string): string {
    if (kind !== 'Secret') return yaml;
    return objectYaml(maskedSecret(parseConfigObject('Secret', yaml)));
  }

  /** Restarts the workloads of the services that use the changed object, so they read it again. */
  private async restartServices(driver: WorkloadDriver, namespace: string, services: readonly string[]) {
    if (services.length === 0) return;
    const wanted = new Set(services);
    const workloads = await onCluster(() => driver.workloads(namespace));
    for (const w of workloads)
      if (wanted.has(w.service))
        await onCluster(() => driver.restart(namespace, { kind: w.kind, name: w.name }));
  }
}
