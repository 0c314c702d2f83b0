import { auditListQuerySchema, auditListSchema, auditLogPath, TOTAL_HEADER } from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { requestLanguage } from '../../http/request-language.js';
import { systemAdmin } from '../../http/route-options.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

const tags = ['audit'];

/** The audit log as the system administrator reads it: one page of rows, the total in X-Total. */
export const auditRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const audit = new AuditService(new AuditRepository(deps.db));

    app.get(
      auditLogPath,
      {
        config: systemAdmin,
        schema: { tags, querystring: auditListQuerySchema, response: { 200: auditListSchema } },
      },
      async (req, reply) => {
        const { logs, total } = await audit.list(req.query, requestLanguage(req));
        reply.header(TOTAL_HEADER, String(total));
        return logs;
      },
    );
  };
