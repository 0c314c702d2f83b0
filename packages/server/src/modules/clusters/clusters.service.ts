import {
  type Cluster,
  type ClusterBody,
  type ClusterNodes,
  type ClusterStatus,
  clusterBodySchema,
  LOCAL_CLUSTER_ID,
} from '@slipway/contracts';
import type { KubernetesCluster } from '../../engine/executors/kubernetes/kube-api.js';
import type { JobCluster } from '../../engine/executors/kubernetes/kubernetes-steps.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import { checkApi, connectionOf, listNodes, listPvcs, listStorageClasses } from './cluster-connection.js';
import type { ClusterCheck, ClusterFields, ClusterRow, ClustersRepository } from './clusters.repository.js';

export interface ClustersDeps {
  repository: ClustersRepository;
  box: SecretBox;
  /** whether this machine can run jobs in containers (podman works): the local cluster's status */
  localAvailable(): Promise<boolean>;
}

const defaults = clusterBodySchema.parse({ name: 'local' });

const toCluster = (row: ClusterRow): Cluster => ({
  id: row.id,
  name: row.name,
  local: false,
  production: row.production,
  status: row.status as ClusterStatus,
  provider: row.provider,
  description: row.description,
  last_connection_time: row.lastConnectedAt ? unixSeconds(row.lastConnectedAt) : 0,
  createdBy: row.createdBy,
  namespace: row.namespace,
  type: row.connectionType as Cluster['type'],
  api_server: row.apiServer,
  has_credentials: row.connection !== '',
  error: row.lastError,
  advanced_config: row.advancedConfig,
  cache: row.cache,
  dind_cfg: row.dindConfig,
});

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Clusters of system settings (docs/architecture.md "Clusters"). The connection is sealed at rest
 * and never answered; saving and reconnecting check the API and set the status from the answer.
 * The built-in local cluster is not stored: it is this machine.
 */
export class ClustersService {
  constructor(private readonly deps: ClustersDeps) {}

  async list(project: string): Promise<Cluster[]> {
    const rows = await this.deps.repository.list();
    const open = rows.filter(
      (row) =>
        !project ||
        row.advancedConfig.project_names.length === 0 ||
        row.advancedConfig.project_names.includes(project),
    );
    return [await this.local(), ...open.map(toCluster)];
  }

  async create(body: ClusterBody, by: string): Promise<Cluster> {
    const connection = connectionOf(body);
    const row = await this.deps.repository.create({
      ...this.fieldsOf(body),
      ...this.sealed(body, connection),
      ...(await this.check(connection)),
      createdBy: by,
    });
    return toCluster(row);
  }

  async update(id: string, body: ClusterBody): Promise<void> {
    const saved = await this.stored(id);
    // an edit without new credentials keeps the saved ones (they are never sent to the page)
    const connection =
      connectionOf(body) ?? (body.type === saved.connectionType ? this.open(saved) : undefined);
    const fields = { ...this.fieldsOf(body), ...this.sealed(body, connection) };
    const check = saved.status === 'disconnected' ? {} : await this.check(connection);
    await this.deps.repository.update(id, { ...fields, ...check });
  }

  async delete(id: string): Promise<void> {
    this.refuseLocal(id);
    if (!(await this.deps.repository.delete(id))) throw new NotFoundError('error.clusterNotFound');
  }

  async disconnect(id: string): Promise<void> {
    await this.stored(id);
    await this.deps.repository.update(id, { status: 'disconnected', lastError: '' });
  }

  async reconnect(id: string): Promise<void> {
    const saved = await this.stored(id);
    await this.deps.repository.update(id, await this.check(this.open(saved)));
  }

  /** The agent is not used (the server reaches the API itself): nothing to upgrade. */
  async upgradeAgent(id: string): Promise<void> {
    if (id !== LOCAL_CLUSTER_ID) await this.stored(id);
  }

  storageClasses(id: string): Promise<string[]> {
    return this.withConnection(id, [], listStorageClasses);
  }

  pvcs(id: string, namespace: string): Promise<Array<{ name: string; storage_size_in_bytes: number }>> {
    return this.withConnection(id, [], (cluster) => listPvcs(cluster, namespace));
  }

  nodes(id: string): Promise<ClusterNodes> {
    return this.withConnection(id, { labels: [], data: [] }, listNodes);
  }

  /**
   * The connection jobs run through: the cluster named by a build's `cluster_id`, when it is one
   * with status normal; undefined for the local cluster, no id, or a cluster that cannot take jobs.
   */
  async jobCluster(id: string): Promise<JobCluster | undefined> {
    if (!id || id === LOCAL_CLUSTER_ID) return undefined;
    const row = await this.deps.repository.find(id);
    if (row?.status !== 'normal') return undefined;
    const connection = this.open(row);
    return connection ? { name: row.name, connection, namespace: row.namespace || 'default' } : undefined;
  }

  private async local(): Promise<Cluster> {
    const available = await this.deps.localAvailable().catch(() => false);
    return {
      id: LOCAL_CLUSTER_ID,
      name: LOCAL_CLUSTER_ID,
      local: true,
      production: false,
      status: available ? 'normal' : 'abnormal',
      provider: 0,
      description: '',
      last_connection_time: 0,
      createdBy: '',
      namespace: '',
      type: 'agent',
      api_server: '',
      has_credentials: false,
      error: available ? '' : 'podman is not available on this machine',
      advanced_config: defaults.advanced_config,
      cache: defaults.cache,
      dind_cfg: defaults.dind_cfg,
    };
  }

  /** Lists through the API of a connected cluster; the local cluster and an agent cluster have nothing to list. */
  private async withConnection<T>(id: string, none: T, use: (cluster: KubernetesCluster) => Promise<T>) {
    if (id === LOCAL_CLUSTER_ID) return none;
    const connection = this.open(await this.stored(id));
    if (!connection) return none;
    return use(connection).catch((error) => {
      throw new BadRequestError('error.clusterUnreachable', describe(error));
    });
  }

  private async check(connection: KubernetesCluster | undefined): Promise<ClusterCheck> {
    if (!connection) return { status: 'pending', lastError: '' };
    try {
      await checkApi(connection);
      return { status: 'normal', lastError: '', lastConnectedAt: new Date() };
    } catch (error) {
      return { status: 'abnormal', lastError: describe(error).slice(0, 1024) };
    }
  }

  private async stored(id: string): Promise<ClusterRow> {
    this.refuseLocal(id);
    const row = await this.deps.repository.find(id);
    if (!row) throw new NotFoundError('error.clusterNotFound');
    return row;
  }

  private refuseLocal(id: string) {
    if (id === LOCAL_CLUSTER_ID) throw new BadRequestError('error.clusterLocal');
  }

  private open(row: ClusterRow): KubernetesCluster | undefined {
    return row.connection ? (JSON.parse(this.deps.box.open(row.connection)) as KubernetesCluster) : undefined;
  }

  private sealed(body: ClusterBody, connection: KubernetesCluster | undefined) {
    return {
      connectionType: body.type,
      apiServer: connection?.server ?? '',
      connection: connection ? this.deps.box.seal(JSON.stringify(connection)) : '',
    };
  }

  private fieldsOf(body: ClusterBody): Omit<ClusterFields, 'connectionType' | 'apiServer' | 'connection'> {
    return {
      name: body.name,
      provider: body.provider,
      production: body.production,
      description: body.description,
      namespace: body.namespace,
      advancedConfig: body.advanced_config,
      cache: body.cache,
      dindConfig: body.dind_cfg,
    };
  }
}
