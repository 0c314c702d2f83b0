import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ClusterDrivers } from '../../workloads/cluster-drivers.js';
import { type PlacementResolver, placementFromTable } from './environment-placement.js';
import { podExecRoutes } from './pod-exec.routes.js';

/**
 * The pod shell WebSocket. `resolve` says where an environment runs; without it the environments
 * table is read directly. Needs @fastify/websocket registered on the app.
 */
export async function registerPodExec(
  app: FastifyInstance,
  deps: { db: Db; drivers: ClusterDrivers; resolve?: PlacementResolver },
) {
  await app.register(podExecRoutes(deps.resolve ?? placementFromTable(deps.db, deps.drivers)));
}
