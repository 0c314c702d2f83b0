import {
  CREDENTIAL_MASK,
  type JenkinsBody,
  type JenkinsBuildArg,
  type JenkinsIntegration,
} from '@slipway/contracts';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { encryptForBrowser, openBrowserKey } from '../../lib/crypto/browser-key.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { ServerKeys } from '../../lib/keys.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { BuildsRepository } from '../builds/builds.repository.js';
import { type JenkinsAccount, JenkinsClient } from './jenkins.client.js';
import type { JenkinsRepository, JenkinsRow } from './jenkins.repository.js';

export interface JenkinsDeps {
  repository: JenkinsRepository;
  builds: BuildsRepository;
  box: SecretBox;
  keys: ServerKeys;
}

const notFound = () => new NotFoundError('error.jenkinsNotFound');

/**
 * Jenkins servers of system integration. The API token is sealed at rest and leaves only encrypted
 * under an administrator's browser key, or masked; the mask sent back keeps the stored token.
 */
export class JenkinsService {
  constructor(private readonly deps: JenkinsDeps) {}

  async list(encryptedKey: string | undefined): Promise<JenkinsIntegration[]> {
    const browserKey = encryptedKey ? openBrowserKey(this.deps.keys, encryptedKey) : undefined;
    return (await this.deps.repository.list()).map((row) => {
      const token = this.deps.box.open(row.password);
      return {
        id: String(row.id),
        url: row.url,
        username: row.username,
        password: browserKey ? encryptForBrowser(token, browserKey) : CREDENTIAL_MASK,
        update_time: unixSeconds(row.updatedAt),
        updated_by: row.updatedBy,
      };
    });
  }

  async exists(): Promise<{ exists: boolean }> {
    return { exists: await this.deps.repository.any() };
  }

  async create(body: JenkinsBody, by: string): Promise<void> {
    await this.deps.repository.create(this.fieldsOf(body, body.password, by));
  }

  async update(id: number, body: JenkinsBody, by: string): Promise<void> {
    const stored = await this.row(id);
    const token = body.password === CREDENTIAL_MASK ? this.deps.box.open(stored.password) : body.password;
    if (!(await this.deps.repository.update(id, this.fieldsOf(body, token, by)))) throw notFound();
  }

  async delete(id: number): Promise<void> {
    await this.row(id);
    const users = await this.deps.builds.usingJenkins(String(id));
    if (users.length > 0) throw new BadRequestError('error.jenkinsInUse', users.join(', '));
    if (!(await this.deps.repository.delete(id))) throw notFound();
  }

  /** Tries the account the dialog holds, before it is saved. */
  async checkConnection(body: JenkinsBody): Promise<void> {
    await new JenkinsClient(trimmed(body)).check();
  }

  async jobNames(id: number): Promise<string[]> {
    return (await this.client(id)).jobNames();
  }

  async buildArgs(id: number, jobName: string): Promise<JenkinsBuildArg[]> {
    return (await this.client(id)).buildArgs(jobName);
  }

  /** The account of a saved integration with its token opened, for whoever starts Jenkins jobs. */
  async account(id: number): Promise<JenkinsAccount> {
    const row = await this.row(id);
    return { url: row.url, username: row.username, password: this.deps.box.open(row.password) };
  }

  private async client(id: number): Promise<JenkinsClient> {
    return new JenkinsClient(await this.account(id));
  }

  private async row(id: number): Promise<JenkinsRow> {
    const row = await this.deps.repository.find(id);
    if (!row) throw notFound();
    return row;
  }

  private fieldsOf(body: JenkinsBody, token: string, by: string) {
    const account = trimmed({ ...body, password: token });
    return { ...account, password: this.deps.box.seal(account.password), updatedBy: by };
  }
}

/** A trailing slash would double up in every API address made from the URL. */
const trimmed = (body: JenkinsBody): JenkinsAccount => ({
  url: body.url.replace(/\/+$/, ''),
  username: body.username,
  password: body.password,
});
