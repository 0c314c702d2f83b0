import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { ProxyRepository } from './proxy.repository.js';
import { proxyRoutes } from './proxy.routes.js';
import { ProxyService } from './proxy.service.js';

export async function registerProxy(app: FastifyInstance, deps: { db: Db; box: SecretBox; testUrl: string }) {
  const proxy = new ProxyService({
    repository: new ProxyRepository(deps.db),
    box: deps.box,
    testUrl: deps.testUrl,
  });
  await app.register(proxyRoutes(proxy));
  return { proxy };
}
