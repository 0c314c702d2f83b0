import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema.js';
import { buildWorkflow, createBuild, runBuild } from './build-fixture.js';
import { makeBusyboxImage } from './podman-base-image.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The container executor for real: a build whose build image is in podman's local storage (a
 * busybox image made here) runs its steps in a container of that image; one whose image is not
 * there runs in the job sandbox, and says so.
 */
const P = 'containers';
const BASE = 'localhost/slipway-test-base:1';
const MULTI_LINE = "it's\nsecond line";
let t: TestApp;

const SCRIPT = [
  'cat /etc/slipway-base-image 2>/dev/null || echo "not in the image"',
  'echo "workspace=$WORKSPACE home=$HOME pwd=$(pwd)"',
  'printf "%s\\n" "$GREETING"',
  'echo made > made.txt && ls',
  'PLACE=$(cat /etc/slipway-base-image 2>/dev/null || echo sandbox)',
].join('\n');

beforeAll(async () => {
  makeBusyboxImage(BASE);
  t = await createTestApp();
  await createProject(t, { product_name: P });
  await t.database.db
    .update(projects)
    .set({ services: [['web', 'elsewhere']] })
    .where(eq(projects.name, P));
  const build = {
    project: P,
    codehostId: 0,
    scripts: SCRIPT,
    envs: [{ key: 'GREETING', value: MULTI_LINE, type: 'string', is_credential: false }],
    outputs: [{ name: 'PLACE', description: '' }],
  };
  await createBuild(t, { ...build, name: 'in-image', module: 'web', image: BASE });
  await createBuild(t, { ...build, name: 'in-sandbox', module: 'elsewhere', image: 'localhost/not-here:1' });
});
afterAll(() => t?.close());

describe('the container executor', () => {
  it("runs a build's steps in its build image when podman has that image", async () => {
    await buildWorkflow(t, { project: P, name: 'in-image', build: 'in-image', module: 'web' });
    const { task, job, log } = await runBuild(t, 'in-image', 'web');
    expect(task.status, log).toBe('passed');
    expect(log).toContain(`the job runs in its build image ${BASE} (container executor)`);
    expect(log).toContain('the busybox base image');
    expect(log).toContain('workspace=/workspace home=/home/job pwd=/workspace');
    expect(log).toContain(`${MULTI_LINE}\n`);
    expect(log).toContain('made.txt');
    expect(job.outputs.PLACE).toBe('the busybox base image');
  });

  it('runs the job in the sandbox when the build image is not in local storage', async () => {
    await buildWorkflow(t, { project: P, name: 'in-sandbox', build: 'in-sandbox', module: 'elsewhere' });
    const { task, job, log } = await runBuild(t, 'in-sandbox', 'elsewhere');
    expect(task.status, log).toBe('passed');
    expect(log).toContain(
      'the build image localhost/not-here:1 is not in local storage: the job runs in the sandbox',
    );
    expect(log).toContain('not in the image');
    expect(job.outputs.PLACE).toBe('sandbox');
  });
});
