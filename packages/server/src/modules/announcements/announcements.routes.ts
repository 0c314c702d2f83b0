import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';

export const announcementsRoutes =
  (_deps: { db: Db }): FastifyPluginAsyncZod =>
  async () => {};
