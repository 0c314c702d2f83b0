import {
  installPackageListSchema,
  packageBodySchema,
  packageKeySchema,
  packageListQuerySchema,
  packagePaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
import type { PackagesService } from './packages.service.js';

const tags = ['packages'];

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
      { config: systemAdmin, schema: { tags, body: packageBodySchema, response: answersSuccess } },
      (req) => succeeded(packages.create(req.body, requireActor(req).account)),
    );
    app.put(
      packagePaths.list,
      { config: systemAdmin, schema: { tags, body: packageBodySchema, response: answersSuccess } },
      (req) => succeeded(packages.update(req.body, requireActor(req).account)),
    );
    // the portal deletes with a PUT carrying the whole package; only its name and version count
    app.put(
      packagePaths.delete,
      { config: systemAdmin, schema: { tags, body: packageKeySchema, response: answersSuccess } },
      (req) => succeeded(packages.delete(req.body.name, req.body.version)),
    );
  };
