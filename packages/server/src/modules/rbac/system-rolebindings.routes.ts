import {
  messageResponseSchema,
  systemRoleBindingBodySchema,
  systemRoleBindingsUpdateSchema,
  systemRoleBindingsUserQuerySchema,
  userRoleBindingSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SystemRoleBindingsService } from './system-rolebindings.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
const tags = ['rbac'];
const ok = { message: 'success' };
const response = { 200: messageResponseSchema };
/** `user:<uid>,role:<role>`, as the portal names a binding */
const nameParams = z.object({ name: z.string().max(200) });

/** Who holds which system role, as the portal's user dialogs grant and take them back. */
export const systemRoleBindingRoutes =
  (bindings: SystemRoleBindingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/system-rolebindings',
      { config: admin, schema: { tags, response: { 200: z.array(userRoleBindingSchema) } } },
      () => bindings.list(),
    );
    app.post(
      '/api/v1/system-rolebindings',
      { config: admin, schema: { tags, body: systemRoleBindingBodySchema, response } },
      async (req) => {
        await bindings.add(req.body);
        return ok;
      },
    );
    app.post(
      '/api/v1/system-rolebindings/update',
      {
        config: admin,
        schema: {
          tags,
          querystring: systemRoleBindingsUserQuerySchema,
          body: systemRoleBindingsUpdateSchema,
          response,
        },
      },
      async (req) => {
        await bindings.replace(req.query.userID, req.body);
        return ok;
      },
    );
    app.delete(
      '/api/v1/system-rolebindings/:name',
      { config: admin, schema: { tags, params: nameParams, response } },
      async (req) => {
        await bindings.remove(req.params.name);
        return ok;
      },
    );
  };
