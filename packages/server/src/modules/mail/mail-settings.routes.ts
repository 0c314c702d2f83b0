import {
  encryptedKeyQuerySchema,
  mailHostAnswerSchema,
  mailHostBodySchema,
  mailPaths,
  mailServiceAnswerSchema,
  mailServiceBodySchema,
  messageResponseSchema,
  NOT_CONFIGURED,
} from '@slipway/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailSettingsService } from './mail-settings.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
const tags = ['mail'];
const success = { message: 'success' };
const done = { 200: messageResponseSchema };

/** A text answer would go out raw (an empty body): "nothing configured" is sent as the JSON string "". */
async function answer<T>(reply: FastifyReply, read: Promise<T | typeof NOT_CONFIGURED>) {
  const value = await read;
  if (value !== NOT_CONFIGURED) return value;
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(NOT_CONFIGURED));
}

/**
 * The mail server (host) and sender (service) of system settings. Reads answer "" when nothing is
 * configured; POST and PATCH both save the whole object, as the portal sends it.
 */
export const mailSettingsRoutes =
  (mail: MailSettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      mailPaths.host,
      { config: admin, schema: { tags, response: { 200: mailHostAnswerSchema } } },
      (_req, reply) => answer(reply, mail.host()),
    );
    app.get(
      mailPaths.encryptedHost,
      {
        config: admin,
        schema: { tags, querystring: encryptedKeyQuerySchema, response: { 200: mailHostAnswerSchema } },
      },
      (req, reply) => answer(reply, mail.encryptedHost(req.query.encryptedKey)),
    );
    app.get(
      mailPaths.service,
      { config: admin, schema: { tags, response: { 200: mailServiceAnswerSchema } } },
      (_req, reply) => answer(reply, mail.service()),
    );
    for (const method of ['POST', 'PATCH'] as const) {
      app.route({
        method,
        url: mailPaths.host,
        config: admin,
        schema: { tags, body: mailHostBodySchema, response: done },
        handler: async (req) => {
          await mail.saveHost(req.body);
          return success;
        },
      });
      app.route({
        method,
        url: mailPaths.service,
        config: admin,
        schema: { tags, body: mailServiceBodySchema, response: done },
        handler: async (req) => {
          await mail.saveService(req.body);
          return success;
        },
      });
    }
    app.delete(mailPaths.host, { config: admin, schema: { tags, response: done } }, async () => {
      await mail.deleteHost();
      return success;
    });
    app.delete(mailPaths.service, { config: admin, schema: { tags, response: done } }, async () => {
      await mail.deleteService();
      return success;
    });
  };
