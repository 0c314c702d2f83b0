import {
  encryptedKeyQuerySchema,
  mailHostAnswerSchema,
  mailHostBodySchema,
  mailPaths,
  mailServiceAnswerSchema,
  mailServiceBodySchema,
  NOT_CONFIGURED,
} from '@slipway/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answersSuccess, succeeded, systemAdmin } from '../../http/route-options.js';
import type { MailSettingsService } from './mail-settings.service.js';

const tags = ['mail'];

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
      { config: systemAdmin, schema: { tags, response: { 200: mailHostAnswerSchema } } },
      (_req, reply) => answer(reply, mail.host()),
    );
    app.get(
      mailPaths.encryptedHost,
      {
        config: systemAdmin,
        schema: { tags, querystring: encryptedKeyQuerySchema, response: { 200: mailHostAnswerSchema } },
      },
      (req, reply) => answer(reply, mail.encryptedHost(req.query.encryptedKey)),
    );
    app.get(
      mailPaths.service,
      { config: systemAdmin, schema: { tags, response: { 200: mailServiceAnswerSchema } } },
      (_req, reply) => answer(reply, mail.service()),
    );
    for (const method of ['POST', 'PATCH'] as const) {
      app.route({
        method,
        url: mailPaths.host,
        config: systemAdmin,
        schema: { tags, body: mailHostBodySchema, response: answersSuccess },
        handler: (req) => succeeded(mail.saveHost(req.body)),
      });
      app.route({
        method,
        url: mailPaths.service,
        config: systemAdmin,
        schema: { tags, body: mailServiceBodySchema, response: answersSuccess },
        handler: (req) => succeeded(mail.saveService(req.body)),
      });
    }
    app.delete(mailPaths.host, { config: systemAdmin, schema: { tags, response: answersSuccess } }, () =>
      succeeded(mail.deleteHost()),
    );
    app.delete(mailPaths.service, { config: systemAdmin, schema: { tags, response: answersSuccess } }, () =>
      succeeded(mail.deleteService()),
    );
  };
