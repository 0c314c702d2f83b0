import type { ProductWorkflowInput } from '@slipway/contracts';
import { eq } from 'drizzle-orm';
import { projects } from '../../src/db/schema.js';
import { createBuild } from '../build-fixture.js';
import { createProject } from '../projects.fixture.js';
import type { TestApp } from '../test-app.js';

/** A project with service `web` and one build of its module `web` running `script`, no repositories. */
export async function productProject(t: TestApp, project: string, script: string, envs: unknown[] = []) {
  await createProject(t, { product_name: project, public: false });
  await t.database.db
    .update(projects)
    .set({ services: [['web']] })
    .where(eq(projects.name, project));
  await createBuild(t, {
    project,
    name: `${project}-build`,
    module: 'web',
    codehostId: 0,
    scripts: script,
    envs,
  });
}

/** The editor's body of a product workflow building module `web` of service `web` (no environment). */
export const productWorkflowBody = (
  project: string,
  name: string,
  extra: Partial<ProductWorkflowInput> = {},
): ProductWorkflowInput => ({
  name,
  enabled: true,
  product_tmpl_name: project,
  env_name: '',
  description: 'builds web',
  team: '',
  is_parallel: false,
  reset_image: false,
  reset_image_policy: '',
  build_stage: {
    enabled: true,
    modules: [
      {
        hide_service_module: false,
        target: {
          product_name: project,
          service_name: 'web',
          service_module: 'web',
          build_name: `${project}-build`,
        },
        branch_filter: [],
      },
    ],
  },
  artifact_stage: { enabled: false, modules: [] },
  test_stage: { enabled: false, tests: [] },
  distribute_stage: { enabled: false, s3_storage_id: '', image_repo: '', distributes: [], releases: [] },
  notify_ctls: [],
  hook_ctl: { enabled: false, product_tmpl_name: project, items: [] },
  schedule_enabled: false,
  schedules: { enabled: false, items: [] },
  extension_stage: { enabled: false, url: '', path: '', headers: [], is_callback: false, timeout: 10 },
  ...extra,
});
