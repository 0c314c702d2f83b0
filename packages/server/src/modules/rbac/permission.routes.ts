import {
  type Action,
  actionTexts,
  globalPermissionSchema,
  type Language,
  policyDefinitionQuerySchema,
  policyDefinitionSchema,
  projectNameQuerySchema,
  projectPermissionSchema,
  projectResources,
  resourceTexts,
  systemResources,
  userBindingsQuerySchema,
  userRoleBindingSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/permissions.js';
import { requestLanguage } from '../../http/request-language.js';
import { signedIn } from '../../http/route-options.js';
import { ForbiddenError } from '../../lib/errors.js';
import type { PermissionService } from './permission.service.js';
import type { RbacService } from './rbac.service.js';
import { tags } from './route-config.js';

function definitions(resources: Record<string, readonly Action[]>, language: Language) {
  return Object.entries(resources).map(([resource, actions]) => ({
    resource,
    alias: resourceTexts[resource]?.[language] ?? resource,
    rules: actions.map((action) => ({ action, alias: actionTexts[action][language] })),
  }));
}

/** What can be granted, and what the caller holds. */
export const permissionRoutes =
  (rbac: RbacService, permissions: PermissionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/policy-definitions',
      {
        config: signedIn,
        schema: {
          tags,
          querystring: policyDefinitionQuerySchema,
          response: { 200: z.array(policyDefinitionSchema) },
        },
      },
      async (req) =>
        definitions(req.query.scope === 'system' ? systemResources : projectResources, requestLanguage(req)),
    );
    app.get(
      '/api/v1/policy/permission',
      { config: signedIn, schema: { tags, response: { 200: globalPermissionSchema } } },
      (req) => permissions.global(requireActor(req)),
    );
    app.get(
      '/api/v1/policy/permission/project/:projectName',
      {
        config: signedIn,
        schema: { tags, params: projectNameQuerySchema, response: { 200: projectPermissionSchema } },
      },
      async (req) => {
        const { canView: _canView, ...permission } = await permissions.project(
          requireActor(req),
          req.params.projectName,
        );
        return permission;
      },
    );
    app.get(
      '/api/v1/userbindings',
      {
        config: signedIn,
        schema: {
          tags,
          querystring: userBindingsQuerySchema,
          response: { 200: z.array(userRoleBindingSchema) },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        if (actor.uid !== req.query.uid && !actor.isSystemAdmin) throw new ForbiddenError();
        return rbac.userBindings(req.query.uid, req.query.projectName);
      },
    );
  };
