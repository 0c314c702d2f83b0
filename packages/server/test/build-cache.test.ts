import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorkflow, createBuild, runBuild } from './build-fixture.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Build caches for real: the app runs builds in the job sandbox and keeps their caches in its
 * local object storage (DATA_DIR/objects/cache/...). Each build runs twice; the second run's
 * script reports what the first one left.
 */
const P = 'cached';
let t: TestApp;

/** Says whether the previous run's file is there, then leaves its own (and one outside node_modules). */
const SCRIPT = [
  'if [ -f node_modules/made ]; then echo "FOUND $(cat node_modules/made)"; else echo "NOT FOUND"; fi',
  'if [ -f top.txt ]; then echo "TOP FOUND"; fi',
  'mkdir -p node_modules && echo "run-$TASK_ID" > node_modules/made && echo top > top.txt',
].join('\n');

const cacheFile = (build: string) => path.join(t.dataDir, 'objects', 'cache', 'build', P, `${build}.tar.gz`);

async function twoRuns(name: string, scripts: string, cache: Record<string, unknown>) {
  await createBuild(t, { project: P, name, module: name, codehostId: 0, scripts, cache });
  await buildWorkflow(t, { project: P, name: `wf-${name}`, build: name, module: name });
  const first = await runBuild(t, `wf-${name}`, name);
  const second = await runBuild(t, `wf-${name}`, name);
  return { first, second };
}

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: P });
});
afterAll(() => t?.close());

describe('build cache', () => {
  it('keeps the whole workspace of a passed build for its next run', async () => {
    const { first, second } = await twoRuns('whole', SCRIPT, { cache_enable: true });
    expect(first.task.status, first.log).toBe('passed');
    expect(first.log).toContain('no cache yet');
    expect(first.log).toContain('NOT FOUND');
    expect(first.log).toMatch(/cache saved \(\d+\.\d MB\)/);
    expect(second.task.status, second.log).toBe('passed');
    expect(second.log).toMatch(/cache restored \(\d+\.\d MB\)/);
    expect(second.log).toContain('FOUND run-1');
    expect(second.log).toContain('TOP FOUND');
    expect(existsSync(cacheFile('whole'))).toBe(true);
  });

  it('keeps only the user-defined folder, given with $WORKSPACE', async () => {
    const { second } = await twoRuns('userdir', SCRIPT, {
      cache_enable: true,
      cache_dir_type: 'user_defined',
      cache_user_dir: '$WORKSPACE/node_modules',
    });
    expect(second.task.status, second.log).toBe('passed');
    expect(second.log).toContain('FOUND run-1');
    expect(second.log).not.toContain('TOP FOUND');
  });

  it('keeps nothing when the cache is off', async () => {
    const { second } = await twoRuns('nocache', SCRIPT, { cache_enable: false });
    expect(second.task.status, second.log).toBe('passed');
    expect(second.log).toContain('the build keeps no cache');
    expect(second.log).toContain('NOT FOUND');
    expect(existsSync(cacheFile('nocache'))).toBe(false);
  });

  it('saves nothing from a failed run', async () => {
    const { first, second } = await twoRuns('failing', `${SCRIPT}\nexit 3`, { cache_enable: true });
    expect(first.task.status).toBe('failed');
    expect(first.log).not.toContain('cache saved');
    expect(second.log).toContain('no cache yet');
    expect(second.log).toContain('NOT FOUND');
    expect(existsSync(cacheFile('failing'))).toBe(false);
  });

  it('does not save a folder outside the workspace, and the build still passes', async () => {
    const { first } = await twoRuns('outside', SCRIPT, {
      cache_enable: true,
      cache_dir_type: 'user_defined',
      cache_user_dir: '/etc',
    });
    expect(first.task.status, first.log).toBe('passed');
    expect(first.log).toContain('cache not saved: /etc is outside the workspace');
    expect(existsSync(cacheFile('outside'))).toBe(false);
  });
});
