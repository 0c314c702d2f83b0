import {
  releaseFileListSchema,
  releaseSearchBodySchema,
  releaseSearchQuerySchema,
  storageBodySchema,
  storageListQuerySchema,
  storageListSchema,
  storageParamsSchema,
  storagePaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRecordRoutes } from '../../http/admin-records.js';
import { requireActor } from '../../http/permissions.js';
import { signedIn } from '../../http/route-options.js';
import type { ObjectStores } from '../../lib/object-store/object-stores.js';
import type { StorageService } from './storage.service.js';

const tags = ['storage'];
const params = storageParamsSchema;

/** Object storages: managed by administrators; build forms pick from them without the secrets. */
export const storageRoutes =
  (storage: StorageService, stores: ObjectStores): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      storagePaths.list,
      {
        config: signedIn,
        schema: { tags, querystring: storageListQuerySchema, response: { 200: storageListSchema } },
      },
      (req) =>
        storage.list({
          isSystemAdmin: requireActor(req).isSystemAdmin,
          encryptedKey: req.query.encryptedKey,
        }),
    );
    adminRecordRoutes(
      app,
      { tags, collection: storagePaths.list, record: storagePaths.one, body: storageBodySchema, params },
      storage,
    );
    app.post(
      storagePaths.releases,
      {
        config: signedIn,
        schema: {
          tags,
          params,
          querystring: releaseSearchQuerySchema,
          body: releaseSearchBodySchema,
          response: { 200: releaseFileListSchema },
        },
      },
      (req) => storage.releaseFiles(stores, req.params.id, req.query.projectName ?? '', req.body.names),
    );
  };
