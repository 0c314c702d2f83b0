import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorkflow, createBuild, runBuild } from './build-fixture.js';
import { createProject } from './projects.fixture.js';
import { S3_ACCESS_KEY, S3_SECRET_KEY, startS3Server, type TestS3Server } from './s3-server.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * A build's archive offered to host deploys: `zadig-build` jobs run for real and archive PKG_FILE to
 * the default object storage (s3rver, an S3 server running in this process); the release file
 * search of that storage — what the host deploy form asks — then lists a passed build's archive
 * under its service module, and not the archive of a build that failed.
 */
const P = 'host-deploys';
let t: TestApp;
let s3: TestS3Server;
let storageId = '';

const SCRIPT = [
  '#!/bin/bash',
  'set -e',
  'mkdir -p out',
  'echo "release of $SERVICE_MODULE" > out/notes.txt',
  'tar -czf "out/$PKG_FILE" -C out notes.txt',
].join('\n');

const search = async (names: string[]) => {
  const res = await t.request({
    method: 'POST',
    url: `/api/aslan/system/s3storage/${storageId}/releases/search?kind=file&projectName=${P}`,
    token: t.admin.token,
    payload: { names },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<{ name: string; file_name: string }>;
};

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp();
  await createProject(t, { product_name: P });
  const saved = await t.request({
    method: 'POST',
    url: '/api/aslan/system/s3storage',
    token: t.admin.token,
    payload: {
      provider: 0,
      endpoint: s3.endpoint,
      ak: S3_ACCESS_KEY,
      sk: S3_SECRET_KEY,
      bucket: 'builds',
      subfolder: 'slipway',
      insecure: true,
      is_default: true,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const list = await t.request({ method: 'GET', url: '/api/aslan/system/s3storage', token: t.admin.token });
  storageId = list.json()[0].id;
  const archived = { file_archive: { file_location: 'out' } };
  await createBuild(t, {
    project: P,
    name: 'api-build',
    module: 'api',
    codehostId: 0,
    scripts: SCRIPT,
    post_build: archived,
  });
  await createBuild(t, {
    project: P,
    name: 'worker-build',
    module: 'worker',
    codehostId: 0,
    scripts: SCRIPT,
    // the archive is stored, then the post-build script fails the build
    post_build: { ...archived, scripts: '#!/bin/bash\nexit 3' },
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

describe('archives of builds for host deploys', () => {
  it('a passed build lists its archive in the release file search of the storage it went to', async () => {
    await buildWorkflow(t, { project: P, name: 'api-release', build: 'api-build', module: 'api' });
    const { id, task, job, log } = await runBuild(t, 'api-release', 'api');
    expect(task.status, log).toBe('passed');
    const pkgFile = job.outputs.PKG_FILE as string;
    expect(log).toContain(`archive: ${pkgFile} listed for host deploys`);
    expect(await search(['api', 'worker'])).toEqual([
      expect.objectContaining({ name: 'api', file_name: pkgFile }),
    ]);
    // the run's own download still has it too
    const runFiles = await t.request({
      method: 'GET',
      url: `/api/aslan/testing/workspace/workflow/api-release/taskId/${id}?dir=&projectName=${P}`,
      token: t.admin.token,
    });
    expect(runFiles.json().file_names).toEqual([pkgFile]);
  });

  it('a failed build lists nothing, though its archive was stored with the run', async () => {
    await buildWorkflow(t, { project: P, name: 'worker-release', build: 'worker-build', module: 'worker' });
    const { task, log } = await runBuild(t, 'worker-release', 'worker');
    expect(task.status, log).toBe('failed');
    expect(log).toContain('stored');
    expect(log).not.toContain('listed for host deploys');
    expect(await search(['worker'])).toEqual([]);
  });
});
