import { BadRequestError } from '../../../lib/errors.js';
import type { OpenCodehost } from '../codehosts.service.js';
import type { CodehostOauth } from '../oauth/codehost-oauth.js';
import { GithubLikeApi } from './github-like-api.js';
import { GitlabApi } from './gitlab-api.js';
import type { HostedApi } from './hosted-api.js';
import type { HostedEndpoints } from './hosted-endpoints.js';

export type ProxyFor = (host: OpenCodehost) => Promise<string | undefined>;

export const notAuthorised = (host: OpenCodehost) =>
  new BadRequestError('error.codehostNotAuthorised', host.address);

/** The REST client of an authorised GitHub, GitLab or Gitee host, with a fresh token. */
export class HostedClients {
  constructor(
    private readonly oauth: CodehostOauth,
    private readonly endpoints: HostedEndpoints,
    /** the repository proxy a host goes through, when its proxy switch is on and a proxy is set */
    readonly proxyFor: ProxyFor,
  ) {}

  /** The host's access token, refreshed when it has expired. */
  async tokenFor(host: OpenCodehost): Promise<string> {
    const token = await this.oauth.accessToken(host);
    if (!token) throw notAuthorised(host);
    return token;
  }

  async apiFor(host: OpenCodehost): Promise<HostedApi> {
    const token = await this.tokenFor(host);
    const proxy = await this.proxyFor(host);
    switch (host.type) {
      case 'github':
        return new GithubLikeApi(this.githubApiBase(host.address), token, 'header', proxy);
      case 'gitee':
        return new GithubLikeApi(this.endpoints.gitee.api, token, 'query', proxy);
      case 'gitlab':
        return new GitlabApi(host.address, token, proxy);
      default:
        throw notAuthorised(host);
    }
  }

  /** github.com has its own API host; GitHub Enterprise answers under `/api/v3`. */
  private githubApiBase(address: string): string {
    const publicGithub = address === 'https://github.com' || address === this.endpoints.github.web;
    return publicGithub ? this.endpoints.github.api : `${address}/api/v3`;
  }
}

export const isHosted = (host: OpenCodehost) =>
  host.type === 'github' || host.type === 'gitlab' || host.type === 'gitee';
