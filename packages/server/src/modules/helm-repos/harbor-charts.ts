import type { HarborChart, HarborChartVersion } from '@slipway/contracts';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { BadRequestError } from '../../lib/errors.js';
import { fetchThrough } from '../../lib/proxied-fetch.js';
import { readLimited } from './helm-index.js';
import type { HelmRepoRow, HelmReposRepository } from './helm-repos.repository.js';

export interface HarborChartsDeps {
  repository: Pick<HelmReposRepository, 'list'>;
  box: SecretBox;
  proxyUrl(): Promise<string | undefined>;
  timeoutMs?: number;
}

/** Harbor serves a project's charts as a Helm repository at `<harbor>/chartrepo/<project>`. */
const HARBOR_PATH = /^\/chartrepo\/([^/]+)\/?$/;
const MAX_BYTES = 8 * 1024 * 1024;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const failed = (detail: string) => new BadRequestError('error.harborRequestFailed', detail);

/** The project a Helm repository serves if it is a Harbor chart repository. */
export function harborProjectOf(url: string): string | undefined {
  try {
    return HARBOR_PATH.exec(new URL(url).pathname)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * Charts of a Harbor project through Harbor's chartrepo API, signed in with the credentials of a
 * Helm repository that points at that Harbor: the one serving the project, else any Harbor one
 * (a Harbor account usually reaches several projects).
 */
export class HarborCharts {
  constructor(private readonly deps: HarborChartsDeps) {}

  async charts(project: string): Promise<HarborChart[]> {
    const list = await this.get(project, `/api/chartrepo/${encodeURIComponent(project)}/charts`);
    return list.map((c) => ({
      name: text(c.name),
      total_versions: typeof c.total_versions === 'number' ? c.total_versions : 0,
      latest_version: text(c.latest_version),
      created: text(c.created),
      updated: text(c.updated),
      icon: text(c.icon),
      home: text(c.home),
      deprecated: c.deprecated === true,
    }));
  }

  async versions(project: string, chart: string): Promise<HarborChartVersion[]> {
    const path = `/api/chartrepo/${encodeURIComponent(project)}/charts/${encodeURIComponent(chart)}`;
    return (await this.get(project, path)).map((v) => ({
      name: text(v.name),
      version: text(v.version),
      appVersion: text(v.appVersion),
      description: text(v.description),
      created: text(v.created),
      digest: text(v.digest),
      urls: Array.isArray(v.urls) ? v.urls.filter((u): u is string => typeof u === 'string') : [],
    }));
  }

  private async repoFor(project: string): Promise<HelmRepoRow> {
    const harbors = (await this.deps.repository.list()).filter((r) => harborProjectOf(r.url) !== undefined);
    const repo = harbors.find((r) => harborProjectOf(r.url) === project) ?? harbors[0];
    if (!repo) throw new BadRequestError('error.harborRepoMissing');
    return repo;
  }

  private async get(project: string, path: string): Promise<Record<string, unknown>[]> {
    const repo = await this.repoFor(project);
    const url = new URL(path, new URL(repo.url).origin);
    const shown = `${url.origin}${url.pathname}`;
    const password = this.deps.box.open(repo.password);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (repo.username || password)
      headers.authorization = `Basic ${Buffer.from(`${repo.username}:${password}`).toString('base64')}`;
    const proxyUrl = await this.deps.proxyUrl();
    let body: string;
    try {
      const response = await fetchThrough(
        url,
        {
          headers,
          signal: AbortSignal.timeout(this.deps.timeoutMs ?? 30_000),
        },
        proxyUrl,
      );
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw failed(`HTTP ${response.status} ${shown}`);
      }
      body = await readLimited(response.body, MAX_BYTES, shown);
    } catch (error) {
      if (error instanceof BadRequestError && error.messageKey === 'error.harborRequestFailed') throw error;
      // a body over the limit comes as the index reader's error, whose description says why
      if (error instanceof BadRequestError) throw failed(error.description);
      throw failed(`${shown}: ${error instanceof Error ? error.message : String(error)}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw failed(`${shown}: not JSON`);
    }
    if (!Array.isArray(parsed)) throw failed(`${shown}: not a list`);
    return parsed.filter((x): x is Record<string, unknown> => x !== null && typeof x === 'object');
  }
}
