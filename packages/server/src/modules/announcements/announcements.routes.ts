import {
  announcementBodySchema,
  announcementIdParamsSchema,
  announcementListSchema,
  announcementPath,
  announcementUpdateSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
import { AnnouncementsRepository } from './announcements.repository.js';
import { AnnouncementsService } from './announcements.service.js';

const tags = ['announcements'];

/** Announcements: managed by the system administrator, the current ones shown to everybody signed in. */
export const announcementsRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const announcements = new AnnouncementsService(new AnnouncementsRepository(deps.db));

    app.post(
      announcementPath,
      { config: systemAdmin, schema: { tags, body: announcementBodySchema, response: answersSuccess } },
      (req) => succeeded(announcements.create(req.body.content, requireActor(req).account)),
    );
    app.put(
      `${announcementPath}/update`,
      { config: systemAdmin, schema: { tags, body: announcementUpdateSchema, response: answersSuccess } },
      (req) => succeeded(announcements.update(req.body.id, req.body.content)),
    );
    app.delete(
      `${announcementPath}/:id`,
      { config: systemAdmin, schema: { tags, params: announcementIdParamsSchema, response: answersSuccess } },
      (req) => succeeded(announcements.delete(req.params.id)),
    );
    app.get(
      `${announcementPath}/all`,
      { config: systemAdmin, schema: { tags, response: { 200: announcementListSchema } } },
      () => announcements.all(),
    );
    app.get(
      announcementPath,
      {
        config: signedIn,
        schema: { tags, response: { 200: announcementListSchema } },
      },
      () => announcements.active(),
    );
  };
