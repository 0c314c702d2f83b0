import {
  basicImageBodySchema,
  basicImageListSchema,
  basicImageParamsSchema,
  basicImagePaths,
  basicImageQuerySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRecordRoutes } from '../../http/admin-records.js';
import { signedIn } from '../../http/route-options.js';
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
    adminRecordRoutes(
      app,
      {
        tags,
        collection: basicImagePaths.list,
        record: basicImagePaths.one,
        body: basicImageBodySchema,
        params,
      },
      images,
    );
  };
