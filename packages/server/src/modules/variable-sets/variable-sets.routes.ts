import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';

export const variableSetsRoutes =
  (_deps: { db: Db }): FastifyPluginAsyncZod =>
  async () => {};
