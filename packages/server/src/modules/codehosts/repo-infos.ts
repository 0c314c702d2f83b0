import { type Language, type RepoInfo, type RepoInfoQuery, translate } from '@slipway/contracts';
import { AppError } from '../../lib/errors.js';
import { compileUserRegex } from './branch-regex.js';
import type { CodehostBrowser } from './codehost-browser.js';
import type { CodehostsService, OpenCodehost } from './codehosts.service.js';

const FIRST_PAGE = { page: 1, per_page: 200 };

/**
 * Branches, tags and open pull requests of the repositories of a run dialog. One repository that
 * cannot be read answers its `error_msg`; the others are still answered.
 */
export class RepoInfos {
  constructor(
    private readonly codehosts: CodehostsService,
    private readonly browser: CodehostBrowser,
  ) {}

  infos(queries: RepoInfoQuery[], language: Language): Promise<RepoInfo[]> {
    return Promise.all(queries.map((query) => this.one(query, language)));
  }

  private async one(query: RepoInfoQuery, language: Language): Promise<RepoInfo> {
    const info: RepoInfo = {
      repo_owner: query.repo_owner,
      repo: query.repo,
      branches: [],
      tags: [],
      prs: [],
      error_msg: '',
    };
    const reasons: string[] = [];
    const failed = (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      const reason = translate(error.messageKey, language);
      reasons.push(error.description ? `${reason}: ${error.description}` : reason);
    };
    let host: OpenCodehost;
    try {
      host = await this.codehosts.open(query.codehost_id);
    } catch (error) {
      failed(error);
      return { ...info, error_msg: reasons.join('; ') };
    }
    // the picker's branch and tag calls take the repository's namespace as its owner
    const owner = query.repo_namespace || query.repo_owner;
    const refsQuery = { ...FIRST_PAGE, repoOwner: owner, repoName: query.repo, key: query.key };
    // each part is answered on its own: an API that refuses pull requests still gives the branches
    const [branches, tags, prs] = await Promise.allSettled([
      this.browser.refsOf(host, refsQuery, 'heads'),
      this.browser.refsOf(host, refsQuery, 'tags'),
      this.browser.pullRequests(host, owner, query.repo),
    ]);
    if (branches.status === 'fulfilled') {
      try {
        const filter = query.filter_regexp ? compileUserRegex(query.filter_regexp) : undefined;
        info.branches = filter ? branches.value.filter((b) => filter.matcher(b.name).find()) : branches.value;
      } catch (error) {
        failed(error);
      }
    } else failed(branches.reason);
    if (tags.status === 'fulfilled') info.tags = tags.value;
    else failed(tags.reason);
    if (prs.status === 'fulfilled') info.prs = prs.value;
    else failed(prs.reason);
    return { ...info, error_msg: [...new Set(reasons)].join('; ') };
  }
}
