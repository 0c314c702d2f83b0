import { type WorkflowListItem, workflowListSchema } from '@slipway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/permissions.js';
import { signedIn } from '../../http/route-options.js';
import type { PermissionService } from '../rbac/permission.service.js';
import { PicketWorkflowsService } from './picket-workflows.service.js';

const tags = ['workflows'];
const querySchema = z.looseObject({
  projectName: z.string().max(64).default(''),
  page_num: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(1000).optional(),
});

/**
 * One project's list through the v4 list route itself, as the caller (same token, same language):
 * the rows and permissions are exactly that route's.
 */
const projectListThrough =
  (app: FastifyInstance, req: FastifyRequest) =>
  async (project: string): Promise<WorkflowListItem[]> => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/aslan/workflow/v4?project=${encodeURIComponent(project)}&projectName=${encodeURIComponent(project)}`,
      headers: {
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
        ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
      },
    });
    // a project whose list the user may not read adds nothing
    if (res.statusCode !== 200) return [];
    return (res.json() as { workflow_list: WorkflowListItem[] }).workflow_list;
  };

/**
 * `GET /api/v1/picket/workflows` (an array) and `GET /api/v1/picket/workflows/v3`
 * (`{workflow_list, total}`, paged by `page_num`/`page_size` when given): the workflows of every
 * project the user sees, or of `projectName`.
 */
export const picketWorkflowsRoutes =
  (deps: { db: Db; permissions: PermissionService }): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new PicketWorkflowsService(deps.db);
    const listFor = async (req: FastifyRequest, projectName: string) => {
      const visible = await deps.permissions.visibleProjects(requireActor(req));
      return service.list(visible, projectName, projectListThrough(app, req));
    };

    app.get(
      '/api/v1/picket/workflows',
      { config: signedIn, schema: { tags, querystring: querySchema } },
      (req) => listFor(req, req.query.projectName),
    );
    app.get(
      '/api/v1/picket/workflows/v3',
      {
        config: signedIn,
        schema: { tags, querystring: querySchema, response: { 200: workflowListSchema } },
      },
      async (req) => {
        const all = await listFor(req, req.query.projectName);
        const { page_num: pageNum = 1, page_size: pageSize } = req.query;
        const page = pageSize ? all.slice((pageNum - 1) * pageSize, pageNum * pageSize) : all;
        return { workflow_list: page, total: all.length };
      },
    );
  };
