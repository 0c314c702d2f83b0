import { type Language, type RepoInfo, type RepoInfoQuery, translate } from '@slipway/contracts';
import { AppError } from '../../lib/errors.js';
import { compileUserRegex } from './branch-regex.js';
import type { CodehostBrowser } from './codehost-browser.js';
import type { CodehostsService } from './codehosts.service.js';

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
    try {
      const host = await this.codehosts.open(query.codehost_id);
      // the picker's branch and tag calls take the repository's namespace as its owner
      const owner = query.repo_namespace || query.repo_owner;
      const refsQuery = { ...FIRST_PAGE, repoOwner: owner, repoName: query.repo, key: query.key };
      const [branches, tags, prs] = await Promise.all([
        this.browser.refsOf(host, refsQuery, 'heads'),
        this.browser.refsOf(host, refsQuery, 'tags'),
        this.browser.pullRequests(host, owner, query.repo),
      ]);
      const filter = query.filter_regexp ? compileUserRegex(query.filter_regexp) : undefined;
      info.branches = filter ? branches.filter((b) => filter.matcher(b.name).find()) : branches;
      info.tags = tags;
      info.prs = prs;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const reason = translate(error.messageKey, language);
      info.error_msg = error.description ? `${reason}: ${error.description}` : reason;
    }
    return info;
  }
}
