import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clusterForm, kubeconfigOf } from '../kubeconfig-fixture.js';
import { CLUSTER_CONTENTS, type FakeCluster, startFakeCluster } from '../kubernetes-api.js';
import { queryRows } from '../sql.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';

/**
 * The portal's cluster calls (系统设置 › 集群管理, and the cluster pickers), against a stand-in
 * Kubernetes API server (test/kubernetes-api.ts; no cluster runs here).
 */
let t: TestApp;
let kube: FakeCluster;

beforeAll(async () => {
  t = await createTestApp();
  kube = await startFakeCluster(() => {});
});
afterAll(async () => {
  await kube?.stop();
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM clusters`);
});

const call = portalCaller(() => t);
const clustersPath = '/api/aslan/cluster/clusters';

const clusterShape: Shape = {
  id: 'string',
  name: 'string',
  local: 'boolean',
  production: 'boolean',
  status: 'string',
  provider: 'integer',
  description: 'string',
  last_connection_time: 'integer',
  createdBy: 'string',
  namespace: 'string',
  advanced_config: { project_names: 'array', strategy: 'string' },
  cache: {
    medium_type: 'string',
    object_properties: { id: 'string' },
    nfs_properties: { provision_type: 'string', storage_class: 'string', storage_size_in_gib: 'integer' },
  },
  dind_cfg: { replicas: 'integer', resources: { limits: { cpu: 'integer', memory: 'integer' } } },
};

const list = async (project = '') =>
  (await call('GET', `${clustersPath}?projectName=${project}`)).json() as Array<Record<string, unknown>>;
const byKubeconfig = (overrides: Record<string, unknown> = {}) =>
  clusterForm({ type: 'kubeconfig', kube_config: kubeconfigOf(kube), ...overrides });

describe('clusters', () => {
  it('GET /api/aslan/cluster/clusters?projectName=: the built-in local cluster first, objects for the edit dialog', async () => {
    const clusters = await list();
    expect(clusters).toHaveLength(1);
    const [local] = clusters;
    for (const cluster of clusters) expectShape(cluster, clusterShape);
    expect(local).toMatchObject({ id: 'local', local: true });
    // whether podman runs jobs here: either answer is a status the page shows
    expect(['normal', 'abnormal']).toContain(local?.status);
  });

  it('POST by kubeconfig: the API is checked (normal), the created cluster answered; credentials never answered, sealed at rest', async () => {
    const created = (await call('POST', clustersPath, byKubeconfig())).json();
    expectShape(created, clusterShape);
    expect(created).toMatchObject({ name: 'builds', status: 'normal', local: false, has_credentials: true });
    expect(created.last_connection_time).toBeGreaterThan(1_700_000_000);
    expect(kube.requests.some((r) => r.path === '/version')).toBe(true);
    const listed = JSON.stringify(await list());
    expect(listed).toContain('"status":"normal"');
    for (const text of [listed, JSON.stringify(created)]) {
      expect(text).not.toContain(kube.token);
      expect(text).not.toContain('BEGIN CERTIFICATE');
    }
    const [row] = await queryRows<{ connection: string }>(
      t.database.db,
      sql`SELECT connection FROM clusters`,
    );
    expect(row?.connection).not.toContain(kube.token);
    expect(row?.connection).not.toContain('BEGIN CERTIFICATE');
  });

  it('POST by API server and token: a wrong token is abnormal, with the API’s reason', async () => {
    const token = { type: 'token', api_server: kube.server, ca_cert: kube.caCert };
    const wrong = (await call('POST', clustersPath, clusterForm({ ...token, token: 'wrong' }))).json();
    expect(wrong).toMatchObject({ status: 'abnormal', error: expect.stringContaining('Unauthorized') });
    const right = (
      await call('POST', clustersPath, clusterForm({ ...token, name: 'b2', token: kube.token }))
    ).json();
    expect(right.status).toBe('normal');
  });

  it('POST as the portal sends it (no credentials, an agent cluster): pending', async () => {
    const created = (await call('POST', clustersPath, clusterForm())).json();
    expect(created).toMatchObject({ status: 'pending', has_credentials: false });
  });

  it('POST with a bad kubeconfig: a clear 400, nothing saved', async () => {
    for (const kube_config of ['{{{ not yaml', 'apiVersion: v1\nkind: Config\n', kubeconfigOf(kube, '')]) {
      const res = await call('POST', clustersPath, byKubeconfig({ kube_config }), undefined, 400);
      expect(res.json().description + res.json().message).toMatch(/kubeconfig/i);
    }
    const invalidName = await call('POST', clustersPath, byKubeconfig({ name: 'Bad Name' }), undefined, 400);
    expect(invalidName.json().message).not.toBe('');
    expect(await list()).toHaveLength(1);
  });

  it('PUT keeps the saved credentials when none are sent; disconnect and reconnect set the status', async () => {
    const { id } = (await call('POST', clustersPath, byKubeconfig())).json();
    const [, listed] = await list();
    await call('PUT', `${clustersPath}/${id}`, { ...listed, description: 'edited', kube_config: '' });
    expect((await list())[1]).toMatchObject({
      description: 'edited',
      status: 'normal',
      has_credentials: true,
    });
    await call('PUT', `${clustersPath}/${id}/disconnect`);
    expect((await list())[1]?.status).toBe('disconnected');
    await call('PUT', `${clustersPath}/${id}/reconnect`);
    expect((await list())[1]?.status).toBe('normal');
    await call('GET', `/api/aslan/cluster/agent/${id}/upgrade`);
  });

  it('storage classes, PVCs and nodes are read through the cluster’s API', async () => {
    const { id } = (await call('POST', clustersPath, byKubeconfig())).json();
    expect((await call('GET', `/api/aslan/cluster/${id}/storageclasses?type=all`)).json()).toEqual(
      CLUSTER_CONTENTS.storageClasses,
    );
    expect((await call('GET', `/api/aslan/cluster/${id}/koderover-agent/pvcs`)).json()).toEqual([
      { name: 'build-cache', storage_size_in_bytes: 10 * 2 ** 30 },
    ]);
    const nodes = (await call('GET', `/api/aslan/environment/kube/nodes?clusterId=${id}`)).json();
    expect(nodes.data).toEqual([
      { ip: CLUSTER_CONTENTS.node.ip, ready: true, labels: ['kubernetes.io/os:linux', 'pool:builds'] },
    ]);
    expect(nodes.labels).toEqual(['kubernetes.io/os:linux', 'pool:builds']);
    expect((await call('GET', '/api/aslan/cluster/local/unknown/pvcs')).json()).toEqual([]);
  });

  it('a project sees the clusters open to it; DELETE removes one, the local one stays', async () => {
    const { id } = (
      await call('POST', clustersPath, byKubeconfig({ advanced_config: { project_names: ['shop'] } }))
    ).json();
    expect(await list('other')).toHaveLength(1);
    expect(await list('shop')).toHaveLength(2);
    await call('DELETE', `${clustersPath}/${id}`);
    expect(await list()).toHaveLength(1);
    await call('DELETE', `${clustersPath}/local`, undefined, undefined, 400);
    await call('DELETE', `${clustersPath}/${id}`, undefined, undefined, 404);
  });
});
