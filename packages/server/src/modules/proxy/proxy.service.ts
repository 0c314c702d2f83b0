import { PROXY_PASSWORD_MASK, type ProxyBody, type ProxySetting } from '@slipway/contracts';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { ProxyFields, ProxyRepository, ProxyRow } from './proxy.repository.js';
import { probeThroughProxy } from './proxy-probe.js';

export interface ProxyDeps {
  repository: ProxyRepository;
  box: SecretBox;
  /** what the connection test reaches through the proxy */
  testUrl: string;
  testTimeoutMs?: number;
}

const toProxy = (row: ProxyRow): ProxySetting => ({
  id: row.id,
  type: row.type === 'http' ? 'http' : 'no',
  address: row.address,
  port: row.port,
  need_password: row.needPassword,
  username: row.username,
  password: row.password === '' ? '' : PROXY_PASSWORD_MASK,
  enable_repo_proxy: row.enableRepoProxy,
  enable_application_proxy: row.enableApplicationProxy,
  usage: row.usage,
  update_time: unixSeconds(row.updatedAt),
  update_by: row.updatedBy,
});

/**
 * The system's outgoing HTTP proxy, used by code hosts (repo proxy) and package downloads
 * (application proxy). One row at most; its password is sealed and answered masked — a masked
 * password sent back keeps the stored one.
 */
export class ProxyService {
  constructor(private readonly deps: ProxyDeps) {}

  async list(): Promise<ProxySetting[]> {
    const row = await this.deps.repository.current();
    return row ? [toProxy(row)] : [];
  }

  async create(body: ProxyBody, by: string): Promise<void> {
    if (await this.deps.repository.current()) throw new BadRequestError('error.proxyExists');
    await this.deps.repository.create(this.fieldsOf(body, '', by));
  }

  async update(id: string, body: ProxyBody, by: string): Promise<void> {
    const existing = await this.deps.repository.find(id);
    if (!existing) throw new NotFoundError('error.proxyChangeFailed', id);
    await this.deps.repository.update(id, this.fieldsOf(body, existing.password, by));
  }

  /** Reaches the test address through the proxy described by the form (not necessarily saved). */
  async connectionTest(body: ProxyBody): Promise<void> {
    if (body.type === 'no') throw new BadRequestError('error.proxyNotConfigured');
    const stored = await this.deps.repository.current();
    const password = this.passwordOf(body, stored?.password ?? '');
    try {
      await probeThroughProxy(
        {
          host: body.address,
          port: body.port ?? 0,
          username: body.need_password ? body.username : '',
          password: body.need_password ? password : '',
        },
        new URL(this.deps.testUrl),
        this.deps.testTimeoutMs ?? 10_000,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new BadRequestError('error.proxyTestFailed', `${body.address}:${body.port}: ${reason}`);
    }
  }

  /** http://user:pass@host:port of the proxy when it is on for that use, else undefined. */
  async proxyUrl(use: 'repo' | 'application'): Promise<string | undefined> {
    const row = await this.deps.repository.current();
    if (row?.type !== 'http') return undefined;
    if (!(use === 'repo' ? row.enableRepoProxy : row.enableApplicationProxy)) return undefined;
    const url = new URL(`http://${row.address}:${row.port}`);
    if (row.needPassword) {
      url.username = row.username;
      url.password = this.deps.box.open(row.password);
    }
    return url.toString().replace(/\/$/, '');
  }

  /** The plain password the form means: the mask stands for the stored one. */
  private passwordOf(body: ProxyBody, storedSealed: string): string {
    if (!body.need_password) return '';
    return body.password === PROXY_PASSWORD_MASK ? this.deps.box.open(storedSealed) : body.password;
  }

  private fieldsOf(body: ProxyBody, storedSealed: string, by: string): ProxyFields {
    const off = body.type === 'no';
    if (off && body.enable_application_proxy) throw new BadRequestError('error.proxyNotConfigured');
    return {
      type: body.type,
      address: off ? '' : body.address,
      port: off ? 0 : (body.port ?? 0),
      needPassword: !off && body.need_password,
      username: !off && body.need_password ? body.username : '',
      password: off ? '' : this.deps.box.seal(this.passwordOf(body, storedSealed)),
      enableRepoProxy: !off && body.enable_repo_proxy,
      enableApplicationProxy: !off && body.enable_application_proxy,
      usage: body.usage,
      updatedBy: by,
    };
  }
}
