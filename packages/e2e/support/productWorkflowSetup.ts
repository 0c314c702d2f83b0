import type { APIRequestContext } from '@playwright/test';
import type { LoginResponse } from './api';

/** What a product workflow's build-only run needs: a build of one module and an environment. */
export interface ProductSetup {
  project: string;
  module: string;
  env: string;
  /** the line the build's script prints */
  marker: string;
}

async function ok(what: string, call: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>) {
  const response = await call;
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
}

/**
 * A host project's build of one service module running a one-line script (no repository, so no code
 * host is needed) and an environment with no services: the run builds and has nothing to deploy.
 */
export async function setUpBuildAndEnvironment(
  request: APIRequestContext,
  admin: LoginResponse,
  setup: ProductSetup,
): Promise<void> {
  const headers = { Authorization: `Bearer ${admin.token}` };
  const query = `projectName=${encodeURIComponent(setup.project)}`;
  await ok(
    'create build',
    request.post(`/api/aslan/build/build?${query}`, {
      headers,
      data: {
        name: `${setup.module}-build`,
        source: 'zadig',
        product_name: setup.project,
        timeout: 10,
        targets: [{ product_name: setup.project, service_name: setup.module, service_module: setup.module }],
        repos: [],
        pre_build: { build_os: 'bookworm', image_id: 'bookworm', installs: [], envs: [] },
        scripts: `echo ${setup.marker}`,
        post_build: {},
      },
    }),
  );
  await ok(
    'create environment',
    request.post(`/api/aslan/environment/environments?${query}`, {
      headers,
      data: {
        product_name: setup.project,
        cluster_id: '',
        env_name: setup.env,
        source: 'pm',
        namespace: '',
        revision: 1,
        isPublic: true,
        roleIds: [],
        registry_id: '',
        services: [],
      },
    }),
  );
}
