import type { HelmRepo, HelmRepoBody, HelmRepoIndex } from '@slipway/contracts';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { encryptForBrowser, openBrowserKey } from '../../lib/crypto/browser-key.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { ServerKeys } from '../../lib/keys.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import { fetchHelmIndex, type HelmIndexLimits } from './helm-index.js';
import type { HelmRepoFields, HelmRepoRow, HelmReposRepository } from './helm-repos.repository.js';

export interface HelmReposDeps {
  repository: HelmReposRepository;
  box: SecretBox;
  keys: ServerKeys;
  /** the system proxy when outgoing repository traffic uses it */
  proxyUrl(): Promise<string | undefined>;
  indexLimits?: HelmIndexLimits;
}

const notFound = (what: string) => new NotFoundError('error.helmRepoNotFound', what);

/**
 * The Helm chart repositories of system settings. The password is sealed at rest and only ever
 * answered encrypted under the browser's own key (docs/architecture.md, browser keys); the edit
 * dialog sends it back in plain text.
 */
export class HelmReposService {
  constructor(private readonly deps: HelmReposDeps) {}

  /** Every repository; the password only for administrators, encrypted under the browser key, else ''. */
  async list(encryptedKey: string, withPasswords: boolean): Promise<HelmRepo[]> {
    const browserKey = withPasswords ? openBrowserKey(this.deps.keys, encryptedKey) : undefined;
    const rows = await this.deps.repository.list();
    return rows.map((row) => ({
      id: row.id,
      repo_name: row.repoName,
      url: row.url,
      username: row.username,
      password: browserKey ? encryptForBrowser(this.deps.box.open(row.password), browserKey) : '',
      update_by: row.updatedBy,
      updated_at: unixSeconds(row.updatedAt),
    }));
  }

  async create(body: HelmRepoBody, by: string): Promise<void> {
    if (!(await this.deps.repository.create(this.fieldsOf(body, by))))
      throw new ConflictError('error.helmRepoExists', body.repo_name);
  }

  async update(id: string, body: HelmRepoBody, by: string): Promise<void> {
    const result = await this.deps.repository.update(id, this.fieldsOf(body, by));
    if (result === 'missing') throw notFound(id);
    if (result === 'name') throw new ConflictError('error.helmRepoExists', body.repo_name);
  }

  async delete(id: string): Promise<void> {
    if (!(await this.deps.repository.delete(id))) throw notFound(id);
  }

  /** The charts of the repository, read from its index.yaml each time (the index changes with every push). */
  async index(repoName: string): Promise<HelmRepoIndex> {
    const row = await this.deps.repository.findByName(repoName);
    if (!row) throw notFound(repoName);
    return fetchHelmIndex(await this.sourceOf(row), this.deps.indexLimits);
  }

  private async sourceOf(row: HelmRepoRow) {
    return {
      url: row.url,
      username: row.username,
      password: this.deps.box.open(row.password),
      proxyUrl: await this.deps.proxyUrl(),
    };
  }

  private fieldsOf(body: HelmRepoBody, by: string): HelmRepoFields {
    return {
      repoName: body.repo_name,
      url: body.url.replace(/\/+$/, ''),
      username: body.username,
      password: this.deps.box.seal(body.password),
      updatedBy: by,
    };
  }
}
