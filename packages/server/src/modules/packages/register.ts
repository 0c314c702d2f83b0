import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { PackagesRepository } from './packages.repository.js';
import { packagesRoutes } from './packages.routes.js';
import { PackagesService } from './packages.service.js';

export async function registerPackages(app: FastifyInstance, deps: { db: Db }) {
  const packages = new PackagesService(new PackagesRepository(deps.db));
  await app.register(packagesRoutes(packages));
  return { packages };
}
