import {
  basicImageBodySchema,
  basicImageListSchema,
  basicImageParamsSchema,
  basicImagePaths,
  basicImageQuerySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
import type { BasicImagesService } from './basic-images.service.js';

const tags = ['basic-images'];
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
      { config: systemAdmin, schema: { tags, body: basicImageBodySchema, response: answersSuccess } },
      (req) => succeeded(images.create(req.body, requireActor(req).account)),
    );
    app.put(
      basicImagePaths.one,
      { config: systemAdmin, schema: { tags, params, body: basicImageBodySchema, response: answersSuccess } },
      (req) => succeeded(images.update(req.params.id, req.body, requireActor(req).account)),
    );
    app.delete(
      basicImagePaths.one,
      { config: systemAdmin, schema: { tags, params, response: answersSuccess } },
      (req) => succeeded(images.delete(req.params.id)),
    );
  };
