import {
  imageSearchingRuleSchema,
  onboardingParamsSchema,
  projectBriefSchema,
  projectCreateSchema,
  projectDeleteQuerySchema,
  projectListQuerySchema,
  projectMinimalSchema,
  projectServicesQuerySchema,
  projectSummarySchema,
  projectTemplateInfoSchema,
  projectTemplateSchema,
  projectTemplateUpdateSchema,
  requiredText,
  searchingRulesBodySchema,
  servicesOrchestrationSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/permissions.js';
import { signedIn, succeeded } from '../../http/route-options.js';
import type { PermissionService } from '../rbac/permission.service.js';
import type { RbacService } from '../rbac/rbac.service.js';
import { ProjectTemplateService } from './project-template.service.js';
import { ProjectsRepository } from './projects.repository.js';
import { type ProjectCleanup, ProjectsService } from './projects.service.js';

export interface ProjectsRoutesDeps {
  db: Db;
  rbac: RbacService;
  permissions: PermissionService;
  /** what other modules remove with a project (environments, services), run before the project goes */
  cleanups?: readonly ProjectCleanup[];
}

const messageSchema = z.object({ message: z.string() });
const byName = { from: 'params', key: 'name' } as const;
const projectView = { permission: { kind: 'projectView', project: byName } } as const;
const projectAdmin = { permission: { kind: 'projectAdmin', project: byName } } as const;
const serviceAction = (action: 'get_service' | 'edit_service') =>
  ({ permission: { kind: 'project', project: byName, action } }) as const;
const nameParams = z.object({ name: requiredText(64, 'validation.project.required') });
const tags = ['projects'];

export const projectsRoutes =
  (deps: ProjectsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const repository = new ProjectsRepository(deps.db);
    const projects = new ProjectsService(repository, deps.rbac, deps.permissions, deps.cleanups);
    const templates = new ProjectTemplateService(repository, deps.rbac);

    app.get(
      '/api/v1/picket/projects',
      {
        config: signedIn,
        schema: {
          tags,
          querystring: projectListQuerySchema,
          // detailed first: a union keeps the first member that fits, and would strip a detailed item
          response: {
            200: z.union([
              z.array(projectSummarySchema),
              z.array(projectBriefSchema),
              z.array(projectMinimalSchema),
            ]),
          },
        },
      },
      (req) => projects.list(requireActor(req), req.query),
    );
    app.post(
      '/api/v1/picket/projects',
      {
        config: { permission: { kind: 'system', action: 'create_project' } },
        schema: { tags, body: projectCreateSchema, response: { 200: messageSchema } },
      },
      (req) => succeeded(projects.create(requireActor(req), req.body)),
    );
    // the project settings page (picket) and the service pages (aslan) both send the whole template
    for (const url of ['/api/v1/picket/projects/:name', '/api/aslan/project/products/:name']) {
      app.put(
        url,
        {
          config: projectAdmin,
          schema: {
            tags,
            params: nameParams,
            body: projectTemplateUpdateSchema,
            response: { 200: messageSchema },
          },
        },
        (req) => succeeded(templates.update(requireActor(req), req.params.name, req.body)),
      );
    }
    app.patch(
      '/api/aslan/project/products/:name',
      {
        config: serviceAction('edit_service'),
        schema: {
          tags,
          params: nameParams,
          body: servicesOrchestrationSchema,
          response: { 200: messageSchema },
        },
      },
      (req) => succeeded(templates.reorderServices(requireActor(req), req.params.name, req.body.services)),
    );
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
      (req) => succeeded(projects.delete(req.params.name)),
    );

    app.get(
      '/api/aslan/project/products/:name',
      { config: projectView, schema: { tags, params: nameParams, response: { 200: projectTemplateSchema } } },
      (req) => projects.template(req.params.name),
    );
    app.get(
      '/api/aslan/project/products/:name/services',
      {
        config: projectView,
        schema: {
          tags,
          params: nameParams,
          querystring: projectServicesQuerySchema,
          response: { 200: projectTemplateSchema },
        },
      },
      (req) => projects.servicesTemplate(req.params.name, req.query),
    );
    app.put(
      '/api/aslan/project/products/:name/:status',
      {
        config: projectAdmin,
        schema: { tags, params: onboardingParamsSchema, response: { 200: messageSchema } },
      },
      (req) => succeeded(projects.setOnboardingStatus(requireActor(req), req.params.name, req.params.status)),
    );

    app.get(
      '/api/aslan/project/products/:name/searching-rules',
      {
        config: serviceAction('get_service'),
        schema: { tags, params: nameParams, response: { 200: z.array(imageSearchingRuleSchema) } },
      },
      (req) => templates.searchingRules(req.params.name),
    );
    app.put(
      '/api/aslan/project/products/:name/searching-rules',
      {
        config: serviceAction('edit_service'),
        schema: {
          tags,
          params: nameParams,
          body: searchingRulesBodySchema,
          response: { 200: messageSchema },
        },
      },
      (req) => succeeded(templates.setSearchingRules(requireActor(req), req.params.name, req.body.rules)),
    );

    app.get(
      '/api/aslan/project/templates/info',
      {
        config: signedIn,
        schema: { tags, response: { 200: z.array(projectTemplateInfoSchema) } },
      },
      (req) => projects.templatesInfo(requireActor(req)),
    );
  };
