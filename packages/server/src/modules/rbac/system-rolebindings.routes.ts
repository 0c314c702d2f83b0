import { roleBindingSchema, roleBindingsBulkSchema, userRolesUpdateSchema } from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RbacService } from './rbac.service.js';
import { admin, idParams, messageSchema, ok, tags, userIdQuery } from './route-config.js';

const SYSTEM = '';

/** Who holds which system role. */
export const systemRoleBindingRoutes =
  (rbac: RbacService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/system-rolebindings',
      { config: admin, schema: { tags, response: { 200: z.array(roleBindingSchema) } } },
      () => rbac.bindings(SYSTEM),
    );
    app.post(
      '/api/v1/system-rolebindings',
      {
        config: admin,
        schema: { tags, body: roleBindingsBulkSchema, response: { 200: z.array(roleBindingSchema) } },
      },
      (req) => rbac.bindBulk(SYSTEM, req.body),
    );
    app.put(
      '/api/v1/system-rolebindings/update',
      {
        config: admin,
        schema: {
          tags,
          querystring: userIdQuery,
          body: userRolesUpdateSchema,
          response: { 200: z.array(roleBindingSchema) },
        },
      },
      (req) => rbac.replaceUserRoles(SYSTEM, req.query.userID, req.body.roles),
    );
    app.delete(
      '/api/v1/system-rolebindings/:id',
      { config: admin, schema: { tags, params: idParams, response: { 200: messageSchema } } },
      async (req) => {
        await rbac.deleteBinding(SYSTEM, req.params.id);
        return ok;
      },
    );
  };
