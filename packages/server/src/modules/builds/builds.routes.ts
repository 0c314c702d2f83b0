import {
  type BuildBody,
  buildBodySchema,
  buildDeleteQuerySchema,
  buildDetailQuerySchema,
  buildListQuerySchema,
  buildParamsSchema,
  buildPaths,
  buildProjectQuerySchema,
  buildTargetsBodySchema,
  buildTargetsParamsSchema,
  type ProjectAction,
  serviceModuleQuerySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import type { BuildsService } from './builds.service.js';

const tags = ['builds'];
const inQuery = { from: 'query', key: 'projectName' } as const;
const may = (action: ProjectAction) =>
  ({ permission: { kind: 'project', project: inQuery, action } }) as const;
/** Workflow editors and run dialogs read builds too: members may. */
const member = { permission: { kind: 'projectView', project: inQuery } } as const;

/** Create and update take the same request. */
const saveSchema = {
  tags,
  querystring: buildProjectQuerySchema,
  body: buildBodySchema,
  response: answersSuccess,
};

/** Build configurations of a project (portal-shapes §2). */
export const buildsRoutes =
  (builds: BuildsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      buildPaths.builds,
      { config: may('get_build'), schema: { tags, querystring: buildListQuerySchema } },
      (req) => builds.list(req.query.projectName, req.query.targets),
    );
    app.get(
      buildPaths.serviceModules,
      { config: member, schema: { tags, querystring: serviceModuleQuerySchema } },
      (req) => builds.serviceModules(req.query.projectName, req.query.excludeJenkins, req.query.encryptedKey),
    );
    app.get(
      buildPaths.build,
      { config: member, schema: { tags, params: buildParamsSchema, querystring: buildDetailQuerySchema } },
      (req) => builds.get(req.query.projectName, req.params.name),
    );
    app.post(
      buildPaths.builds,
      {
        config: may('create_build'),
        schema: saveSchema,
      },
      (req) =>
        succeeded(builds.create(req.query.projectName, req.body as BuildBody, requireActor(req).account)),
    );
    app.put(
      buildPaths.builds,
      {
        config: may('edit_build'),
        schema: saveSchema,
      },
      (req) =>
        succeeded(builds.update(req.query.projectName, req.body as BuildBody, requireActor(req).account)),
    );
    app.delete(
      buildPaths.builds,
      {
        config: may('delete_build'),
        schema: { tags, querystring: buildDeleteQuerySchema, response: answersSuccess },
      },
      (req) => succeeded(builds.delete(req.query.projectName, req.query.name)),
    );
    app.post(
      buildPaths.saveTargets,
      {
        config: may('edit_build'),
        schema: {
          tags,
          querystring: buildProjectQuerySchema,
          body: buildTargetsBodySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(
          builds.saveTargets(
            req.query.projectName,
            req.body.name,
            req.body.targets,
            requireActor(req).account,
          ),
        ),
    );
    app.get(
      buildPaths.targets,
      { config: member, schema: { tags, querystring: buildProjectQuerySchema } },
      (req) => builds.targets(req.query.projectName),
    );
    app.get(
      buildPaths.projectTargets,
      {
        config: { permission: { kind: 'projectView', project: { from: 'params', key: 'projectName' } } },
        schema: { tags, params: buildTargetsParamsSchema },
      },
      (req) => builds.buildTargets(req.params.projectName),
    );
  };
