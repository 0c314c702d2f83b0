import {
  systemRoleBindingBodySchema,
  systemRoleBindingsUpdateSchema,
  systemRoleBindingsUserQuerySchema,
  userRoleBindingSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answersSuccess, succeeded, systemAdmin } from '../../http/route-options.js';
import { tags } from './route-config.js';
import type { SystemRoleBindingsService } from './system-rolebindings.service.js';

/** `user:<uid>,role:<role>`, as the portal names a binding */
const nameParams = z.object({ name: z.string().max(200) });

/** Who holds which system role, as the portal's user dialogs grant and take them back. */
export const systemRoleBindingRoutes =
  (bindings: SystemRoleBindingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/system-rolebindings',
      { config: systemAdmin, schema: { tags, response: { 200: z.array(userRoleBindingSchema) } } },
      () => bindings.list(),
    );
    app.post(
      '/api/v1/system-rolebindings',
      { config: systemAdmin, schema: { tags, body: systemRoleBindingBodySchema, response: answersSuccess } },
      (req) => succeeded(bindings.add(req.body)),
    );
    app.post(
      '/api/v1/system-rolebindings/update',
      {
        config: systemAdmin,
        schema: {
          tags,
          querystring: systemRoleBindingsUserQuerySchema,
          body: systemRoleBindingsUpdateSchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(bindings.replace(req.query.userID, req.body)),
    );
    app.delete(
      '/api/v1/system-rolebindings/:name',
      { config: systemAdmin, schema: { tags, params: nameParams, response: answersSuccess } },
      (req) => succeeded(bindings.remove(req.params.name)),
    );
  };
