import type { RepoTreeEntry } from '@slipway/contracts';
import { BadRequestError } from '../../../lib/errors.js';
import { GithubLikeApi } from '../hosted/github-like-api.js';
import type { RepoRef } from '../hosted/hosted-api.js';
import type { HostedEndpoints } from '../hosted/hosted-endpoints.js';

const NAME = /^[A-Za-z0-9_.-]+$/;

/**
 * The owner and name of a public GitHub repository from its address,
 * `https://github.com/<owner>/<repo>[.git][/…]`; an address elsewhere is refused.
 */
export function publicGithubRepo(link: string, githubWeb: string): RepoRef {
  const invalid = () => new BadRequestError('error.repoLinkInvalid', link);
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    throw invalid();
  }
  const web = new URL(githubWeb);
  const webPath = web.pathname.replace(/\/+$/, '');
  if (url.protocol !== web.protocol || url.host !== web.host || !url.pathname.startsWith(`${webPath}/`))
    throw invalid();
  const [owner = '', name = ''] = url.pathname.slice(webPath.length + 1).split('/');
  const repo = name.replace(/\.git$/, '');
  if (!NAME.test(owner) || !NAME.test(repo)) throw invalid();
  return { owner, repo };
}

/**
 * Folders of public GitHub repositories (the portal's `githubPublic`), read through GitHub's REST
 * API without a token, through the system's repository proxy when one is set.
 */
export class PublicGithub {
  constructor(
    private readonly endpoints: HostedEndpoints,
    private readonly proxy: () => Promise<string | undefined>,
  ) {}

  /** `branch` '' is the repository's default branch. */
  async tree(link: string, branch: string, dir: string): Promise<RepoTreeEntry[]> {
    const repo = publicGithubRepo(link, this.endpoints.github.web);
    const api = new GithubLikeApi(this.endpoints.github.api, '', 'header', await this.proxy());
    return api.tree(repo, branch, dir);
  }
}
