import type { Workflow } from '@slipway/contracts';
import { describe, expect, it } from 'vitest';
import { teamAppRepo } from '../../../test/fixtures';
import { buildJobsWithRepos, initialRefs, refOptions, withRepoRefs } from './buildJobRefs';

const workflow = {
  name: 'ship',
  stages: [
    {
      name: 'build',
      jobs: [
        {
          name: 'build',
          type: 'zadig-build',
          skipped: false,
          spec: {
            docker_registry_id: '',
            service_and_builds: [
              {
                service_name: 'app',
                service_module: 'app',
                build_name: 'b',
                image_name: 'app',
                key_vals: [],
                repos: [teamAppRepo],
              },
            ],
          },
        },
      ],
    },
  ],
} as unknown as Workflow;

describe('the repositories of build jobs in the run dialog', () => {
  it('start at the branch the job names', () => {
    expect(buildJobsWithRepos(workflow).map((job) => job.name)).toEqual(['build']);
    expect(initialRefs(workflow)).toEqual({ build: { '0-0': 'branch:main' } });
  });

  it('run at the chosen tag or pull request, the branch kept for a pull request', () => {
    const tagged = withRepoRefs(workflow, { build: { '0-0': 'tag:v1.2.0' } });
    const tagRepo = (tagged.stages[0]!.jobs[0]!.spec as { service_and_builds: { repos: object[] }[] })
      .service_and_builds[0]!.repos[0];
    expect(tagRepo).toMatchObject({ branch: 'main', tag: 'v1.2.0' });
    const pr = withRepoRefs(workflow, { build: { '0-0': 'pr:42' } });
    const prRepo = (pr.stages[0]!.jobs[0]!.spec as { service_and_builds: { repos: object[] }[] })
      .service_and_builds[0]!.repos[0];
    expect(prRepo).toMatchObject({ branch: 'main', pr: 42 });
    expect(prRepo).not.toHaveProperty('tag');
    const branch = withRepoRefs(workflow, { build: { '0-0': 'branch:release/1.0' } });
    expect(
      (branch.stages[0]!.jobs[0]!.spec as { service_and_builds: { repos: object[] }[] })
        .service_and_builds[0]!.repos[0],
    ).toMatchObject({ branch: 'release/1.0' });
  });

  it('offer branches, tags and pull requests in groups, empty groups left out', () => {
    const options = refOptions(
      {
        repo_owner: 'team',
        repo: 'app',
        branches: [{ name: 'main' }],
        tags: [],
        prs: [
          {
            id: 7,
            title: 'Fix',
            sourceBranch: 'fix',
            targetBranch: 'main',
            authorUsername: 'ada',
            createdAt: 1717228800,
          },
        ],
        error_msg: '',
      },
      { branches: 'Branches', tags: 'Tags', prs: 'Pull requests' },
    );
    expect(options).toEqual([
      { label: 'Branches', options: [{ value: 'branch:main', label: 'main' }] },
      { label: 'Pull requests', options: [{ value: 'pr:7', label: '#7 Fix (fix → main)' }] },
    ]);
  });
});
