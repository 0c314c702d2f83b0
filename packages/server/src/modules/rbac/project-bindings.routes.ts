import {
  bulkQuerySchema,
  projectMemberSchema,
  projectNameQuerySchema,
  projectRoleBindingsCreateSchema,
  projectRoleBindingsUpdateSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import type { ProjectBindingsService } from './project-bindings.service.js';
import { projectAdmin, projectView, tags, userIdQuery } from './route-config.js';

const bulkQuery = projectNameQuerySchema.extend(bulkQuerySchema.shape);
/** `user:<uid>,role:<role>` (or `group:<id>,role:<role>`), as the member list names a binding */
const bindingNameParams = z.object({ name: z.string().max(200) });

/** Who holds which role in a project, as the portal's member screen reads and changes it. */
export const projectBindingRoutes =
  (bindings: ProjectBindingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/picket/bindings',
      {
        config: projectView,
        schema: {
          tags,
          querystring: projectNameQuerySchema,
          response: { 200: z.array(projectMemberSchema) },
        },
      },
      (req) => bindings.members(req.query.projectName),
    );
    app.post(
      '/api/v1/rolebindings',
      {
        config: projectAdmin,
        schema: {
          tags,
          querystring: bulkQuery,
          body: projectRoleBindingsCreateSchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(bindings.bind(req.query.projectName, req.body)),
    );
    app.post(
      '/api/v1/rolebindings/update',
      {
        config: projectAdmin,
        schema: {
          tags,
          querystring: bulkQuery.extend(userIdQuery.shape),
          body: projectRoleBindingsUpdateSchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(bindings.replaceUserRoles(req.query.projectName, req.query.userID, req.body)),
    );
    app.delete(
      '/api/v1/rolebindings/:name',
      {
        config: projectAdmin,
        schema: {
          tags,
          params: bindingNameParams,
          querystring: projectNameQuerySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(bindings.unbind(req.query.projectName, req.params.name)),
    );
  };
