import { BadRequestError } from '../../lib/errors.js';
import { type RegistryAnswer, type RegistryTls, registryGet } from './registry-http.js';

/** How to reach one registry: its address with scheme, and the account when it has one. */
export interface RegistryEndpoint {
  address: string;
  username: string;
  password: string;
  tls: RegistryTls;
}

const REQUEST_TIMEOUT_MS = 10_000;
/** Registries page long lists; a bound keeps one call from walking a huge catalogue forever. */
const MAX_PAGES = 20;

const basicAuth = (endpoint: RegistryEndpoint) =>
  endpoint.username
    ? `Basic ${Buffer.from(`${endpoint.username}:${endpoint.password}`).toString('base64')}`
    : undefined;

/** The parameters of a `Bearer realm="…",service="…",scope="…"` challenge. */
function bearerChallenge(header: string | undefined): Record<string, string> | undefined {
  if (!header?.toLowerCase().startsWith('bearer ')) return undefined;
  return Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

/** The next page of a paged list, from the `Link: </v2/…?last=…>; rel="next"` header. */
const nextPage = (link: string | undefined) => link?.match(/<([^>]+)>;\s*rel="?next"?/)?.[1];

/**
 * A reader of the Docker Registry HTTP API v2. It sends basic auth when an account is set, and
 * follows a token challenge (Docker Hub, Harbor) with the same account. A registry that cannot be
 * reached, or refuses the account, is reported to the caller as a bad request naming the cause.
 */
export class DockerRegistryClient {
  constructor(private readonly endpoint: RegistryEndpoint) {}

  /** Every repository the account may see. */
  async repositories(): Promise<string[]> {
    return this.pagedList('/v2/_catalog?n=1000', 'repositories');
  }

  /** The tags of one repository; none when it does not exist. */
  async tags(repository: string): Promise<string[]> {
    return this.pagedList(`/v2/${repository}/tags/list?n=1000`, 'tags');
  }

  private async pagedList(path: string, field: 'repositories' | 'tags'): Promise<string[]> {
    const items: string[] = [];
    let next: string | undefined = path;
    for (let page = 0; next && page < MAX_PAGES; page++) {
      const res = await this.get(next);
      if (res.status === 404) return items;
      if (res.status < 200 || res.status > 299) throw this.refused(res.status);
      const list = (res.json() as Record<string, unknown> | null)?.[field];
      if (Array.isArray(list)) items.push(...list.filter((item): item is string => typeof item === 'string'));
      next = nextPage(res.header('link'));
    }
    return items;
  }

  private async get(path: string): Promise<RegistryAnswer> {
    const url = new URL(path, this.endpoint.address);
    const basic = basicAuth(this.endpoint);
    const first = await this.send(url, basic);
    if (first.status !== 401) return first;
    const challenge = bearerChallenge(first.header('www-authenticate'));
    if (!challenge?.realm) return first;
    const token = await this.token(challenge, basic);
    return token ? this.send(url, `Bearer ${token}`) : first;
  }

  private async token(
    challenge: Record<string, string>,
    basic: string | undefined,
  ): Promise<string | undefined> {
    const url = new URL(challenge.realm as string);
    for (const name of ['service', 'scope'] as const) {
      const value = challenge[name];
      if (value) url.searchParams.set(name, value);
    }
    const res = await this.send(url, basic);
    if (res.status !== 200) return undefined;
    const body = res.json() as { token?: unknown; access_token?: unknown } | null;
    const token = body?.token ?? body?.access_token;
    return typeof token === 'string' ? token : undefined;
  }

  private async send(url: URL, authorization: string | undefined): Promise<RegistryAnswer> {
    try {
      return await registryGet(url, authorization, this.endpoint.tls, REQUEST_TIMEOUT_MS);
    } catch (error) {
      throw new BadRequestError(
        'error.registryUnreachable',
        `${url.origin}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private refused(status: number): BadRequestError {
    return status === 401 || status === 403
      ? new BadRequestError('error.registryAuthFailed', `${this.endpoint.address}: HTTP ${status}`)
      : new BadRequestError('error.registryUnreachable', `${this.endpoint.address}: HTTP ${status}`);
  }
}
