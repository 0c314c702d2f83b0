import {
  type PolicyBody,
  policiesCreateSchema,
  policyBodySchema,
  policySchema,
  projectNameQuerySchema,
  type UserGroupBody,
  userGroupBodySchema,
  userGroupSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import type { GroupsService } from './groups.service.js';
import type { PoliciesService } from './policies.service.js';
import { idParams, nameParams, projectAdmin, projectView, tags } from './route-config.js';

const querystring = projectNameQuerySchema;
type InProject = { Querystring: { projectName: string } };

/**
 * Policies (the portal lists them and shows one; created as Zadig's policy service takes them, in bulk)
 * and user groups of a project: members read them, its administrators change them.
 */
export const collaborationRoutes =
  (policies: PoliciesService, groups: GroupsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/policies',
      { config: projectView, schema: { tags, querystring, response: { 200: z.array(policySchema) } } },
      (req) => policies.list(req.query.projectName),
    );
    app.get(
      '/api/v1/policies/:name',
      {
        config: projectView,
        schema: { tags, params: nameParams, querystring, response: { 200: policySchema } },
      },
      (req) => policies.get(req.query.projectName, req.params.name),
    );
    app.post(
      '/api/v1/policies',
      {
        config: projectAdmin,
        schema: { tags, querystring, body: policiesCreateSchema, response: answersSuccess },
      },
      (req) => succeeded(policies.create(req.query.projectName, req.body.policies)),
    );
    app.put<InProject & { Params: { name: string }; Body: PolicyBody }>(
      '/api/v1/policies/:name',
      {
        config: projectAdmin,
        schema: { tags, params: nameParams, querystring, body: policyBodySchema, response: answersSuccess },
      },
      (req) => succeeded(policies.update(req.query.projectName, req.params.name, req.body)),
    );
    app.delete(
      '/api/v1/policies/:name',
      { config: projectAdmin, schema: { tags, params: nameParams, querystring, response: answersSuccess } },
      (req) => succeeded(policies.remove(req.query.projectName, req.params.name)),
    );

    app.get(
      '/api/v1/groups',
      { config: projectView, schema: { tags, querystring, response: { 200: z.array(userGroupSchema) } } },
      (req) => groups.list(req.query.projectName),
    );
    app.post<InProject & { Body: UserGroupBody }>(
      '/api/v1/groups',
      {
        config: projectAdmin,
        schema: { tags, querystring, body: userGroupBodySchema, response: { 200: userGroupSchema } },
      },
      (req) => groups.create(req.query.projectName, req.body),
    );
    app.put<InProject & { Params: { id: number }; Body: UserGroupBody }>(
      '/api/v1/groups/:id',
      {
        config: projectAdmin,
        schema: {
          tags,
          params: idParams,
          querystring,
          body: userGroupBodySchema,
          response: { 200: userGroupSchema },
        },
      },
      (req) => groups.update(req.query.projectName, req.params.id, req.body),
    );
    app.delete(
      '/api/v1/groups/:id',
      { config: projectAdmin, schema: { tags, params: idParams, querystring, response: answersSuccess } },
      (req) => succeeded(groups.remove(req.query.projectName, req.params.id)),
    );
  };
