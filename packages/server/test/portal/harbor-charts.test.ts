import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller } from './portal-contract.js';

/**
 * The Harbor chart listings (portal-shapes §6.11) against a stand-in of Harbor's chartrepo API
 * (Harbor cannot run here), answering as Harbor documents: `GET /api/chartrepo/{repo}/charts` a
 * list of ChartInfoEntry, `GET /api/chartrepo/{repo}/charts/{name}` a list of ChartVersion, 401
 * without the right basic auth and 404 for an unknown project or chart, with Harbor's error body.
 */
const USER = 'robot$ci';
const PASSWORD = 'harbor-secret-1';
const CHARTS: Record<string, Record<string, string[]>> = {
  library: { nginx: ['1.2.0', '1.1.0'], redis: ['7.0.1'] },
};
let t: TestApp;
let harbor: http.Server;
let base: string;
const seen: { path: string; authorization: string }[] = [];
const call = portalCaller(() => t);

const harborError = (res: http.ServerResponse, status: number, code: string, message: string) =>
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ errors: [{ code, message }] }));

function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const authorization = req.headers.authorization ?? '';
  seen.push({ path: req.url ?? '', authorization });
  if (authorization !== `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`)
    return harborError(res, 401, 'UNAUTHORIZED', 'UnAuthorized');
  const m = /^\/api\/chartrepo\/([^/]+)\/charts(?:\/([^/]+))?$/.exec(req.url ?? '');
  const project = m ? CHARTS[m[1] ?? ''] : undefined;
  if (!m || !project) return harborError(res, 404, 'NOT_FOUND', 'project not found');
  const json = (body: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (!m[2])
    return json(
      Object.entries(project).map(([name, versions]) => ({
        name,
        total_versions: versions.length,
        latest_version: versions[0],
        created: '2026-01-02T03:04:05.000Z',
        updated: '2026-02-03T04:05:06.000Z',
        icon: '',
        home: `https://example.com/${name}`,
        deprecated: false,
      })),
    );
  const versions = project[m[2]];
  if (!versions) return harborError(res, 404, 'NOT_FOUND', `chart ${m[2]} not found`);
  return json(
    versions.map((version) => ({
      name: m[2],
      home: '',
      sources: [],
      version,
      description: `${m[2]} chart`,
      keywords: [],
      maintainers: [],
      engine: 'gotpl',
      icon: '',
      apiVersion: 'v2',
      appVersion: version,
      urls: [`charts/${m[2]}-${version}.tgz`],
      created: '2026-01-02T03:04:05.000Z',
      digest: `sha256-${version}`,
      labels: [],
    })),
  );
}

const addRepo = (repo_name: string, url: string, password = PASSWORD) =>
  call('POST', '/api/aslan/system/helm', { repo_name, url, username: USER, password });

beforeAll(async () => {
  t = await createTestApp();
  harbor = http.createServer(answer);
  await new Promise<void>((resolve) => harbor.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(harbor.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => harbor?.close(resolve));
  await t?.close();
});

describe('Harbor chart listings', () => {
  it('answer 400 with a description while no Helm repository is a Harbor one', async () => {
    await addRepo('plain', `${base}/stable`);
    const res = await call(
      'GET',
      '/api/aslan/service/harbor/project/library/charts',
      undefined,
      undefined,
      400,
    );
    expect(res.json().message).toMatch(/Harbor/);
    expect(typeof res.json().description).toBe('string');
  });

  it('list the charts of a project and the versions of a chart, signed in as the repository', async () => {
    await addRepo('harbor-library', `${base}/chartrepo/library`);
    const charts = (await call('GET', '/api/aslan/service/harbor/project/library/charts')).json();
    expectShape(charts, {
      '0': { name: 'string', latest_version: 'string', total_versions: 'number' },
    } as never);
    expect(charts.map((c: { name: string }) => c.name)).toEqual(['nginx', 'redis']);
    expect(charts[0]).toMatchObject({ total_versions: 2, latest_version: '1.2.0', deprecated: false });
    const versions = (
      await call('GET', '/api/aslan/service/harbor/project/library/chart/nginx/versions')
    ).json();
    expect(versions).toEqual([
      expect.objectContaining({ name: 'nginx', version: '1.2.0', urls: ['charts/nginx-1.2.0.tgz'] }),
      expect.objectContaining({ name: 'nginx', version: '1.1.0', appVersion: '1.1.0' }),
    ]);
    expect(seen.at(-1)).toEqual({
      path: '/api/chartrepo/library/charts/nginx',
      authorization: `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`,
    });
  });

  it('answer 400 for a project or chart Harbor does not know', async () => {
    const project = await call(
      'GET',
      '/api/aslan/service/harbor/project/nope/charts',
      undefined,
      undefined,
      400,
    );
    expect(project.json().description).toContain('HTTP 404');
    await call(
      'GET',
      '/api/aslan/service/harbor/project/library/chart/nope/versions',
      undefined,
      undefined,
      400,
    );
  });

  it('use the repository serving the project asked for: its credentials, right or wrong', async () => {
    CHARTS.apps = { api: ['0.1.0'] };
    await addRepo('harbor-apps', `${base}/chartrepo/apps`, 'wrong-password');
    const res = await call('GET', '/api/aslan/service/harbor/project/apps/charts', undefined, undefined, 400);
    expect(res.json().description).toContain('HTTP 401');
  });

  it('answer 400 when Harbor cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await addRepo('harbor-gone', `http://127.0.0.1:${port}/chartrepo/gone`);
    const res = await call('GET', '/api/aslan/service/harbor/project/gone/charts', undefined, undefined, 400);
    expect(res.json().description).toContain(`127.0.0.1:${port}`);
  });
});
