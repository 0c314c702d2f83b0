import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema.js';
import {
  createBuild,
  createCodehost,
  runBuild,
  buildWorkflow as saveBuildWorkflow,
} from './build-fixture.js';
import { type GitHttpServer, startGitHttpServer } from './git-http.js';
import { type GitSshServer, startGitSshServer } from './git-sshd.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Builds run for real: a small Node project (package.json whose build script writes dist/app.js)
 * served over smart HTTP (git http-backend, Basic auth) and over SSH (sshd, a key), checked out by
 * `zadig-build` jobs at a branch, a tag and a commit, built by the build's script, its PKG_FILE
 * archived to the local object store and downloaded through the portal's browser link.
 */
const P = 'shop';
const HTTP_TOKEN = 'git-Token-of-the-host-41';
const NPM_TOKEN = 'npm-Secret-value-93';
let t: TestApp;
let http: GitHttpServer;
let ssh: GitSshServer;
let httpHostId: number;

const fixture = path.join(import.meta.dirname, 'fixtures/node-build');
const projectFiles = Object.fromEntries(
  readdirSync(fixture).map((name) => [name, readFileSync(path.join(fixture, name), 'utf8')]),
);

const SCRIPT = [
  '#!/bin/bash',
  'set -e',
  'cd web',
  'npm run build --silent',
  'echo "service $SERVICE/$SERVICE_MODULE of $PROJECT/$WORKFLOW#$TASK_ID"',
  'echo "repo $REPONAME_0 branch=$web_BRANCH tag=$web_TAG commit=$web_COMMIT_ID"',
  'echo "image $IMAGE package $PKG_FILE token $NPM_TOKEN"',
  'mkdir -p "$WORKSPACE/out" && tar -czf "$WORKSPACE/out/$PKG_FILE" -C dist .',
  'VERSION=$(cat version.txt)',
].join('\n');

beforeAll(async () => {
  t = await createTestApp();
  http = await startGitHttpServer({ 'team/web': projectFiles }, { username: 'oauth2', password: HTTP_TOKEN });
  ssh = await startGitSshServer({ 'team/web': projectFiles });
  await createProject(t, { product_name: P, public: false });
  await t.database.db
    .update(projects)
    .set({ services: [['web', 'web-ssh']] })
    .where(eq(projects.name, P));
  httpHostId = await createCodehost(t, {
    address: http.address,
    auth_type: 'PrivateAccessToken',
    private_access_token: HTTP_TOKEN,
  });
  const overSsh = await createCodehost(t, {
    address: ssh.address,
    auth_type: 'SSH',
    ssh_key: ssh.privateKey,
  });
  const build = {
    project: P,
    scripts: SCRIPT,
    envs: [{ key: 'NPM_TOKEN', value: NPM_TOKEN, type: 'string', is_credential: true }],
    post_build: { file_archive: { file_location: 'out' } },
    outputs: [{ name: 'VERSION', description: '' }],
  };
  await createBuild(t, { ...build, name: 'web-build', module: 'web', codehostId: httpHostId });
  await createBuild(t, { ...build, name: 'web-build-ssh', module: 'web-ssh', codehostId: overSsh });
});
afterAll(async () => {
  await http?.stop();
  await ssh?.stop();
  await t?.close();
});

/** A workflow building `web` with `build`, at the ref given (the build's own when empty). */
async function buildWorkflow(name: string, build: string, ref: Record<string, unknown> = {}, module = 'web') {
  const repos = Object.keys(ref).length
    ? [
        {
          codehost_id: httpHostId,
          repo_owner: 'team',
          repo_name: 'web',
          branch: 'main',
          source: 'other',
          ...ref,
        },
      ]
    : [];
  await saveBuildWorkflow(t, { project: P, name, build, module, repos });
}

const run = (workflow: string, module = 'web') => runBuild(t, workflow, module);

describe('a zadig-build job', () => {
  it('builds a branch over HTTP: checkout, script with the build variables, outputs, archive', async () => {
    await buildWorkflow('web-feature', 'web-build', { branch: 'feature' });
    const { id, task, job, log } = await run('web-feature');
    expect(task.status, log).toBe('passed');
    expect(job.outputs.VERSION).toBe('feature');
    expect(job.outputs.IMAGE).toMatch(new RegExp(`^web:\\d{14}-${id}-feature$`));
    expect(job.outputs.PKG_FILE).toMatch(new RegExp(`^web-\\d{14}-${id}-feature\\.tar\\.gz$`));
    expect(log).toContain('built dist/app.js from feature');
    expect(log).toContain(`service web/web of ${P}/web-feature#${id}`);
    expect(log).toContain(`repo web branch=feature tag= commit=${http.commits['team/web']?.feature}`);
    expect(log).toContain(`archive: ${job.outputs.PKG_FILE} stored`);
    // the host's token and the credential variable are in no log
    expect(log).not.toContain(HTTP_TOKEN);
    expect(log).not.toContain(NPM_TOKEN);
    expect(log).toContain('token ********');
  });

  it('builds a tag and a commit, named in the image tag and the repository variables', async () => {
    await buildWorkflow('web-tag', 'web-build', { tag: 'v1' });
    const tagged = await run('web-tag');
    expect(tagged.task.status, tagged.log).toBe('passed');
    expect(tagged.job.outputs.VERSION).toBe('tagged');
    expect(tagged.job.outputs.IMAGE).toMatch(/^web:\d{14}-v1$/);
    expect(tagged.log).toContain(`tag=v1 commit=${http.commits['team/web']?.tagged}`);

    const commit = http.commits['team/web']?.main as string;
    await buildWorkflow('web-commit', 'web-build', { commit_id: commit });
    const built = await run('web-commit');
    expect(built.task.status, built.log).toBe('passed');
    expect(built.job.outputs.VERSION).toBe('main');
    expect(built.log).toContain(`commit=${commit}`);
  });

  it('builds over SSH with the host key, the key in no log', async () => {
    await buildWorkflow('web-ssh', 'web-build-ssh', {}, 'web-ssh');
    const { task, job, log } = await run('web-ssh', 'web-ssh');
    expect(task.status, log).toBe('passed');
    expect(job.outputs.VERSION).toBe('main');
    expect(log).toContain(`branch=main tag= commit=${ssh.commits['team/web']?.main}`);
    expect(log).not.toContain('PRIVATE KEY');
  });

  it('fails at the checkout of a branch that does not exist, and runs no later step', async () => {
    await buildWorkflow('web-missing', 'web-build', { branch: 'no-such-branch' });
    const { task, job, log } = await run('web-missing');
    expect(task.status).toBe('failed');
    expect(job.error).toContain('checkout');
    expect(log).not.toContain('>>> build script');
    expect(log).not.toContain('>>> archive');
  });
});

describe('the archive of a run', () => {
  it('is listed and downloaded through the browser link, signed in by the token parameter', async () => {
    await buildWorkflow('web-download', 'web-build', { branch: 'feature' });
    const { id, job } = await run('web-download');
    const listing = await t.request({
      method: 'GET',
      url: `/api/aslan/testing/workspace/workflow/web-download/taskId/${id}?dir=&projectName=${P}`,
      token: t.admin.token,
    });
    expect(listing.statusCode, listing.body).toBe(200);
    expect(listing.json()).toEqual({ file_names: [job.outputs.PKG_FILE], not_history_file_flag: true });

    const link = `/api/aslan/workflow/v2/tasks/workflow/web-download/taskId/${id}?projectName=${P}&notHistoryFileFlag=true`;
    const download = await t.app.inject({ method: 'GET', url: `${link}&token=${t.admin.token}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    const tar = gunzipSync(download.rawPayload);
    // the outer tar holds the package, itself a tar.gz of dist/
    expect(tar.subarray(0, 100).toString().replace(/\0+$/, '')).toBe(job.outputs.PKG_FILE);
    const size = Number.parseInt(tar.subarray(124, 136).toString(), 8);
    const inner = gunzipSync(tar.subarray(512, 512 + size)).toString();
    expect(inner).toContain("console.log('web feature');");

    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(401);
    const stranger = await t.createUser('artifact-stranger');
    const refused = await t.app.inject({ method: 'GET', url: `${link}&token=${stranger.token}` });
    expect(refused.statusCode).toBe(403);
  });
});
