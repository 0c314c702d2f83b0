import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { BasicImagesRepository } from './basic-images.repository.js';
import { basicImagesRoutes } from './basic-images.routes.js';
import { BasicImagesService } from './basic-images.service.js';

export async function registerBasicImages(app: FastifyInstance, deps: { db: Db }) {
  const basicImages = new BasicImagesService(new BasicImagesRepository(deps.db));
  await app.register(basicImagesRoutes(basicImages));
  return { basicImages };
}
