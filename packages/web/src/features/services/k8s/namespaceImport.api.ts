import {
  type AvailableNamespace,
  environmentPaths,
  type NamespaceResources,
  servicePaths,
} from '@slipway/contracts';
import { http } from '../../../api/http';

/** What POST …/services/yaml takes: one service made of the picked objects of a namespace. */
export interface NamespaceImportBody {
  cluster_id: string;
  namespace: string;
  product_name: string;
  visibility: 'private';
  type: 'k8s';
  services: { name: string; workloads_map: Record<string, string[]> }[];
}

/** The calls of the import of K8s YAML services from a cluster namespace (portal-shapes §5.15). */
export const namespaceImportApi = (projectName: string) => ({
  namespaces: (clusterId: string, signal?: AbortSignal) =>
    http.get<AvailableNamespace[]>(environmentPaths.availableNamespaces, {
      query: { clusterId, projectName },
      signal,
    }),
  resources: (clusterId: string, namespace: string, signal?: AbortSignal) =>
    http.get<NamespaceResources>(servicePaths.kubeWorkloads, {
      query: { clusterId, namespace, projectName },
      signal,
    }),
  // silent: the dialog shows the refusal beside the form
  create: (body: NamespaceImportBody) =>
    http.post<{ message: string }>(servicePaths.fromNamespace, body, {
      query: { projectName },
      silent: true,
    }),
});
