import { type CodeRepo, codeBrowsePaths, type RepoInfo, type ZadigBuildJob } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Divider, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { refOptions, refPlace } from './buildJobRefs';

const infoKey = (repo: Pick<CodeRepo, 'repo_owner' | 'repo_name'>) => `${repo.repo_owner}/${repo.repo_name}`;

/** Branches, tags and open pull requests of every repository, in one call as the portal's run dialog asks. */
function useRepoInfos(repos: readonly CodeRepo[]) {
  return useQuery({
    queryKey: ['run', 'repo-infos', repos.map(infoKey), repos.map((repo) => repo.codehost_id)],
    queryFn: ({ signal }) =>
      http.put<RepoInfo[]>(
        `${codeBrowsePaths.infos}?param=`,
        {
          infos: repos.map((repo) => ({
            source: repo.source,
            repo_owner: repo.repo_owner,
            repo: repo.repo_name,
            default_branch: repo.branch,
            codehost_id: repo.codehost_id,
            repo_namespace: repo.repo_namespace || repo.repo_owner,
          })),
        },
        { signal },
      ),
    enabled: repos.length > 0,
  });
}

/** The run dialog's choice of branch, tag or pull request for each repository of the build jobs. */
export function BuildJobRefFields({ jobs }: { jobs: readonly ZadigBuildJob[] }) {
  const { t } = useTranslation();
  const repos = jobs.flatMap((job) => job.spec.service_and_builds.flatMap((entry) => entry.repos));
  const infos = useRepoInfos(repos);
  const labels = {
    branches: t('buildJob.run.branches'),
    tags: t('buildJob.run.tags'),
    prs: t('buildJob.run.prs'),
  };
  const infoOf = (repo: CodeRepo) =>
    infos.data?.find((info) => `${info.repo_owner}/${info.repo}` === infoKey(repo));
  return jobs.map((job) => (
    <div key={job.name}>
      <Divider titlePlacement="start" plain>
        {t('buildJob.run.repos', { job: job.name })}
      </Divider>
      {job.spec.service_and_builds.flatMap((entry, e) =>
        entry.repos.map((repo, r) => {
          const info = infoOf(repo);
          const testId = `run-ref-${job.name}-${e}-${r}`;
          return (
            <Form.Item
              key={refPlace(e, r)}
              name={['refs', job.name, refPlace(e, r)]}
              label={`${entry.service_module} · ${infoKey(repo)}`}
              extra={info?.error_msg ? <Alert type="warning" title={info.error_msg} /> : undefined}
            >
              <Select
                data-testid={testId}
                showSearch
                loading={infos.isPending}
                options={refOptions(info, labels)}
              />
            </Form.Item>
          );
        }),
      )}
    </div>
  ));
}
