import {
  managedUserListSchema,
  userCreateSchema,
  userIdParamsSchema,
  userInfoSchema,
  userListSchema,
  userSearchSchema,
  userUpdateSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
import type { UsersService } from './users.service.js';

const tags = ['users'];

/** Accounts as the system administrator manages them (spec §7 Auth and users). */
export const usersAdminRoutes =
  (users: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/users',
      { config: systemAdmin, schema: { tags, body: userCreateSchema, response: { 200: userInfoSchema } } },
      (req) => users.create(req.body),
    );
    app.put(
      '/api/v1/users/:id',
      {
        config: systemAdmin,
        schema: {
          tags,
          params: userIdParamsSchema,
          body: userUpdateSchema,
          response: { 200: userInfoSchema },
        },
      },
      (req) => users.update(req.params.id, req.body),
    );
    app.delete(
      '/api/v1/picket/users/:id',
      {
        config: systemAdmin,
        schema: { tags, params: userIdParamsSchema, response: answersSuccess },
      },
      (req) => succeeded(users.delete(requireActor(req).uid, req.params.id)),
    );
    // Member pickers of project administrators search accounts too, so any signed-in user may.
    app.post(
      '/api/v1/users/search',
      {
        config: signedIn,
        schema: { tags, body: userSearchSchema, response: { 200: userListSchema } },
      },
      (req) => users.search(req.body),
    );
    app.post(
      '/api/v1/picket/users',
      {
        config: systemAdmin,
        schema: { tags, body: userSearchSchema, response: { 200: managedUserListSchema } },
      },
      (req) => users.manage(req.body),
    );
  };
