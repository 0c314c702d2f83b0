import type { RepoTreeEntry } from '@slipway/contracts';
import { BadRequestError } from '../../lib/errors.js';
import { CHART_LIMITS, type ChartFile, chartPath } from '../../lib/helm/chart-files.js';
import type { RepoFiles } from '../codehosts/repo-files/repo-files.js';

/** A chart's folder in a code host's repository, as the Helm dialogs name it. */
export interface RepoFolder {
  codehostId: number;
  owner: string;
  repo: string;
  branch: string;
  namespace: string;
  path: string;
}

/** Reads the files of a chart folder; absent when code hosts are not wired in. */
export interface ChartFolderReader {
  read(folder: RepoFolder): Promise<ChartFile[]>;
  /** one file of the repository (a values file) */
  file(folder: RepoFolder): Promise<string>;
}

/** A chart folder read through the code hosts' file pickers, folder by folder, within the chart limits. */
export function chartFolderReader(repoFiles: RepoFiles): ChartFolderReader {
  const contents = (folder: RepoFolder, path: string) =>
    repoFiles.contents(folder.codehostId, {
      repoOwner: folder.namespace || folder.owner,
      repoName: folder.repo,
      branchName: folder.branch,
      path,
      isDir: 'false',
      projectName: '',
    });
  return {
    async read(folder) {
      const root = chartPath(folder.path);
      const files: ChartFile[] = [];
      let bytes = 0;
      const walk = async (dir: string, depth: number): Promise<void> => {
        const entries: RepoTreeEntry[] = await repoFiles.tree({
          codehost_id: folder.codehostId,
          repoLink: '',
          owner: folder.owner,
          repo: folder.repo,
          namespace: folder.namespace,
          branch: folder.branch,
          path: dir,
        });
        for (const entry of entries) {
          const full = dir ? `${dir}/${entry.name}` : entry.name;
          if (entry.is_dir) {
            if (depth < 16) await walk(full, depth + 1);
            continue;
          }
          const content = await contents(folder, full);
          bytes += Buffer.byteLength(content);
          if (files.length >= CHART_LIMITS.maxFiles || bytes > CHART_LIMITS.maxBytes)
            throw new BadRequestError('error.helmArchiveTooLarge', folder.path);
          files.push({ path: root ? full.slice(root.length + 1) : full, content });
        }
      };
      await walk(root, 0);
      return files.sort((a, b) => a.path.localeCompare(b.path));
    },
    file: (folder) => contents(folder, chartPath(folder.path)),
  };
}

/** The reader used when code hosts are not wired in: every read is a clear 400. */
export const noChartFolders: ChartFolderReader = {
  read: () => Promise.reject(new BadRequestError('error.helmSourceUnavailable')),
  file: () => Promise.reject(new BadRequestError('error.helmSourceUnavailable')),
};
