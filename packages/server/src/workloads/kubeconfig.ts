import { stringify } from 'yaml';
import type { KubernetesCluster } from '../engine/executors/kubernetes/kube-api.js';

/**
 * A kubeconfig of one cluster connection (server, bearer token, CA), for tools that read only
 * kubeconfig files, such as helm.
 */
export function kubeconfigOf(cluster: KubernetesCluster): string {
  return stringify({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [
      {
        name: 'cluster',
        cluster: {
          server: cluster.server,
          ...(cluster.caCert
            ? { 'certificate-authority-data': Buffer.from(cluster.caCert).toString('base64') }
            : {}),
        },
      },
    ],
    users: [{ name: 'user', user: { token: cluster.token } }],
    contexts: [{ name: 'slipway', context: { cluster: 'cluster', user: 'user' } }],
    'current-context': 'slipway',
  });
}
