import { expect } from 'vitest';
import type { FakeCluster } from './kubernetes-api.js';
import type { TestApp } from './test-app.js';

/** A kubeconfig naming the stand-in cluster, as `kubectl config view --raw` writes one. */
export function kubeconfigOf(
  cluster: Pick<FakeCluster, 'server' | 'token' | 'caCert'>,
  token = cluster.token,
) {
  return [
    'apiVersion: v1',
    'kind: Config',
    'current-context: ci',
    'clusters:',
    '- name: standin',
    '  cluster:',
    `    server: ${cluster.server}`,
    `    certificate-authority-data: ${Buffer.from(cluster.caCert).toString('base64')}`,
    'users:',
    '- name: builder',
    '  user:',
    `    token: ${token}`,
    'contexts:',
    '- name: ci',
    '  context:',
    '    cluster: standin',
    '    user: builder',
    '',
  ].join('\n');
}

/** What the settings page sends on create, with the connection fields of the form. */
export const clusterForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'builds',
  provider: 0,
  production: false,
  description: 'build pods',
  namespace: 'ci',
  advanced_config: { project_names: [], strategy: 'normal', node_labels: [] },
  dind_cfg: {
    replicas: 1,
    resources: { limits: { cpu: 4000, memory: 8192 } },
    storage: { type: 'rootfs', storage_class: '', storage_size_in_gib: 10 },
  },
  ...overrides,
});

/**
 * Adds the stand-in cluster as the settings page does, by kubeconfig, and expects it to connect;
 * answers the new cluster's id.
 */
export async function addKubeconfigCluster(
  t: TestApp,
  cluster: Pick<FakeCluster, 'server' | 'token' | 'caCert'>,
  form: Record<string, unknown> = {},
): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/aslan/cluster/clusters',
    token: t.admin.token,
    payload: clusterForm({ ...form, type: 'kubeconfig', kube_config: kubeconfigOf(cluster) }),
  });
  expect(res.json().status, res.body).toBe('normal');
  return res.json().id;
}
