import {
  messageResponseSchema,
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
import { requireActor } from '../../http/permissions.js';
import type { ObjectStores } from '../../lib/object-store/object-stores.js';
import type { StorageService } from './storage.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
const signedIn = { permission: { kind: 'signedIn' } } as const;
const tags = ['storage'];
const success = { message: 'success' };
const done = { 200: messageResponseSchema };
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
    app.post(
      storagePaths.list,
      { config: admin, schema: { tags, body: storageBodySchema, response: done } },
      async (req) => {
        await storage.create(req.body, requireActor(req).account);
        return success;
      },
    );
    app.put(
      storagePaths.one,
      { config: admin, schema: { tags, params, body: storageBodySchema, response: done } },
      async (req) => {
        await storage.update(req.params.id, req.body, requireActor(req).account);
        return success;
      },
    );
    app.delete(storagePaths.one, { config: admin, schema: { tags, params, response: done } }, async (req) => {
      await storage.delete(req.params.id);
      return success;
    });
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
