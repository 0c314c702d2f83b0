import type { Host, HostBody, HostImportBody } from '@slipway/contracts';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { encryptForBrowser, openBrowserKey } from '../../lib/crypto/browser-key.js';
import { NotFoundError } from '../../lib/errors.js';
import type { ServerKeys } from '../../lib/keys.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import { type HostLoginCheck, pemOf } from './host-ssh-check.js';
import type { HostFields, HostRow, HostsRepository } from './hosts.repository.js';

export interface HostsDeps {
  repository: HostsRepository;
  box: SecretBox;
  keys: ServerKeys;
  /** logs in over SSH before a host is saved */
  checkLogin: HostLoginCheck;
}

/** The scope of system hosts. */
export const SYSTEM_HOSTS = '';

const toHost = (row: HostRow, privateKey: string): Host => ({
  id: row.id,
  name: row.name,
  provider: row.provider,
  label: row.label,
  ip: row.ip,
  port: row.port,
  is_prod: row.isProd,
  user_name: row.userName,
  private_key: privateKey,
  status: row.status,
  probe: row.probe,
  project_name: row.projectName,
  create_time: unixSeconds(row.createdAt),
  update_time: unixSeconds(row.updatedAt),
  update_by: row.updatedBy,
});

/**
 * Hosts of system settings and of projects. The private key (base64 of the PEM text, as the dialog
 * uploads it) is sealed at rest and only answered encrypted under the caller's browser key.
 * Each call names its scope: '' for system hosts, else the project.
 */
export class HostsService {
  constructor(private readonly deps: HostsDeps) {}

  /**
   * The hosts of the scope. Only callers who may change them (`revealKeys`) get the private keys, which
   * the edit dialog sends back; pickers of hosts get ''.
   */
  async list(
    scope: string,
    query: { encryptedKey: string; keyword?: string },
    revealKeys: boolean,
  ): Promise<Host[]> {
    const browserKey = openBrowserKey(this.deps.keys, query.encryptedKey);
    const rows = await this.deps.repository.list(scope, query.keyword);
    return rows.map((row) =>
      toHost(row, revealKeys ? encryptForBrowser(this.deps.box.open(row.privateKey), browserKey) : ''),
    );
  }

  labels(): Promise<string[]> {
    return this.deps.repository.labels();
  }

  async create(scope: string, body: HostBody, by: string): Promise<void> {
    await this.checkLogin(body);
    await this.deps.repository.create(this.fieldsOf(scope, body, by));
  }

  async update(scope: string, id: string, body: HostBody, by: string): Promise<void> {
    await this.checkLogin(body);
    if (!(await this.deps.repository.update(scope, id, this.fieldsOf(scope, body, by))))
      throw new NotFoundError('error.hostNotFound');
  }

  async delete(scope: string, id: string): Promise<void> {
    if (!(await this.deps.repository.delete(scope, id))) throw new NotFoundError('error.hostNotFound');
  }

  /** increment adds the hosts of new names only; patch also overwrites those of the same name. */
  async import(scope: string, body: HostImportBody, by: string): Promise<void> {
    // every host logs in before any is written
    await Promise.all(body.data.map((host) => this.checkLogin(host)));
    for (const host of body.data) {
      const existing = await this.deps.repository.findByName(scope, host.name);
      if (!existing) await this.deps.repository.create(this.fieldsOf(scope, host, by));
      else if (body.option === 'patch')
        await this.deps.repository.update(scope, existing.id, this.fieldsOf(scope, host, by));
    }
  }

  /** The routes of one scope, in the shape the shared record routes call. */
  scoped(scope: string) {
    return {
      create: (body: HostBody, by: string) => this.create(scope, body, by),
      update: (id: string, body: HostBody, by: string) => this.update(scope, id, body, by),
      delete: (id: string) => this.delete(scope, id),
    };
  }

  /** A key the host refuses (or that cannot be read) stops the save; see host-ssh-check.ts. */
  private checkLogin(body: HostBody): Promise<void> {
    return this.deps.checkLogin({
      host: body.ip,
      port: body.port,
      username: body.user_name,
      privateKey: pemOf(body.private_key),
    });
  }

  private fieldsOf(scope: string, body: HostBody, by: string): HostFields {
    return {
      projectName: scope,
      name: body.name,
      provider: body.provider,
      label: body.label,
      ip: body.ip,
      port: body.port,
      isProd: body.is_prod,
      userName: body.user_name,
      privateKey: this.deps.box.seal(body.private_key.replace(/\s+/g, '')),
      probe: body.probe,
      updatedBy: by,
    };
  }
}
