import type { PullRequest } from '@slipway/contracts';
import type { OpenCodehost } from './codehosts.service.js';
import { arrayOf, objectOf, requestHosted, unreachable } from './hosted/http-json.js';

/** Gerrit prefixes its JSON answers with this line against cross-site script inclusion. */
const GERRIT_JSON_PREFIX = ")]}'";

interface Change {
  _number?: number;
  subject?: string;
  branch?: string;
  owner?: { username?: string; name?: string };
  /** "2013-02-01 09:59:32.126000000", UTC */
  created?: string;
}

/** Gerrit's REST API under `/a/` with HTTP basic credentials, as Gerrit documents it. */
export class GerritApi {
  constructor(
    private readonly host: OpenCodehost,
    private readonly proxy?: string,
  ) {}

  async projects(): Promise<string[]> {
    return Object.keys(objectOf<Record<string, unknown>>(await this.get('/a/projects/')));
  }

  /** Open changes of a project: what the run dialogs offer as pull requests. */
  async openChanges(project: string): Promise<PullRequest[]> {
    const query = encodeURIComponent(`status:open project:${project}`);
    const changes = arrayOf<Change>(await this.get(`/a/changes/?q=${query}&o=DETAILED_ACCOUNTS&n=100`));
    return changes.map((change) => ({
      id: change._number ?? 0,
      title: change.subject ?? '',
      targetBranch: change.branch ?? '',
      sourceBranch: change.branch ?? '',
      authorUsername: change.owner?.username ?? change.owner?.name ?? '',
      createdAt: gerritSeconds(change.created),
    }));
  }

  private async get(path: string): Promise<unknown> {
    const basic = Buffer.from(`${this.host.username}:${this.host.secrets.password}`).toString('base64');
    const text = (await requestHosted(
      `${this.host.address}${path}`,
      { headers: { authorization: `Basic ${basic}`, accept: 'application/json' }, proxy: this.proxy },
      'text',
    )) as string;
    try {
      return JSON.parse(text.replace(GERRIT_JSON_PREFIX, '')) as unknown;
    } catch {
      throw unreachable('the answer of the Gerrit API is not JSON');
    }
  }
}

const gerritSeconds = (created: string | undefined) => {
  const ms = created ? Date.parse(`${created.slice(0, 19).replace(' ', 'T')}Z`) : Number.NaN;
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
};
