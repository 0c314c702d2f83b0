import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';
import { describeCall, isAudited } from './audit-entry.js';

const finishedCall = (request: FastifyRequest, reply: FastifyReply) => ({
  method: request.method,
  url: request.url,
  ip: request.ip,
  routeUrl: request.is404 ? undefined : request.routeOptions.url,
  permission: request.routeOptions.config?.permission,
  params: request.params,
  query: request.query,
  body: request.body,
  actor: request.actor,
  status: reply.statusCode,
});

/**
 * Records every mutating /api call, whatever its outcome (denied and failed calls included).
 * The write happens after the response is sent, and its failure is logged, never reported to the caller.
 */
export function installAuditLog(app: FastifyInstance, deps: { db: Db }): void {
  const audit = new AuditService(new AuditRepository(deps.db));
  const pending = new Set<Promise<void>>();

  app.addHook('onResponse', async (request, reply) => {
    if (!isAudited(request.method, request.url)) return;
    const write = Promise.resolve()
      .then(() => audit.record(describeCall(finishedCall(request, reply))))
      .catch((err: unknown) => request.log.error({ err }, 'audit log write failed'))
      .finally(() => pending.delete(write));
    pending.add(write);
  });

  // entries of the last calls still reach the database before it is closed
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
}
