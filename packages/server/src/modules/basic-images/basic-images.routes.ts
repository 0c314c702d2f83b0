import {
  basicImageBodySchema,
  basicImageListSchema,
  basicImageParamsSchema,
  basicImagePaths,
  basicImageQuerySchema,
  messageResponseSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import type { BasicImagesService } from './basic-images.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
const signedIn = { permission: { kind: 'signedIn' } } as const;
const tags = ['basic-images'];
const success = { message: 'success' };
const done = { 200: messageResponseSchema };
const params = basicImageParamsSchema;

/** Build images: every build form reads them, administrators manage the custom ones. */
export const basicImagesRoutes =
  (images: BasicImagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      basicImagePaths.list,
      {
        config: signedIn,
        schema: { tags, querystring: basicImageQuerySchema, response: { 200: basicImageListSchema } },
      },
      (req) => images.list({ imageFrom: req.query.image_from, imageType: req.query.image_type ?? '' }),
    );
    app.post(
      basicImagePaths.list,
      { config: admin, schema: { tags, body: basicImageBodySchema, response: done } },
      async (req) => {
        await images.create(req.body, requireActor(req).account);
        return success;
      },
    );
    app.put(
      basicImagePaths.one,
      { config: admin, schema: { tags, params, body: basicImageBodySchema, response: done } },
      async (req) => {
        await images.update(req.params.id, req.body, requireActor(req).account);
        return success;
      },
    );
    app.delete(
      basicImagePaths.one,
      { config: admin, schema: { tags, params, response: done } },
      async (req) => {
        await images.delete(req.params.id);
        return success;
      },
    );
  };
