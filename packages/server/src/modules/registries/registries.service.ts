import { allProjects, type ProjectRegistry, type Registry, type RegistryBody } from '@slipway/contracts';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { encryptForBrowser, openBrowserKey } from '../../lib/crypto/browser-key.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { ServerKeys } from '../../lib/keys.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { RegistriesRepository, RegistryFields, RegistryRow } from './registries.repository.js';
import { type CredentialOptions, type RegistrySignIn, registryCredentials } from './registry-credentials.js';

export interface RegistriesDeps {
  repository: RegistriesRepository;
  box: SecretBox;
  keys: ServerKeys;
  /** how cloud sign-ins are reached (the ECR endpoint); the providers' own when unset */
  credentials?: CredentialOptions;
}

/** Whether builds and environments of the project may use the registry. */
export const registryOpenTo = (row: RegistryRow, project: string) =>
  row.projects.includes(allProjects) || row.projects.includes(project);

const toProjectRegistry = (row: RegistryRow): ProjectRegistry => ({
  id: row.id,
  reg_provider: row.provider,
  reg_addr: row.address,
  namespace: row.namespace,
  is_default: row.isDefault,
});

const toRegistry = (row: RegistryRow, secretKey: string): Registry => ({
  ...toProjectRegistry(row),
  access_key: row.accessKey,
  secret_key: secretKey,
  region: row.region,
  projects: row.projects,
  advanced_setting: { modified: row.advancedModified, enable_tls: row.enableTls, tls_cert: row.tlsCert },
  update_time: unixSeconds(row.updatedAt),
  update_by: row.updatedBy,
});

/**
 * The image registries of system settings. The secret key is sealed at rest and only ever answered
 * encrypted under the browser's own key; the edit dialog sends it back in plain text.
 */
export class RegistriesService {
  constructor(private readonly deps: RegistriesDeps) {}

  async list(encryptedKey: string): Promise<Registry[]> {
    const browserKey = openBrowserKey(this.deps.keys, encryptedKey);
    const rows = await this.deps.repository.list();
    return rows.map((row) =>
      toRegistry(row, encryptForBrowser(this.deps.box.open(row.secretKey), browserKey)),
    );
  }

  /** What a project's builds and environments may pick from (every registry without a project): no credentials. */
  async listForProject(project: string | undefined): Promise<ProjectRegistry[]> {
    const rows = project
      ? await this.deps.repository.listForProject(project)
      : await this.deps.repository.list();
    return rows.map(toProjectRegistry);
  }

  async create(body: RegistryBody, by: string): Promise<void> {
    await this.deps.repository.create(this.fieldsOf(body, by));
  }

  async update(id: string, body: RegistryBody, by: string): Promise<void> {
    if (!(await this.deps.repository.update(id, this.fieldsOf(body, by))))
      throw new NotFoundError('error.registryNotFound');
  }

  async delete(id: string): Promise<void> {
    if (!(await this.deps.repository.delete(id))) throw new NotFoundError('error.registryNotFound');
  }

  /**
   * The registry named by id, or the default one when the id is empty; with its secret opened. With a
   * project, a registry not open to it is refused.
   */
  async resolve(id: string | undefined, project?: string): Promise<RegistryRow> {
    const row = id ? await this.deps.repository.find(id) : await this.deps.repository.findDefault();
    if (!row) throw new NotFoundError('error.registryNotFound');
    if (project && !registryOpenTo(row, project))
      throw new BadRequestError('error.registryNotInProject', `${row.address} (${project})`);
    return { ...row, secretKey: this.deps.box.open(row.secretKey) };
  }

  /** What podman and the registry API sign in to a resolved registry with. */
  signIn(row: RegistryRow): Promise<RegistrySignIn> {
    return registryCredentials(row, this.deps.credentials);
  }

  private fieldsOf(body: RegistryBody, by: string): RegistryFields {
    return {
      provider: body.reg_provider,
      // a trailing slash would double up in every image reference built from the address
      address: body.reg_addr.replace(/\/+$/, ''),
      namespace: body.namespace,
      accessKey: body.access_key,
      secretKey: this.deps.box.seal(body.secret_key),
      region: body.region,
      isDefault: body.is_default,
      projects: [...new Set(body.projects)],
      enableTls: body.advanced_setting.enable_tls,
      tlsCert: body.advanced_setting.tls_cert,
      advancedModified: body.advanced_setting.modified,
      updatedBy: by,
    };
  }
}
