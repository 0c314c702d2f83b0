import {
  viewPresetQuerySchema,
  viewProjectQuerySchema,
  workflowViewBodySchema,
  workflowViewNameSchema,
  workflowViewSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { ProductWorkflowsRepository } from '../product-workflows/product-workflows.repository.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { WorkflowsRepository } from '../workflows/workflows.repository.js';
import { WorkflowViewsRepository } from './workflow-views.repository.js';
import { WorkflowViewsService } from './workflow-views.service.js';

const tags = ['workflow-views'];
const base = '/api/aslan/workflow/view';
const byQuery = { from: 'query', key: 'projectName' } as const;
const projectView = { permission: { kind: 'projectView', project: byQuery } } as const;
const editWorkflows = { permission: { kind: 'project', project: byQuery, action: 'edit_workflow' } } as const;

/** Workflow views as Zadig serves them: the list answers the names, the preset a view's workflows. */
export const workflowViewsRoutes =
  (deps: { db: Db; box: SecretBox }): FastifyPluginAsyncZod =>
  async (app) => {
    const views = new WorkflowViewsService(
      new WorkflowViewsRepository(deps.db),
      new WorkflowsRepository(deps.db, deps.box),
      new ProjectsRepository(deps.db),
      new ProductWorkflowsRepository(deps.db),
    );
    app.get(
      base,
      {
        config: projectView,
        schema: { tags, querystring: viewProjectQuerySchema, response: { 200: z.array(z.string()) } },
      },
      (req) => views.names(req.query.projectName),
    );
    app.get(
      `${base}/preset`,
      {
        config: projectView,
        schema: { tags, querystring: viewPresetQuerySchema, response: { 200: workflowViewSchema } },
      },
      (req) => views.preset(req.query.projectName, req.query.viewName),
    );
    app.post(
      base,
      {
        config: editWorkflows,
        schema: {
          tags,
          querystring: viewProjectQuerySchema,
          body: workflowViewBodySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(views.create(req.query.projectName, req.body, requireActor(req).account)),
    );
    app.put(
      base,
      {
        config: editWorkflows,
        schema: {
          tags,
          querystring: viewProjectQuerySchema,
          body: workflowViewBodySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(views.update(req.query.projectName, req.body, requireActor(req).account)),
    );
    // `/{name}?projectName=` and Zadig's `/{projectName}/{viewName}`
    app.delete(
      `${base}/:name`,
      {
        config: editWorkflows,
        schema: {
          tags,
          querystring: viewProjectQuerySchema,
          params: z.object({ name: workflowViewNameSchema }),
          response: answersSuccess,
        },
      },
      (req) => succeeded(views.delete(req.query.projectName, req.params.name)),
    );
    app.delete(
      `${base}/:projectName/:name`,
      {
        config: {
          permission: {
            kind: 'project',
            project: { from: 'params', key: 'projectName' },
            action: 'edit_workflow',
          },
        },
        schema: {
          tags,
          params: z.object({ projectName: z.string().max(64), name: workflowViewNameSchema }),
          response: answersSuccess,
        },
      },
      (req) => succeeded(views.delete(req.params.projectName, req.params.name)),
    );
  };
