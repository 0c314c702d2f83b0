import {
  announcementBodySchema,
  announcementIdParamsSchema,
  announcementListSchema,
  announcementPath,
  announcementUpdateSchema,
  messageResponseSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/permissions.js';
import { AnnouncementsRepository } from './announcements.repository.js';
import { AnnouncementsService } from './announcements.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
const tags = ['announcements'];
const success = { message: 'success' };
const done = { 200: messageResponseSchema };

/** Announcements: managed by the system administrator, the current ones shown to everybody signed in. */
export const announcementsRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const announcements = new AnnouncementsService(new AnnouncementsRepository(deps.db));

    app.post(
      announcementPath,
      { config: admin, schema: { tags, body: announcementBodySchema, response: done } },
      async (req) => {
        await announcements.create(req.body.content, requireActor(req).account);
        return success;
      },
    );
    app.put(
      `${announcementPath}/update`,
      { config: admin, schema: { tags, body: announcementUpdateSchema, response: done } },
      async (req) => {
        await announcements.update(req.body.id, req.body.content);
        return success;
      },
    );
    app.delete(
      `${announcementPath}/:id`,
      { config: admin, schema: { tags, params: announcementIdParamsSchema, response: done } },
      async (req) => {
        await announcements.delete(req.params.id);
        return success;
      },
    );
    app.get(
      `${announcementPath}/all`,
      { config: admin, schema: { tags, response: { 200: announcementListSchema } } },
      () => announcements.all(),
    );
    app.get(
      announcementPath,
      {
        config: { permission: { kind: 'signedIn' } },
        schema: { tags, response: { 200: announcementListSchema } },
      },
      () => announcements.active(),
    );
  };
