import {
  onboardingParamsSchema,
  projectBriefSchema,
  projectCreateSchema,
  projectDeleteQuerySchema,
  projectListQuerySchema,
  projectMinimalSchema,
  projectSchema,
  projectTemplateInfoSchema,
  projectUpdateSchema,
  requiredText,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/permissions.js';
import type { PermissionService } from '../rbac/permission.service.js';
import type { RbacService } from '../rbac/rbac.service.js';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectsService } from './projects.service.js';

export interface ProjectsRoutesDeps {
  db: Db;
  rbac: RbacService;
  permissions: PermissionService;
}

const ok = { message: 'success' };
const messageSchema = z.object({ message: z.string() });
const byName = { from: 'params', key: 'name' } as const;
const projectView = { permission: { kind: 'projectView', project: byName } } as const;
const projectAdmin = { permission: { kind: 'projectAdmin', project: byName } } as const;
const nameParams = z.object({ name: requiredText(64, 'validation.project.required') });
/** The partial update of the project page: display name, description and visibility. */
const projectPatchSchema = projectUpdateSchema.pick({ alias: true, description: true, access: true });
const tags = ['projects'];

export const projectsRoutes =
  (deps: ProjectsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const projects = new ProjectsService(new ProjectsRepository(deps.db), deps.rbac, deps.permissions);

    app.get(
      '/api/v1/picket/projects',
      {
        config: { permission: { kind: 'signedIn' } },
        schema: {
          tags,
          querystring: projectListQuerySchema,
          // detailed first: a union keeps the first member that fits, and would strip a detailed item
          response: {
            200: z.union([
              z.array(projectSchema),
              z.array(projectBriefSchema),
              z.array(projectMinimalSchema),
            ]),
          },
        },
      },
      (req) => projects.list(requireActor(req), req.query.verbosity),
    );
    app.post(
      '/api/v1/picket/projects',
      {
        config: { permission: { kind: 'system', action: 'create_project' } },
        schema: { tags, body: projectCreateSchema, response: { 200: projectSchema } },
      },
      (req) => projects.create(requireActor(req), req.body),
    );
    // the full update from the project list and from the project page, and the page's partial one
    const updates = [
      ['PUT', '/api/v1/picket/projects/:name', projectUpdateSchema],
      ['PUT', '/api/aslan/project/products/:name', projectUpdateSchema],
      ['PATCH', '/api/aslan/project/products/:name', projectPatchSchema],
    ] as const;
    for (const [method, url, body] of updates) {
      app.route({
        method,
        url,
        config: projectAdmin,
        schema: { tags, params: nameParams, body, response: { 200: projectSchema } },
        handler: (req) => projects.update(requireActor(req), req.params.name, req.body),
      });
    }
    app.delete(
      '/api/v1/picket/projects/:name',
      {
        config: projectAdmin,
        schema: {
          tags,
          params: nameParams,
          // is_delete: whether deployed resources go too; a project has none yet, the flag is still required
          querystring: projectDeleteQuerySchema,
          response: { 200: messageSchema },
        },
      },
      async (req) => {
        await projects.delete(req.params.name);
        return ok;
      },
    );

    app.get(
      '/api/aslan/project/products/:name',
      { config: projectView, schema: { tags, params: nameParams, response: { 200: projectSchema } } },
      (req) => projects.get(req.params.name),
    );
    app.put(
      '/api/aslan/project/products/:name/:status',
      {
        config: projectAdmin,
        schema: { tags, params: onboardingParamsSchema, response: { 200: messageSchema } },
      },
      async (req) => {
        await projects.setOnboardingStatus(requireActor(req), req.params.name, req.params.status);
        return ok;
      },
    );

    app.get(
      '/api/aslan/project/templates/info',
      {
        config: { permission: { kind: 'signedIn' } },
        schema: { tags, response: { 200: z.array(projectTemplateInfoSchema) } },
      },
      (req) => projects.templatesInfo(requireActor(req)),
    );
  };
