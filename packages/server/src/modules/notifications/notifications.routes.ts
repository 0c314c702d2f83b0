import {
  notificationIdsSchema,
  notificationListSchema,
  notificationPath,
  notificationSubscribePath,
  subscriptionBodySchema,
  subscriptionListSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded } from '../../http/route-options.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];

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
      { config: signedIn, schema: { tags, body: notificationIdsSchema, response: answersSuccess } },
      (req) => succeeded(notifications.markRead(requireActor(req).uid, req.body.ids)),
    );
    app.post(
      `${notificationPath}/delete`,
      { config: signedIn, schema: { tags, body: notificationIdsSchema, response: answersSuccess } },
      (req) => succeeded(notifications.delete(requireActor(req).uid, req.body.ids)),
    );
    app.get(
      notificationSubscribePath,
      { config: signedIn, schema: { tags, response: { 200: subscriptionListSchema } } },
      (req) => notifications.subscriptions(requireActor(req).uid),
    );
    app.post(
      notificationSubscribePath,
      { config: signedIn, schema: { tags, body: subscriptionBodySchema, response: answersSuccess } },
      (req) => succeeded(notifications.subscribe(requireActor(req).uid, req.body)),
    );
  };
