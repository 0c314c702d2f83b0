import type { CodeRepo, Job, RepoInfo, Workflow, ZadigBuildJob } from '@slipway/contracts';

/**
 * What a run checks out of a build job's repository: `branch:<name>`, `tag:<name>` or `pr:<number>`;
 * by job name, then by `<entry>-<repo>` place.
 */
export type RepoRefs = Record<string, Record<string, string | undefined>>;

export const isBuildJob = (job: Job): job is ZadigBuildJob => job.type === 'zadig-build';

/** The build jobs of a workflow that check out any repository. */
export const buildJobsWithRepos = (workflow: Workflow): ZadigBuildJob[] =>
  workflow.stages
    .flatMap((stage) => stage.jobs)
    .filter(isBuildJob)
    .filter((job) => job.spec.service_and_builds.some((entry) => entry.repos.length > 0));

export const refPlace = (entry: number, repo: number) => `${entry}-${repo}`;

/** The ref a repository is set to now (a tag or PR when the run being repeated had one). */
export function refOf(repo: CodeRepo): string {
  if (repo.tag) return `tag:${repo.tag}`;
  if (repo.pr) return `pr:${repo.pr}`;
  return `branch:${repo.branch}`;
}

export function initialRefs(workflow: Workflow): RepoRefs {
  return Object.fromEntries(
    buildJobsWithRepos(workflow).map((job) => [
      job.name,
      Object.fromEntries(
        job.spec.service_and_builds.flatMap((entry, e) =>
          entry.repos.map((repo, r) => [refPlace(e, r), refOf(repo)]),
        ),
      ),
    ]),
  );
}

/** The repository checked out at the chosen ref: a branch head, a tag, or a pull request on its branch. */
function withRef(repo: CodeRepo, ref: string | undefined): CodeRepo {
  if (!ref) return repo;
  const at = ref.indexOf(':');
  const kind = ref.slice(0, at);
  const name = ref.slice(at + 1);
  const { tag: _tag, pr: _pr, ...plain } = repo;
  if (kind === 'tag') return { ...plain, tag: name };
  if (kind === 'pr') return { ...plain, pr: Number(name) };
  return { ...plain, branch: name };
}

/** The run body with each build job's repositories at the refs the dialog holds. */
export function withRepoRefs(workflow: Workflow, refs: RepoRefs): Workflow {
  return {
    ...workflow,
    stages: workflow.stages.map((stage) => ({
      ...stage,
      jobs: stage.jobs.map((job) => {
        const chosen = refs[job.name];
        if (!chosen || !isBuildJob(job)) return job;
        const service_and_builds = job.spec.service_and_builds.map((entry, e) => ({
          ...entry,
          repos: entry.repos.map((repo, r) => withRef(repo, chosen[refPlace(e, r)])),
        }));
        return { ...job, spec: { ...job.spec, service_and_builds } };
      }),
    })),
  };
}

/** The choices of one repository: its branches, tags and open pull requests. */
export function refOptions(
  info: RepoInfo | undefined,
  labels: { branches: string; tags: string; prs: string },
) {
  if (!info) return [];
  return [
    {
      label: labels.branches,
      options: info.branches.map((b) => ({ value: `branch:${b.name}`, label: b.name })),
    },
    { label: labels.tags, options: info.tags.map((tag) => ({ value: `tag:${tag.name}`, label: tag.name })) },
    {
      label: labels.prs,
      options: info.prs.map((pr) => ({
        value: `pr:${pr.id}`,
        label: `#${pr.id} ${pr.title} (${pr.sourceBranch} → ${pr.targetBranch})`,
      })),
    },
  ].filter((group) => group.options.length > 0);
}
