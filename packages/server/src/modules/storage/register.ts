import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import type { ServerKeys } from '../../lib/keys.js';
import { ObjectStores } from '../../lib/object-store/object-stores.js';
import { StorageRepository } from './storage.repository.js';
import { storageRoutes } from './storage.routes.js';
import { StorageService } from './storage.service.js';

/** Object storage settings and the stores jobs write artifacts, reports and logs to. */
export async function registerStorage(
  app: FastifyInstance,
  deps: { db: Db; box: SecretBox; keys: ServerKeys; dataDir: string },
) {
  const storage = new StorageService({
    repository: new StorageRepository(deps.db),
    box: deps.box,
    keys: deps.keys,
  });
  const objectStores = new ObjectStores(deps.dataDir, storage);
  await app.register(storageRoutes(storage, objectStores));
  app.addHook('onClose', async () => objectStores.close());
  return { objectStores };
}
