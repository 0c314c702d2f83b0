import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema.js';
import { buildWorkflow, createBuild, runBuild } from './build-fixture.js';
import {
  REGISTRY_PASSWORD,
  registrySettings,
  saveRegistrySettings,
  startRegistry,
  type TestRegistry,
} from './docker-registry.js';
import { makeBusyboxImage } from './podman-base-image.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Pushes to a registry that speaks HTTPS with a certificate of its own CA: Debian's docker-registry
 * on loopback, with a self-signed certificate made by openssl and basic auth, built and pushed for
 * real with podman. The registry's CA, its TLS switch and the projects it is open to come from its
 * settings, as an administrator saves them.
 */
const P = 'tls-images';
const OTHER = 'tls-other';
const BASE = 'localhost/slipway-test-base:1';
const registriesPath = '/api/aslan/system/registry/namespaces';
let t: TestApp;
let registry: TestRegistry;
let registryId: string;

const settings = (overrides: Record<string, unknown>) => registrySettings(registry, overrides);

async function saveRegistry(overrides: Record<string, unknown>) {
  const res = await t.request({
    method: 'PUT',
    url: `${registriesPath}/${registryId}`,
    token: t.admin.token,
    payload: settings(overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const listImages = (project = P) =>
  t.request({
    method: 'POST',
    url: `/api/aslan/system/registry/images?registryId=${registryId}&projectName=${project}`,
    token: t.admin.token,
    headers: { 'accept-language': 'en' },
    payload: { names: ['web'] },
  });

beforeAll(async () => {
  makeBusyboxImage(BASE);
  t = await createTestApp();
  registry = await startRegistry({ auth: true, tls: true });
  await createProject(t, { product_name: P });
  await createProject(t, { product_name: OTHER });
  await t.database.db
    .update(projects)
    .set({ services: [['web']] })
    .where(eq(projects.name, P));
  registryId = await saveRegistrySettings(t, registry);
  await createBuild(t, {
    project: P,
    name: 'web-image',
    module: 'web',
    codehostId: 0,
    scripts: `#!/bin/bash\nset -e\nmkdir -p web\nprintf 'FROM ${BASE}\\nRUN echo built > /built.txt\\n' > web/Dockerfile`,
    post_build: { docker_build: { work_dir: 'web', docker_file: 'web/Dockerfile', build_args: '' } },
  });
  await buildWorkflow(t, { project: P, name: 'web-image', build: 'web-image', module: 'web', registryId });
}, 60_000);
afterAll(async () => {
  await registry?.stop();
  await t?.close();
});
beforeEach(() => saveRegistry({}));

describe('a registry with its own CA', () => {
  it('refuses the push while its CA is unknown, and says why; the listing fails the same way', async () => {
    const { task, job } = await runBuild(t, 'web-image', 'web');
    expect(task.status).toBe('failed');
    expect(job.error).toContain("the registry's TLS certificate is not trusted");
    const listed = await listImages();
    expect(listed.statusCode).toBe(400);
    expect(listed.json().description).toContain(registry.address);
  });

  it('pushes once the CA is in its settings, and the listing then shows the pushed tag', async () => {
    await saveRegistry({
      advanced_setting: { modified: true, enable_tls: true, tls_cert: registry.certificate },
    });
    const { task, job, log } = await runBuild(t, 'web-image', 'web');
    expect(task.status, log).toBe('passed');
    expect(log).not.toContain(REGISTRY_PASSWORD);
    const image = job.outputs.IMAGE as string;
    const listed = await listImages();
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toContainEqual({
      name: 'web',
      tag: image.split(':').at(-1),
      host: registry.address.replace('https://', ''),
      owner: 'team',
    });
  });

  it('pushes without the CA when certificate checks are off', async () => {
    await saveRegistry({ advanced_setting: { modified: true, enable_tls: false, tls_cert: '' } });
    const { task, log } = await runBuild(t, 'web-image', 'web');
    expect(task.status, log).toBe('passed');
    expect((await listImages()).statusCode).toBe(200);
  });
});

describe('a registry open to some projects only', () => {
  it("is neither listed for, listed from, nor pushed to by another project's build", async () => {
    await saveRegistry({ projects: [OTHER] });
    const forProject = await t.request({
      method: 'GET',
      url: `/api/aslan/system/registry?projectName=${P}`,
      token: t.admin.token,
    });
    expect(forProject.json()).toEqual([]);
    const forOther = await t.request({
      method: 'GET',
      url: `/api/aslan/system/registry?projectName=${OTHER}`,
      token: t.admin.token,
    });
    expect(forOther.json().map((r: { id: string }) => r.id)).toEqual([registryId]);
    const listed = await listImages(P);
    expect(listed.statusCode).toBe(400);
    expect(listed.json().message).toBe('This registry is not open to the project');

    const { task, job } = await runBuild(t, 'web-image', 'web');
    expect(task.status).toBe('failed');
    expect(job.error).toBe(`the registry ${registry.address} is not open to the project ${P}`);
  });

  it('fails a build told to push to a registry that no longer exists', async () => {
    await buildWorkflow(t, {
      project: P,
      name: 'web-image-gone',
      build: 'web-image',
      module: 'web',
      registryId: 'no-such-registry',
    });
    const { task, job } = await runBuild(t, 'web-image-gone', 'web');
    expect(task.status).toBe('failed');
    expect(job.error).toBe('the registry no-such-registry does not exist');
  });
});
