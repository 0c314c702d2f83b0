import {
  PRODUCT_VERSION,
  publicKeyResponseSchema,
  visitBodySchema,
  visitRecordSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { visitRecords } from '../../db/schema.js';
import { signedIn } from '../../http/route-options.js';
import { BadRequestError } from '../../lib/errors.js';
import type { ServerKeys } from '../../lib/keys.js';

export interface SystemRoutesDeps {
  db: Db;
  keys: ServerKeys;
  databaseKind: string;
}

const healthSchema = z.object({ status: z.literal('ok'), version: z.string(), database: z.string() });

export const systemRoutes =
  ({ db, keys, databaseKind }: SystemRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: { permission: { kind: 'public' } },
        schema: { tags: ['system'], response: { 200: healthSchema } },
      },
      async () => ({ status: 'ok' as const, version: PRODUCT_VERSION, database: databaseKind }),
    );

    app.get(
      '/api/aslan/system/rsaKey/publicKey',
      {
        config: { permission: { kind: 'public' } },
        schema: { tags: ['system'], response: { 200: publicKeyResponseSchema } },
      },
      async () => ({ publicKey: keys.rsaPublicKeyPem }),
    );

    app.post(
      '/api/v1/visit-records',
      { config: signedIn, schema: { tags: ['system'], body: visitBodySchema } },
      async (req, reply) => {
        const record = decryptVisit(keys, req.body.payload);
        await db.insert(visitRecords).values({
          domain: record.domain,
          username: req.actor?.account ?? record.username,
          url: record.url,
          visitedAt: new Date(record.createdAt),
        });
        return reply.status(204).send();
      },
    );
  };

function decryptVisit(keys: ServerKeys, payload: string) {
  let json: unknown;
  try {
    json = JSON.parse(keys.rsaDecrypt(Buffer.from(payload, 'base64')).toString('utf8'));
  } catch {
    throw new BadRequestError('error.badRequest', 'payload is not a record encrypted with the public key');
  }
  const parsed = visitRecordSchema.safeParse(json);
  if (!parsed.success) throw new BadRequestError('error.badRequest', 'payload fields are invalid');
  return parsed.data;
}
