import { type Cluster, type ClusterBody, clusterPaths } from '@slipway/contracts';
import { http } from '../../../api/http';

type Done = { message: string };
const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** Clusters of system settings; credentials go up on save and never come back. */
export const clustersApi = {
  list: (signal?: AbortSignal) =>
    http.get<Cluster[]>(clusterPaths.clusters, { query: { projectName: '' }, signal }),
  create: (body: ClusterBody) => http.post<Cluster>(clusterPaths.clusters, body),
  update: (id: string, body: ClusterBody) => http.put<Done>(withId(clusterPaths.cluster, id), body),
  remove: (id: string) => http.delete<Done>(withId(clusterPaths.cluster, id)),
  disconnect: (id: string) => http.put<Done>(withId(clusterPaths.disconnect, id)),
  reconnect: (id: string) => http.put<Done>(withId(clusterPaths.reconnect, id)),
};
