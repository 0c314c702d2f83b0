import {
  messageResponseSchema,
  notificationIdsSchema,
  notificationListSchema,
  notificationPath,
  notificationSubscribePath,
  subscriptionBodySchema,
  subscriptionListSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import type { NotificationsService } from './notifications.service.js';

const signedIn = { permission: { kind: 'signedIn' } } as const;
const tags = ['notifications'];
const success = { message: 'success' };
const done = { 200: messageResponseSchema };

/** The bell of every page and the subscription of the profile page: each user's own notices only. */
export const notificationsRoutes =
  (notifications: NotificationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      notificationPath,
      { config: signedIn, schema: { tags, response: { 200: notificationListSchema } } },
      (req) => notifications.list(requireActor(req).uid),
    );
    app.put(
      `${notificationPath}/read`,
      { config: signedIn, schema: { tags, body: notificationIdsSchema, response: done } },
      async (req) => {
        await notifications.markRead(requireActor(req).uid, req.body.ids);
        return success;
      },
    );
    app.post(
      `${notificationPath}/delete`,
      { config: signedIn, schema: { tags, body: notificationIdsSchema, response: done } },
      async (req) => {
        await notifications.delete(requireActor(req).uid, req.body.ids);
        return success;
      },
    );
    app.get(
      notificationSubscribePath,
      { config: signedIn, schema: { tags, response: { 200: subscriptionListSchema } } },
      (req) => notifications.subscriptions(requireActor(req).uid),
    );
    app.post(
      notificationSubscribePath,
      { config: signedIn, schema: { tags, body: subscriptionBodySchema, response: done } },
      async (req) => {
        await notifications.subscribe(requireActor(req).uid, req.body);
        return success;
      },
    );
  };
