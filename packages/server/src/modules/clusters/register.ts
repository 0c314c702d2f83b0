import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { ClustersRepository } from './clusters.repository.js';
import { clustersRoutes } from './clusters.routes.js';
import { ClustersService } from './clusters.service.js';

/** Cluster settings, and the clusters build and test jobs run on. */
export async function registerClusters(
  app: FastifyInstance,
  deps: { db: Db; box: SecretBox; localAvailable(): Promise<boolean> },
) {
  const clusters = new ClustersService({
    repository: new ClustersRepository(deps.db),
    box: deps.box,
    localAvailable: deps.localAvailable,
  });
  await app.register(clustersRoutes(clusters));
  return { clusters };
}
