import { auditListQuerySchema, auditListSchema, auditLogSchema } from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
const tags = ['audit'];

/** The audit log as the system administrator reads it (spec §7 operation log). */
export const auditRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const audit = new AuditService(new AuditRepository(deps.db));

    app.get(
      '/api/aslan/system/operation',
      {
        config: admin,
        schema: { tags, querystring: auditListQuerySchema, response: { 200: auditListSchema } },
      },
      (req) => audit.list(req.query),
    );
    app.get(
      '/api/aslan/system/operation/:id',
      {
        config: admin,
        schema: { tags, params: z.object({ id: z.string().max(32) }), response: { 200: auditLogSchema } },
      },
      (req) => audit.get(req.params.id),
    );
  };
