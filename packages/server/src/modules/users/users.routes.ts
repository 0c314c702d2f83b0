import {
  passwordChangedSchema,
  passwordChangeSchema,
  personalSchema,
  personalUpdateSchema,
  preferenceSchema,
  preferenceUpdateSchema,
  userCountSchema,
  userIdParamsSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { signedIn } from '../../http/route-options.js';
import type { AccountService } from '../auth/account.service.js';
import type { UsersService } from './users.service.js';

const self = { permission: { kind: 'self', param: 'id' } } as const;

export const usersRoutes =
  (users: UsersService, sessions: Pick<AccountService, 'renewSession'>): FastifyPluginAsyncZod =>
  async (app) => {
    const params = userIdParamsSchema;

    app.get(
      '/api/v1/users/:id/personal',
      { config: self, schema: { tags: ['users'], params, response: { 200: personalSchema } } },
      (req) => users.personal(req.params.id, requireActor(req).uid),
    );
    app.put(
      '/api/v1/users/:id/personal',
      {
        config: self,
        schema: { tags: ['users'], params, body: personalUpdateSchema, response: { 200: personalSchema } },
      },
      (req) => users.updatePersonal(req.params.id, req.body, requireActor(req).uid),
    );
    app.put(
      '/api/v1/users/:id/password',
      {
        config: self,
        schema: {
          tags: ['users'],
          params,
          body: passwordChangeSchema,
          response: { 200: passwordChangedSchema },
        },
      },
      async (req) => {
        await users.changePassword(req.params.id, req.body);
        // The change ended the caller's session too; a user changing their own password keeps working.
        if (requireActor(req).uid !== req.params.id) return { message: 'success' };
        return { message: 'success', token: await sessions.renewSession(req.params.id) };
      },
    );
    app.get(
      '/api/v1/users/:id/setting',
      { config: self, schema: { tags: ['users'], params, response: { 200: preferenceSchema } } },
      (req) => users.preference(req.params.id),
    );
    app.put(
      '/api/v1/users/:id/setting',
      {
        config: self,
        schema: {
          tags: ['users'],
          params,
          body: preferenceUpdateSchema,
          response: { 200: preferenceSchema },
        },
      },
      (req) => users.updatePreference(req.params.id, req.body),
    );
    app.get(
      '/api/v1/user/count',
      {
        config: signedIn,
        schema: { tags: ['users'], response: { 200: userCountSchema } },
      },
      () => users.count(),
    );
  };
