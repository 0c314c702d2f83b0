import {
  announcementBodySchema,
  announcementIdParamsSchema,
  announcementListQuerySchema,
  announcementListSchema,
  announcementSchema,
  messageResponseSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/permissions.js';
import { AnnouncementsRepository } from './announcements.repository.js';
import { AnnouncementsService } from './announcements.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
const tags = ['announcements'];
const params = announcementIdParamsSchema;

/** Announcements: managed by the system administrator, the current ones shown to everybody signed in. */
export const announcementsRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const announcements = new AnnouncementsService(new AnnouncementsRepository(deps.db));

    app.post(
      '/api/aslan/system/announcement',
      {
        config: admin,
        schema: { tags, body: announcementBodySchema, response: { 200: announcementSchema } },
      },
      (req) => announcements.create(req.body, requireActor(req).account),
    );
    app.put(
      '/api/aslan/system/announcement/:id',
      {
        config: admin,
        schema: { tags, params, body: announcementBodySchema, response: { 200: announcementSchema } },
      },
      (req) => announcements.update(req.params.id, req.body),
    );
    app.delete(
      '/api/aslan/system/announcement/:id',
      { config: admin, schema: { tags, params, response: { 200: messageResponseSchema } } },
      async (req) => {
        await announcements.delete(req.params.id);
        return { message: 'success' };
      },
    );
    app.get(
      '/api/aslan/system/announcement/all',
      {
        config: admin,
        schema: { tags, querystring: announcementListQuerySchema, response: { 200: announcementListSchema } },
      },
      (req) => announcements.list(req.query.page, req.query.per_page),
    );
    app.get(
      '/api/aslan/system/announcement',
      {
        config: { permission: { kind: 'signedIn' } },
        schema: { tags, response: { 200: z.array(announcementSchema) } },
      },
      () => announcements.active(),
    );
  };
