import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema.js';
import { buildWorkflow, createBuild, createCodehost, runBuild } from './build-fixture.js';
import {
  REGISTRY_PASSWORD,
  REGISTRY_USER,
  saveRegistrySettings,
  startRegistry,
  type TestRegistry,
} from './docker-registry.js';
import { type GitHttpServer, startGitHttpServer } from './git-http.js';
import { makeBusyboxImage } from './podman-base-image.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Images built for real: a build job's Dockerfile (`FROM` a base image made here from busybox, since
 * none can be pulled) built with podman from the job's workspace, pushed to Debian's docker-registry
 * on loopback with basic auth, then listed through the registry API the portal calls.
 */
const P = 'images';
const BASE = 'localhost/slipway-test-base:1';
const HTTP_TOKEN = 'image-repo-Token-12';
let t: TestApp;
let git: GitHttpServer;
let registry: TestRegistry;
let registryId: string;

const fixture = path.join(import.meta.dirname, 'fixtures/node-build');
const files: Record<string, string> = {
  ...Object.fromEntries(
    readdirSync(fixture).map((name) => [name, readFileSync(path.join(fixture, name), 'utf8')]),
  ),
  Dockerfile: `FROM ${BASE}\nCOPY dist/app.js /app/app.js\nRUN echo "built from $(cat /app/app.js)" > /app/built.txt\n`,
};

beforeAll(async () => {
  makeBusyboxImage(BASE);
  t = await createTestApp();
  git = await startGitHttpServer({ 'team/web': files }, { username: 'oauth2', password: HTTP_TOKEN });
  registry = await startRegistry({ auth: true });
  await createProject(t, { product_name: P });
  await t.database.db
    .update(projects)
    .set({ services: [['web']] })
    .where(eq(projects.name, P));
  const codehostId = await createCodehost(t, {
    address: git.address,
    auth_type: 'PrivateAccessToken',
    private_access_token: HTTP_TOKEN,
  });
  registryId = await saveRegistrySettings(t, registry);
  await createBuild(t, {
    project: P,
    name: 'web-image',
    module: 'web',
    codehostId,
    scripts:
      '#!/bin/bash\nset -e\ncd web\nnpm run build --silent\necho "pushing $IMAGE to $DOCKER_REGISTRY_HOST as $DOCKER_REGISTRY_AK"',
    post_build: { docker_build: { work_dir: 'web', docker_file: 'web/Dockerfile', build_args: '' } },
  });
});
afterAll(async () => {
  await git?.stop();
  await registry?.stop();
  await t?.close();
});

describe('an image build step', () => {
  it('builds the Dockerfile of the workspace, pushes it to the registry, which then lists it', async () => {
    await buildWorkflow(t, { project: P, name: 'web-image', build: 'web-image', module: 'web', registryId });
    const { id, task, job, log } = await runBuild(t, 'web-image', 'web');
    expect(task.status, log).toBe('passed');
    const host = registry.address.replace('http://', '');
    const image = job.outputs.IMAGE as string;
    expect(image).toMatch(new RegExp(`^${host}/team/web:\\d{14}-${id}-main$`));
    expect(log).toContain(`pushing ${image} to ${host} as ${REGISTRY_USER}`);
    expect(log).toContain('>>> image build');
    expect(log).not.toContain(REGISTRY_PASSWORD);

    const images = await t.request({
      method: 'POST',
      url: `/api/aslan/system/registry/images?registryId=${registryId}`,
      token: t.admin.token,
      payload: { names: ['web'] },
    });
    expect(images.statusCode, images.body).toBe(200);
    expect(images.json()).toEqual([{ name: 'web', tag: image.split(':').at(-1), host, owner: 'team' }]);
  });

  it('refuses a build context that leaves the workspace through a link', async () => {
    await createBuild(t, {
      project: P,
      name: 'web-escape',
      module: 'escape',
      codehostId: (
        await t.request({ method: 'GET', url: '/api/v1/codehosts', token: t.admin.token })
      ).json()[0].id,
      scripts: '#!/bin/bash\nln -s / outside\ncp web/Dockerfile Dockerfile.copy',
      post_build: {
        docker_build: { work_dir: 'outside/etc', docker_file: 'Dockerfile.copy', build_args: '' },
      },
    });
    await t.database.db
      .update(projects)
      .set({ services: [['web', 'escape']] })
      .where(eq(projects.name, P));
    await buildWorkflow(t, {
      project: P,
      name: 'web-escape',
      build: 'web-escape',
      module: 'escape',
      registryId,
    });
    const { task, job } = await runBuild(t, 'web-escape', 'escape');
    expect(task.status).toBe('failed');
    expect(job.error).toContain('leaves the workspace');
  });
});
