import {
  installPackageListSchema,
  messageResponseSchema,
  packageBodySchema,
  packageKeySchema,
  packageListQuerySchema,
  packagePaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import type { PackagesService } from './packages.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
const signedIn = { permission: { kind: 'signedIn' } } as const;
const tags = ['packages'];
const success = { message: 'success' };
const done = { 200: messageResponseSchema };

/** Software packages: build forms read them, administrators manage them. */
export const packagesRoutes =
  (packages: PackagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      packagePaths.list,
      {
        config: signedIn,
        schema: { tags, querystring: packageListQuerySchema, response: { 200: installPackageListSchema } },
      },
      // the settings page asks with available=true too: administrators see the disabled ones to edit them
      (req) => packages.list(req.query.available === 'true' && !requireActor(req).isSystemAdmin),
    );
    app.post(
      packagePaths.list,
      { config: admin, schema: { tags, body: packageBodySchema, response: done } },
      async (req) => {
        await packages.create(req.body, requireActor(req).account);
        return success;
      },
    );
    app.put(
      packagePaths.list,
      { config: admin, schema: { tags, body: packageBodySchema, response: done } },
      async (req) => {
        await packages.update(req.body, requireActor(req).account);
        return success;
      },
    );
    // the portal deletes with a PUT carrying the whole package; only its name and version count
    app.put(
      packagePaths.delete,
      { config: admin, schema: { tags, body: packageKeySchema, response: done } },
      async (req) => {
        await packages.delete(req.body.name, req.body.version);
        return success;
      },
    );
  };
