import {
  projectNameQuerySchema,
  SERIAL_ID_MAX,
  variableSetBodySchema,
  variableSetListQuerySchema,
  variableSetSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/permissions.js';
import { succeeded } from '../../http/route-options.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { VariableSetsRepository } from './variable-sets.repository.js';
import { VariableSetsService } from './variable-sets.service.js';

const messageSchema = z.object({ message: z.string() });
const byQuery = { from: 'query', key: 'projectName' } as const;
const projectView = { permission: { kind: 'projectView', project: byQuery } } as const;
const configEnvironment = {
  permission: { kind: 'project', project: byQuery, action: 'config_environment' },
} as const;
/** ids are int4 in the database */
const idParams = z.object({ id: z.coerce.number().int().positive().max(SERIAL_ID_MAX) });
const tags = ['variable-sets'];
/** One group: its id in the path, its project in the query (which the permission check reads). */
const oneSet = { params: idParams, querystring: projectNameQuerySchema };
const base = '/api/aslan/project/variablesets';

export const variableSetsRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const sets = new VariableSetsService(
      new VariableSetsRepository(deps.db),
      new ProjectsRepository(deps.db),
    );

    app.get(
      base,
      {
        config: projectView,
        schema: {
          tags,
          querystring: variableSetListQuerySchema,
          response: {
            200: z.object({ variable_set_list: z.array(variableSetSchema), total: z.number().int() }),
          },
        },
      },
      (req) => sets.list(req.query.projectName, req.query.page, req.query.perPage),
    );
    app.post(
      base,
      {
        config: {
          permission: {
            kind: 'project',
            project: { from: 'body', key: 'project_name' },
            action: 'config_environment',
          },
        },
        schema: { tags, body: variableSetBodySchema, response: { 200: variableSetSchema } },
      },
      (req) => sets.create(requireActor(req), req.body),
    );
    app.get(
      `${base}/:id`,
      {
        config: projectView,
        schema: {
          tags,
          ...oneSet,
          response: { 200: variableSetSchema },
        },
      },
      (req) => sets.get(req.query.projectName, req.params.id),
    );
    app.put(
      `${base}/:id`,
      {
        config: configEnvironment,
        schema: {
          tags,
          ...oneSet,
          body: variableSetBodySchema,
          response: { 200: variableSetSchema },
        },
      },
      (req) => sets.update(requireActor(req), req.query.projectName, req.params.id, req.body),
    );
    app.delete(
      `${base}/:id`,
      {
        config: configEnvironment,
        schema: {
          tags,
          ...oneSet,
          response: { 200: messageSchema },
        },
      },
      (req) => succeeded(sets.delete(req.query.projectName, req.params.id)),
    );
  };
