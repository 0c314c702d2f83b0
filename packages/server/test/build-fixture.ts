import { expect } from 'vitest';
import type { TestApp } from './test-app.js';
import { insertWorkflow, jobLog, jobOf, runWorkflow, waitForTask } from './workflow-fixture.js';

/** Saves a code host of type `other` as the settings dialog does; answers its id. */
export async function createCodehost(t: TestApp, fields: Record<string, string>): Promise<number> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/codehosts',
    token: t.admin.token,
    payload: {
      type: 'other',
      alias: '',
      application_id: '',
      client_secret: '',
      username: '',
      password: '',
      region: '',
      access_token: '',
      ssh_key: '',
      private_access_token: '',
      name: '',
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

export interface BuildFixture {
  project: string;
  name: string;
  /** the service module it builds, of service `web` */
  module: string;
  codehostId: number;
  scripts: string;
  envs?: unknown[];
  post_build?: Record<string, unknown>;
  outputs?: Array<{ name: string; description: string }>;
  /** the build image (pre_build.build_os) */
  image?: string;
  /** software packages (pre_build.installs); none unless given */
  installs?: unknown[];
  /** cache_enable, cache_dir_type, cache_user_dir */
  cache?: Record<string, unknown>;
  /** more pre_build fields: cluster_id, res_req... */
  preBuild?: Record<string, unknown>;
}

/** Saves a build of `team/web` (branch main) through the builds API. */
export async function createBuild(t: TestApp, build: BuildFixture) {
  const res = await t.request({
    method: 'POST',
    url: `/api/aslan/build/build?projectName=${build.project}`,
    token: t.admin.token,
    payload: {
      name: build.name,
      source: 'zadig',
      product_name: build.project,
      timeout: 10,
      targets: [{ service_name: 'web', service_module: build.module, key: `web/${build.module}` }],
      // codehostId 0: a build without repositories
      repos: build.codehostId
        ? [
            {
              codehost_id: build.codehostId,
              repo_owner: 'team',
              repo_name: 'web',
              branch: 'main',
              source: 'other',
            },
          ]
        : [],
      pre_build: {
        build_os: build.image ?? 'bookworm',
        image_id: 'bookworm',
        installs: build.installs ?? [],
        envs: build.envs ?? [],
        ...build.preBuild,
      },
      scripts: build.scripts,
      post_build: build.post_build ?? {},
      outputs: build.outputs ?? [],
      ...build.cache,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export interface BuildWorkflowFixture {
  project: string;
  name: string;
  build: string;
  module: string;
  registryId?: string;
  /** the refs to build instead of the build's own, e.g. `{codehost_id, ..., tag: 'v1'}` */
  repos?: unknown[];
}

/** A workflow of one `zadig-build` job named `build`, building service `web`'s module. */
export async function buildWorkflow(t: TestApp, workflow: BuildWorkflowFixture) {
  await insertWorkflow(t, {
    name: workflow.name,
    project: workflow.project,
    stages: [
      {
        name: 'build',
        jobs: [
          {
            name: 'build',
            type: 'zadig-build',
            spec: {
              docker_registry_id: workflow.registryId ?? '',
              service_and_builds: [
                {
                  service_name: 'web',
                  service_module: workflow.module,
                  build_name: workflow.build,
                  image_name: 'web',
                  repos: workflow.repos ?? [],
                },
              ],
            },
          },
        ],
      },
    ],
  } as never);
}

/** Runs the workflow and waits for it; answers the task, the build job (`build-web-<module>`) and its log. */
export async function runBuild(t: TestApp, workflow: string, module: string) {
  const id = await runWorkflow(t, workflow);
  const task = await waitForTask(t, workflow, id, undefined, 120_000);
  const jobName = `build-web-${module}`;
  return { id, task, job: jobOf(task, jobName), log: await jobLog(t, workflow, id, jobName) };
}
