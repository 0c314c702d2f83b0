import type { FakeCluster } from './kubernetes-api.js';

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
