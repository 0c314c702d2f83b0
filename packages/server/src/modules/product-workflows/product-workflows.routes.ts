import {
  autoWorkflowAnswerSchema,
  favoriteBodySchema,
  favoriteTypes,
  productWorkflowBodySchema,
  productWorkflowQuerySchema,
  productWorkflowUpdateQuerySchema,
  serviceTaskBodySchema,
  workflowNameSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded } from '../../http/route-options.js';
import { ForbiddenError } from '../../lib/errors.js';
import type { PermissionService } from '../rbac/permission.service.js';
import { inProductProject, onProductWorkflow } from './product-route-permissions.js';
import type { ProductServiceTasks } from './product-service-tasks.js';
import type { ProductWorkflowsService } from './product-workflows.service.js';

const tags = ['product workflows'];
const base = '/api/aslan/workflow/workflow';
const projectParam = z.string().trim().min(1).max(64);
const nameParams = z.object({ name: workflowNameSchema });
const copyParams = z.object({ old: workflowNameSchema, new: workflowNameSchema });
const favoriteParams = z.object({
  projectName: projectParam,
  name: workflowNameSchema,
  type: z.enum(favoriteTypes, { error: 'validation.productWorkflow.favoriteType' }),
});
const serviceTaskParams = z.object({
  projectName: projectParam,
  envName: z.string().trim().min(1).max(64),
  serviceName: z.string().trim().min(1).max(128),
  serviceType: z.string().trim().max(16),
});

export interface ProductWorkflowsRoutesDeps {
  workflows: ProductWorkflowsService;
  serviceTasks: ProductServiceTasks;
  permissions: PermissionService;
}

/** The product workflow calls of the old API, favourites and the environment page's service tasks. */
export const productWorkflowsRoutes =
  ({ workflows, serviceTasks, permissions }: ProductWorkflowsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // every project's workflows the caller sees when the portal names no project
    app.get(
      base,
      { config: signedIn, schema: { tags, querystring: productWorkflowQuerySchema } },
      async (req) => {
        const visible = await permissions.visibleProjects(requireActor(req));
        const { projectName } = req.query;
        if (projectName && visible !== 'all' && !visible.has(projectName)) throw new ForbiddenError();
        const all = await workflows.list(projectName);
        return visible === 'all' ? all : all.filter((w) => visible.has(w.product_tmpl_name));
      },
    );
    app.get(
      `${base}/find/:name`,
      {
        config: onProductWorkflow('get_workflow'),
        schema: { tags, params: nameParams, querystring: productWorkflowQuerySchema },
      },
      (req) => workflows.get(req.params.name, req.query.projectName),
    );
    app.post(
      base,
      {
        config: inProductProject('create_workflow'),
        schema: {
          tags,
          querystring: productWorkflowQuerySchema,
          body: productWorkflowBodySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(workflows.create(requireActor(req), req.query.projectName, req.body)),
    );
    app.put(
      `${base}/:name`,
      {
        config: onProductWorkflow('edit_workflow'),
        schema: {
          tags,
          params: nameParams,
          querystring: productWorkflowUpdateQuerySchema,
          body: productWorkflowBodySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(workflows.update(requireActor(req), req.params.name, req.query.projectName, req.body)),
    );
    app.delete(
      `${base}/:name`,
      {
        config: onProductWorkflow('delete_workflow'),
        schema: {
          tags,
          params: nameParams,
          querystring: productWorkflowQuerySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(workflows.delete(req.params.name, req.query.projectName)),
    );
    app.put(
      `${base}/old/:old/new/:new`,
      {
        config: inProductProject('create_workflow'),
        schema: {
          tags,
          params: copyParams,
          querystring: productWorkflowQuerySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(workflows.copy(requireActor(req), req.params.old, req.params.new, req.query.projectName)),
    );
    app.get(
      `${base}/preset/:projectName`,
      {
        config: inProductProject(['get_workflow', 'create_workflow', 'edit_workflow'], {
          from: 'params',
          key: 'projectName',
        }),
        schema: { tags, params: z.object({ projectName: projectParam }) },
      },
      (req) => workflows.modulePresets(req.params.projectName),
    );
    // onboarding polls this every second until `status` is `success`
    app.post(
      `${base}/:projectName/auto`,
      {
        config: inProductProject('create_workflow', { from: 'params', key: 'projectName' }),
        schema: {
          tags,
          params: z.object({ projectName: projectParam }),
          response: { 200: autoWorkflowAnswerSchema },
        },
      },
      (req) => workflows.generate(requireActor(req), req.params.projectName),
    );

    app.post(
      '/api/aslan/workflow/favorite',
      {
        config: { permission: { kind: 'projectView', project: { from: 'body', key: 'product_name' } } },
        schema: { tags, body: favoriteBodySchema, response: answersSuccess },
      },
      (req) => succeeded(workflows.addFavorite(requireActor(req), req.body)),
    );
    app.delete(
      '/api/aslan/workflow/favorite/:projectName/:name/:type',
      {
        config: { permission: { kind: 'projectView', project: { from: 'params', key: 'projectName' } } },
        schema: { tags, params: favoriteParams, response: answersSuccess },
      },
      (req) =>
        succeeded(
          workflows.removeFavorite(requireActor(req), {
            product_name: req.params.projectName,
            name: req.params.name,
            type: req.params.type,
          }),
        ),
    );

    app.get(
      '/api/aslan/workflow/servicetask/workflows/:projectName/:envName/:serviceName/:serviceType',
      {
        config: inProductProject('get_workflow', { from: 'params', key: 'projectName' }),
        schema: { tags, params: serviceTaskParams },
      },
      (req) => serviceTasks.workflows(req.params.projectName, req.params.envName, req.params.serviceName),
    );
    app.post(
      '/api/aslan/workflow/servicetask',
      {
        config: inProductProject('manage_environment', { from: 'body', key: 'product_name' }),
        schema: { tags, body: serviceTaskBodySchema, response: answersSuccess },
      },
      (req) => succeeded(serviceTasks.restart(req.body)),
    );
  };
