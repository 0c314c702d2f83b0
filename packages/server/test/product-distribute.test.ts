import type {
  ProductReleaseImageSubTask,
  ProductStorageSubTask,
  ProductWorkflowInput,
} from '@slipway/contracts';
import { translate } from '@slipway/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema.js';
import { S3Store } from '../src/lib/object-store/s3-store.js';
import { createBuild } from './build-fixture.js';
import {
  REGISTRY_PASSWORD,
  REGISTRY_USER,
  saveRegistrySettings,
  startRegistry,
  type TestRegistry,
} from './docker-registry.js';
import { makeBusyboxImage } from './podman-base-image.js';
import { productWorkflowBody } from './portal/product-workflows-fixture.js';
import { runProduct, waitForProductTask } from './product-run.fixture.js';
import { createProject } from './projects.fixture.js';
import { S3_ACCESS_KEY, S3_SECRET_KEY, startS3Server, type TestS3Server } from './s3-server.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The product workflow's distribute stage, run for real: the build makes an image with podman (from a
 * busybox base made here, since none can be pulled) pushed to one local docker-registry, and a
 * package archived by the build; the stage then releases the image to a second registry
 * (`release_image`) and uploads the package to the S3 stand-in (`distribute2kodo`).
 */
const P = 'distproj';
const W = 'dist-flow';
const BASE = 'localhost/slipway-test-base:1';
const q = `projectName=${P}`;
let t: TestApp;
let buildRegistry: TestRegistry;
let releaseRegistry: TestRegistry;
let s3: TestS3Server;
let releaseId = '';
let storageId = '';

const SCRIPT = [
  '#!/bin/bash',
  'set -e',
  'mkdir -p web out',
  'echo "release of $SERVICE_MODULE" > out/notes.txt',
  'tar -czf "out/$PKG_FILE" -C out notes.txt',
  `printf 'FROM ${BASE}\\nRUN echo built > /built.txt\\n' > web/Dockerfile`,
].join('\n');

const target = { product_name: P, service_name: 'web', service_module: 'web', build_name: `${P}-build` };
const distributeStage = (
  overrides: Partial<NonNullable<ProductWorkflowInput['distribute_stage']>> = {},
): ProductWorkflowInput['distribute_stage'] => ({
  enabled: true,
  s3_storage_id: storageId,
  image_repo: '',
  distributes: [{ target, image_distribute: true, qstack_distribute: true }],
  releases: [{ repo_id: releaseId, deploy_enabled: false, deploy_env: '' }],
  ...overrides,
});

const save = (name: string, distribute: ProductWorkflowInput['distribute_stage']) =>
  t.request({
    method: 'POST',
    url: `/api/aslan/workflow/workflow?${q}`,
    token: t.admin.token,
    payload: productWorkflowBody(P, name, { distribute_stage: distribute }),
  });

async function tagsOf(registry: TestRegistry, repository: string): Promise<string[]> {
  const auth = Buffer.from(`${REGISTRY_USER}:${REGISTRY_PASSWORD}`).toString('base64');
  const res = await fetch(`${registry.address}/v2/${repository}/tags/list`, {
    headers: { authorization: `Basic ${auth}` },
  });
  if (res.status !== 200) return [];
  return ((await res.json()) as { tags: string[] | null }).tags ?? [];
}

beforeAll(async () => {
  makeBusyboxImage(BASE);
  s3 = await startS3Server();
  [buildRegistry, releaseRegistry] = await Promise.all([
    startRegistry({ auth: true }),
    startRegistry({ auth: true }),
  ]);
  t = await createTestApp();
  await createProject(t, { product_name: P, public: false });
  await t.database.db
    .update(projects)
    .set({ services: [['web']] })
    .where(eq(projects.name, P));
  await saveRegistrySettings(t, buildRegistry);
  releaseId = await saveRegistrySettings(t, releaseRegistry, { namespace: 'release', is_default: false });
  const saved = await t.request({
    method: 'POST',
    url: '/api/aslan/system/s3storage',
    token: t.admin.token,
    payload: {
      provider: 0,
      endpoint: s3.endpoint,
      ak: S3_ACCESS_KEY,
      sk: S3_SECRET_KEY,
      bucket: 'releases',
      subfolder: 'dist',
      insecure: true,
      is_default: false,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const list = await t.request({ method: 'GET', url: '/api/aslan/system/s3storage', token: t.admin.token });
  storageId = list.json().at(-1).id;
  await createBuild(t, {
    project: P,
    name: `${P}-build`,
    module: 'web',
    codehostId: 0,
    scripts: SCRIPT,
    post_build: {
      docker_build: { work_dir: 'web', docker_file: 'web/Dockerfile', build_args: '' },
      file_archive: { file_location: 'out' },
    },
  });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await buildRegistry?.stop();
  await releaseRegistry?.stop();
  await s3?.stop();
});

describe('the distribute stage', () => {
  it('releases the built image to the second registry and the package to object storage', async () => {
    const saved = await save(W, distributeStage());
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await runProduct(t, P, W);
    const task = await waitForProductTask(t, P, W, id);
    expect(task.status, JSON.stringify(task.stages)).toBe('passed');
    expect(task.stages.map((s) => [s.type, s.status])).toEqual([
      ['buildv2', 'passed'],
      ['release_image', 'passed'],
      ['distribute2kodo', 'passed'],
    ]);

    const built = task.stages[0]!.sub_tasks.web_web as { image: string };
    const tag = built.image.split(':').at(-1)!;
    const releaseHost = releaseRegistry.address.replace('http://', '');
    const release = task.stages[1]!.sub_tasks.web_web as ProductReleaseImageSubTask;
    expect(release).toMatchObject({
      type: 'release_image',
      status: 'passed',
      image_test: built.image,
      image_release: `${releaseHost}/release/web:${tag}`,
    });
    expect(release.distribute_info).toEqual([
      expect.objectContaining({ distribute_status: 'passed', image: `${releaseHost}/release/web:${tag}` }),
    ]);
    expect(await tagsOf(releaseRegistry, 'release/web')).toEqual([tag]);

    const upload = task.stages[2]!.sub_tasks.web_web as ProductStorageSubTask;
    expect(upload).toMatchObject({ type: 'distribute2kodo', status: 'passed' });
    expect(upload.package_file).toMatch(new RegExp(`^web-\\d+-${id}\\.tar\\.gz$`));
    expect(upload.remote_file_key).toBe(`${W}/${id}/${upload.package_file}`);
    const store = new S3Store({
      endpoint: s3.endpoint,
      bucket: 'releases',
      subfolder: 'dist',
      insecure: true,
      accessKey: S3_ACCESS_KEY,
      secretKey: S3_SECRET_KEY,
    });
    expect(await store.stat(upload.remote_file_key)).toEqual({ size: expect.any(Number) });
  });

  it('refuses a distribute stage missing what it distributes to', async () => {
    const refused = async (distribute: ProductWorkflowInput['distribute_stage'], key: string) => {
      const res = await save('dist-bad', distribute);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(translate(key, 'zh-CN'));
    };
    await refused(distributeStage({ releases: [] }), 'validation.productWorkflow.distributeRegistryRequired');
    await refused(
      distributeStage({ s3_storage_id: '' }),
      'validation.productWorkflow.distributeStorageRequired',
    );
    await refused(
      distributeStage({ distributes: [{ target, image_distribute: false, qstack_distribute: false }] }),
      'validation.productWorkflow.distributeEmpty',
    );
  });
});
