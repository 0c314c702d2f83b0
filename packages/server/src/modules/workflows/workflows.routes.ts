import {
  type ProjectAction,
  workflowBodySchema,
  workflowLintQuerySchema,
  workflowListQuerySchema,
  workflowListSchema,
  workflowNameSchema,
  workflowReadQuerySchema,
  workflowSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/permissions.js';
import { signedIn, succeeded } from '../../http/route-options.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { ProductWorkflowsRepository } from '../product-workflows/product-workflows.repository.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { WorkflowViewsRepository } from '../workflow-views/workflow-views.repository.js';
import { WorkflowViewsService } from '../workflow-views/workflow-views.service.js';
import type { ProductListSource } from './workflow-list-page.js';
import { parseWorkflowYaml, toWorkflowYaml, YAML_ANSWER_TYPE, YAML_BODY_TYPES } from './workflow-yaml.js';
import { WorkflowsRepository } from './workflows.repository.js';
import { type WorkflowLogs, WorkflowsService } from './workflows.service.js';

export interface WorkflowsRoutesDeps {
  db: Db;
  /** the LogStore: a deleted workflow's logs go with it */
  logs: WorkflowLogs;
  /** seals the credential values of stored definitions */
  box: SecretBox;
  /** the project's product workflows, which the portal's list shows among these (workflow_type "") */
  productListItems?: ProductListSource;
}

const messageSchema = z.object({ message: z.string() });
const nameParams = z.object({ name: workflowNameSchema });
const tags = ['workflows'];
const base = '/api/aslan/workflow/v4';

/** Routes naming a workflow act in its project, on it as a resource (spec §6). */
const onWorkflow = (action: ProjectAction) =>
  ({
    permission: {
      kind: 'project',
      project: { from: 'params', key: 'name', via: 'workflow' },
      action,
      resource: { type: 'Workflow', param: 'name' },
    },
  }) as const;

export const workflowsRoutes =
  (deps: WorkflowsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const workflows = new WorkflowsService(
      new WorkflowsRepository(deps.db, deps.box),
      new ProjectsRepository(deps.db),
      deps.logs,
      new WorkflowViewsService(
        new WorkflowViewsRepository(deps.db),
        new WorkflowsRepository(deps.db, deps.box),
        new ProjectsRepository(deps.db),
        new ProductWorkflowsRepository(deps.db),
      ),
      deps.productListItems,
    );

    // Create, update and lint take the workflow as YAML text (zadig-reference §3), which JSON also
    // is; the form type is how the portal sends it. Registered in this plugin only: other routes
    // keep refusing form bodies.
    app.addContentTypeParser(YAML_BODY_TYPES, { parseAs: 'string' }, (_req, body, done) => {
      try {
        done(null, parseWorkflowYaml(String(body)));
      } catch (error) {
        done(error as Error);
      }
    });

    app.get(
      base,
      {
        config: { permission: { kind: 'projectView', project: { from: 'query', key: 'project' } } },
        schema: { tags, querystring: workflowListQuerySchema, response: { 200: workflowListSchema } },
      },
      (req) => workflows.list(req.query.project, req.query, requireActor(req)),
    );
    app.post(
      base,
      {
        config: {
          permission: {
            kind: 'project',
            project: { from: 'body', key: 'project' },
            action: 'create_workflow',
          },
        },
        schema: { tags, body: workflowBodySchema, response: { 200: messageSchema } },
      },
      (req) => succeeded(workflows.create(requireActor(req), req.body)),
    );
    app.post(
      `${base}/lint`,
      {
        config: signedIn,
        schema: { tags, querystring: workflowLintQuerySchema, response: { 200: messageSchema } },
      },
      (req) => succeeded(workflows.lint(req.body, req.query.check_duplicate)),
    );
    app.get(
      `${base}/name/:name`,
      {
        config: onWorkflow('get_workflow'),
        // the YAML text of the workflow, as Zadig answers it (the portal parses it with js-yaml)
        schema: {
          tags,
          params: nameParams,
          querystring: workflowReadQuerySchema,
          response: { 200: z.string() },
        },
      },
      async (req, reply) => {
        const workflow = await workflows.get(req.params.name);
        return reply.type(YAML_ANSWER_TYPE).send(toWorkflowYaml(workflow));
      },
    );
    app.get(
      `${base}/preset/:name`,
      {
        config: onWorkflow('get_workflow'),
        schema: {
          tags,
          params: nameParams,
          querystring: workflowReadQuerySchema,
          response: { 200: workflowSchema },
        },
      },
      (req) => workflows.preset(req.params.name),
    );
    app.put(
      `${base}/:name`,
      {
        config: onWorkflow('edit_workflow'),
        schema: { tags, params: nameParams, body: workflowBodySchema, response: { 200: messageSchema } },
      },
      (req) => succeeded(workflows.update(requireActor(req), req.params.name, req.body)),
    );
    app.delete(
      `${base}/:name`,
      {
        config: onWorkflow('delete_workflow'),
        schema: { tags, params: nameParams, response: { 200: messageSchema } },
      },
      (req) => succeeded(workflows.delete(req.params.name)),
    );
  };
