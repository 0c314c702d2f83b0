import {
  managedUserListSchema,
  messageResponseSchema,
  userCreateSchema,
  userIdParamsSchema,
  userInfoSchema,
  userListSchema,
  userSearchSchema,
  userUpdateSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import type { UsersService } from './users.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
const tags = ['users'];

/** Accounts as the system administrator manages them (spec §7 Auth and users). */
export const usersAdminRoutes =
  (users: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/users',
      { config: admin, schema: { tags, body: userCreateSchema, response: { 200: userInfoSchema } } },
      (req) => users.create(req.body),
    );
    app.put(
      '/api/v1/users/:id',
      {
        config: admin,
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
        config: admin,
        schema: { tags, params: userIdParamsSchema, response: { 200: messageResponseSchema } },
      },
      async (req) => {
        await users.delete(requireActor(req).uid, req.params.id);
        return { message: 'success' };
      },
    );
    // Member pickers of project administrators search accounts too, so any signed-in user may.
    app.post(
      '/api/v1/users/search',
      {
        config: { permission: { kind: 'signedIn' } },
        schema: { tags, body: userSearchSchema, response: { 200: userListSchema } },
      },
      (req) => users.search(req.body),
    );
    app.post(
      '/api/v1/picket/users',
      { config: admin, schema: { tags, body: userSearchSchema, response: { 200: managedUserListSchema } } },
      (req) => users.manage(req.body),
    );
  };
