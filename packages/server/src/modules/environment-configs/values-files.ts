import type { RepoContentsQuery, YamlContentQuery } from '@slipway/contracts';
import { ServiceUnavailableError } from '../../lib/errors.js';
import { deepMerge, parseValues, valuesYaml } from '../../lib/helm/values-merge.js';

/** Reads one file of a repository at a branch (the code hosts' file reading). */
export type RepoFileReader = (codehostId: number, query: RepoContentsQuery) => Promise<string>;

/**
 * Values files imported from a repository (portal §2.10): one file as it is, several merged in
 * the order given, like `helm -f a -f b`.
 */
export class ValuesFiles {
  constructor(private readonly read: RepoFileReader | undefined) {}

  async load(query: YamlContentQuery): Promise<string> {
    if (!this.read) throw new ServiceUnavailableError('error.envConfig.repoFilesUnavailable');
    const paths = query.valuesPaths
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const texts: string[] = [];
    for (const path of paths)
      texts.push(
        await this.read(query.codehostID, {
          repoOwner: query.namespace || query.owner,
          repoName: query.repo,
          branchName: query.branch,
          path,
          isDir: 'false',
          projectName: query.projectName ?? '',
        }),
      );
    if (texts.length === 1) return texts[0] ?? '';
    return valuesYaml(texts.reduce((merged, text) => deepMerge(merged, parseValues(text)), {}));
  }
}
