import {
  encryptedKeyQuerySchema,
  messageResponseSchema,
  projectRegistryListSchema,
  projectRegistryQuerySchema,
  registryBodySchema,
  registryImageListSchema,
  registryImagesBodySchema,
  registryImagesQuerySchema,
  registryListSchema,
  registryParamsSchema,
  registryPaths,
  releaseRepoListSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import type { RegistriesService } from './registries.service.js';
import type { RegistryImagesService } from './registry-images.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
const signedIn = { permission: { kind: 'signedIn' } } as const;
const tags = ['registries'];
const success = { message: 'success' };
const done = { 200: messageResponseSchema };
const params = registryParamsSchema;

/** Image registries: managed by administrators, picked from by every project. */
export const registriesRoutes =
  (registries: RegistriesService, images: RegistryImagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      registryPaths.namespaces,
      {
        config: admin,
        schema: { tags, querystring: encryptedKeyQuerySchema, response: { 200: registryListSchema } },
      },
      (req) => registries.list(req.query.encryptedKey),
    );
    app.post(
      registryPaths.namespaces,
      { config: admin, schema: { tags, body: registryBodySchema, response: done } },
      async (req) => {
        await registries.create(req.body, requireActor(req).account);
        return success;
      },
    );
    app.put(
      registryPaths.namespace,
      { config: admin, schema: { tags, params, body: registryBodySchema, response: done } },
      async (req) => {
        await registries.update(req.params.id, req.body, requireActor(req).account);
        return success;
      },
    );
    app.delete(
      registryPaths.namespace,
      { config: admin, schema: { tags, params, response: done } },
      async (req) => {
        await registries.delete(req.params.id);
        return success;
      },
    );
    // With a project, only the registries open to it; without one (the settings pages), every registry.
    app.get(
      registryPaths.forProject,
      {
        config: signedIn,
        schema: {
          tags,
          querystring: projectRegistryQuerySchema,
          response: { 200: projectRegistryListSchema },
        },
      },
      (req) => registries.listForProject(req.query.projectName || undefined),
    );
    app.post(
      registryPaths.images,
      {
        config: signedIn,
        schema: {
          tags,
          querystring: registryImagesQuerySchema,
          body: registryImagesBodySchema,
          response: { 200: registryImageListSchema },
        },
      },
      (req) =>
        images.images(req.query.registryId || undefined, req.body.names, req.query.projectName || undefined),
    );
    app.get(
      registryPaths.releaseRepos,
      { config: signedIn, schema: { tags, response: { 200: releaseRepoListSchema } } },
      () => images.releaseRepos(),
    );
  };
